import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import type { OrderDetail } from './use-order-detail.ts';

type Address = NonNullable<OrderDetail['shipping_address']>;

const join = (parts: readonly (string | null | undefined)[], separator = ' ') =>
  parts.filter((p) => p && p.trim() !== '').join(separator);

/**
 * A shipping or billing address. Contact fields are PII: without view:pii they come back null and
 * are named in the scope warnings, so each renders "Hidden — needs view:pii", never a blank.
 * State and country are not protected and always show.
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
  const region = join(
    [address.state ?? address.state_code, address.country ?? address.country_code],
    ', ',
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
          { label: 'Address', value: field(address.address1, 'address1') },
          { label: 'Address line 2', value: field(address.address2, 'address2') },
          { label: 'City', value: field(address.city, 'city') },
          { label: 'ZIP', value: field(address.zip, 'zip') },
          { label: 'State, country', value: <FieldValue value={region} /> },
          { label: 'Phone', value: field(address.phone, 'phone') },
          { label: 'E-mail', value: field(address.email, 'email') },
        ]}
      />
    </Section>
  );
}
