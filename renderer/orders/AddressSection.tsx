import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { CityLineValue } from '../components/pii/CityLineValue.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { countryName } from '../format/address.ts';
import type { OrderDetail } from './use-order-detail.ts';

type Address = NonNullable<OrderDetail['shipping_address']>;

const join = (parts: readonly (string | null | undefined)[], separator = ' ') =>
  parts.filter((p) => p && p.trim() !== '').join(separator);

/**
 * A shipping or billing address, written as its country writes it (US: "Portland, OR 97205").
 * Contact fields are PII: without view:pii they come back null and are named in the scope
 * warnings, so each renders "Hidden — needs view:pii", never a blank. State and country are not
 * protected and always show.
 */
export function AddressSection({
  title,
  address,
  scopeWarnings,
}: {
  readonly title: string;
  readonly address: Address | null | undefined;
  readonly scopeWarnings: readonly ScopeWarningSummary[];
}) {
  if (!address) {
    return (
      <Section title={title}>
        <p className="muted">No address on this order.</p>
      </Section>
    );
  }
  const field = (value: string | null | undefined, fieldId: string) => (
    <FieldValue value={value} fieldId={`OrderAddress.${fieldId}`} scopeWarnings={scopeWarnings} />
  );
  const country = address.country_code ?? address.country;
  const state = address.state_code ?? address.state;
  const city = (
    <CityLineValue
      parts={{ city: address.city, state, zip: address.zip, country }}
      fieldId="OrderAddress.city"
      scopeWarnings={scopeWarnings}
    />
  );
  return (
    <Section title={title}>
      <PropertyList
        items={[
          {
            label: 'Name',
            value: field(join([address.first_name, address.last_name]), 'first_name'),
          },
          { label: 'Company', value: field(address.company, 'company') },
          {
            label: 'Street',
            value: field(join([address.address1, address.address2], ', '), 'address1'),
          },
          { label: 'City', value: city },
          { label: 'Country', value: <FieldValue value={countryName(country)} /> },
          { label: 'Phone', value: field(address.phone, 'phone') },
          { label: 'E-mail', value: field(address.email, 'email') },
        ]}
      />
    </Section>
  );
}
