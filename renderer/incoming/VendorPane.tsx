import { useState } from 'react';
import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { DetailPane, PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { formatDateTime } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import { GatedButton } from '../components/gating/GatedAction.tsx';
import { useCanRun } from '../session/use-can-run.ts';
import {
  useVendorProducts,
  VENDOR_PRODUCTS_PAGE_CREDITS,
  VENDOR_PRODUCTS_PAGE_SIZE,
} from './vendor-products.ts';
import type { VendorRow } from './vendors-data.ts';
import { PoMoney } from './PoMoney.tsx';
import { ReadMoreButton } from './ReadMoreButton.tsx';

/** What a vendor supplies, read from the catalogue a page at a time when asked. */
function SuppliedProducts({
  vendorId,
  currency,
}: {
  readonly vendorId: string;
  /** The vendor's currency: its prices are in it. */
  readonly currency: string | null;
}) {
  const [started, setStarted] = useState(false);
  const gate = useCanRun('VendorProducts');
  const { query, read, products } = useVendorProducts(vendorId, started);
  const pageCost = formatInteger(VENDOR_PRODUCTS_PAGE_CREDITS);
  return (
    <Section title="Products it supplies">
      <p className="muted">
        The service links vendors to products on each product and cannot search by vendor, so
        Floorboard reads the catalogue {formatInteger(VENDOR_PRODUCTS_PAGE_SIZE)} products at a time
        (about {pageCost} credits a page), only when you ask.
      </p>
      {!started ? (
        <div>
          <GatedButton gate={gate} size="sm" onClick={() => setStarted(true)}>
            Find its products
          </GatedButton>
        </div>
      ) : query.isPending ? (
        <p role="status">Reading the catalogue…</p>
      ) : (
        <>
          <p role="status">
            {formatInteger(products.length)} found in the first {formatInteger(read)} products
            {query.hasNextPage ? '.' : ' (the whole catalogue).'}
          </p>
          {products.length > 0 ? (
            <table className="compact-table">
              <caption className="visually-hidden">Products this vendor supplies</caption>
              <thead>
                <tr>
                  <th scope="col">SKU</th>
                  <th scope="col">Vendor SKU</th>
                  <th scope="col" className="is-end">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.map((p) => (
                  <tr key={p.sku}>
                    <td>
                      <span className="mono">{p.sku}</span>
                      <span className="muted line-item-name">{p.name}</span>
                    </td>
                    <td className="mono">
                      <FieldValue value={p.vendorSku} />
                    </td>
                    <td className="is-end num">
                      <PoMoney value={p.price} currency={currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {query.isError ? <ErrorView error={query.error} compact /> : null}
          {query.hasNextPage ? (
            <ReadMoreButton
              busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Read the next {formatInteger(VENDOR_PRODUCTS_PAGE_SIZE)} products
            </ReadMoreButton>
          ) : null}
        </>
      )}
    </Section>
  );
}

/** One vendor: contact details (PII placeholders without view:pii) and what it supplies. */
export function VendorPane({
  vendor,
  scopeWarnings,
  onClose,
}: {
  readonly vendor: VendorRow;
  readonly scopeWarnings: readonly ScopeWarningSummary[];
  readonly onClose: () => void;
}) {
  return (
    <DetailPane title={vendor.name ?? 'Vendor'} onClose={onClose}>
      <Section title="Details">
        <PropertyList
          items={[
            {
              label: 'E-mail',
              value: (
                <FieldValue
                  value={vendor.email}
                  fieldId="Vendor.email"
                  scopeWarnings={scopeWarnings}
                />
              ),
            },
            {
              label: 'Account number',
              value: (
                <FieldValue
                  value={vendor.account_number}
                  fieldId="Vendor.account_number"
                  scopeWarnings={scopeWarnings}
                />
              ),
            },
            { label: 'Currency', value: <FieldValue value={vendor.currency} /> },
            { label: 'Added', value: <FieldValue value={formatDateTime(vendor.created_at)} /> },
          ]}
        />
      </Section>
      {vendor.id ? (
        <SuppliedProducts key={vendor.id} vendorId={vendor.id} currency={vendor.currency} />
      ) : null}
    </DetailPane>
  );
}
