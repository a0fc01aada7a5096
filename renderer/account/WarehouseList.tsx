import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { CityLineValue } from '../components/pii/CityLineValue.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { WithheldNotice } from '../components/pii/WithheldNotice.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { QueryView } from '../components/status/QueryView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useOperation } from '../data/use-operation.ts';
import { countryName } from '../format/address.ts';

type Warehouse = NonNullable<
  NonNullable<NonNullable<OperationData<'AccountWarehouses'>['account']>['data']>['warehouses']
>[number];

function warehousesOf(data: OperationData<'AccountWarehouses'>) {
  return (data.account?.data?.warehouses ?? []).filter((w): w is NonNullable<Warehouse> => !!w);
}

/** The account's warehouses with their addresses; protected fields show as placeholders. */
export function WarehouseList() {
  const query = useOperation('AccountWarehouses', {});
  return (
    <Section title="Warehouses" level={2}>
      <QueryView
        query={query}
        loading={<SkeletonRows rows={3} columns={3} rowHeight={64} label="Loading warehouses" />}
        isEmpty={(result) => warehousesOf(result.data).length === 0}
        empty={<EmptyState title="This account has no warehouses yet" />}
      >
        {(result) => (
          <>
            <WithheldNotice scopeWarnings={result.scopeWarnings} />
            <ul className="warehouse-grid">
              {warehousesOf(result.data).map((warehouse, index) => (
                <li key={warehouse.id ?? index} className="card">
                  <WarehouseCard warehouse={warehouse} warnings={result.scopeWarnings} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </Section>
  );
}

function WarehouseCard({
  warehouse,
  warnings,
}: {
  readonly warehouse: NonNullable<Warehouse>;
  readonly warnings: readonly ScopeWarningSummary[];
}) {
  const address = warehouse.address;
  const field = (value: string | null | undefined, fieldId: string) => (
    <FieldValue value={value} fieldId={fieldId} scopeWarnings={warnings} />
  );
  const street = [address?.address1, address?.address2].filter(Boolean).join(', ');
  return (
    <>
      <h3 className="warehouse-title">
        {warehouse.identifier ?? 'Warehouse'}
        {warehouse.company_name ? (
          <span className="muted warehouse-company"> · {warehouse.company_name}</span>
        ) : null}
      </h3>
      <PropertyList
        items={[
          { label: 'Contact', value: field(address?.name, 'Address.name') },
          { label: 'Street', value: field(street, 'Address.address1') },
          {
            label: 'City',
            value: (
              <CityLineValue
                parts={{
                  city: address?.city,
                  state: address?.state,
                  zip: address?.zip,
                  country: address?.country,
                }}
                fieldId="Address.city"
                scopeWarnings={warnings}
              />
            ),
          },
          { label: 'Country', value: <FieldValue value={countryName(address?.country)} /> },
          { label: 'Phone', value: field(address?.phone, 'Address.phone') },
          {
            label: 'Warehouse phone',
            value: field(warehouse.phone_number, 'Warehouse.phone_number'),
          },
          {
            label: 'Invoice e-mail',
            value: field(warehouse.invoice_email, 'Warehouse.invoice_email'),
          },
        ]}
      />
    </>
  );
}
