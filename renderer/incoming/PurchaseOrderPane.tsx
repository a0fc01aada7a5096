import { DetailPane, PropertyList, Section } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows, SkeletonText } from '../components/status/SkeletonRows.tsx';
import { formatDate, formatDateTime } from '../format/date.ts';
import { useWarehouseOptions } from '../orders/use-warehouses.ts';
import { isLate } from '../../shared/purchase-orders/filters.ts';
import { PoActions } from './PoActions.tsx';
import { PoLines } from './PoLines.tsx';
import { poName } from './po-name.ts';
import { useToday } from './today.ts';
import { usePurchaseOrder } from './use-purchase-order.ts';
import { useVendorCurrency, useVendorName } from './vendors-data.ts';
import { PoMoney } from './PoMoney.tsx';
import { PoStatusBadge } from './PoStatusBadge.tsx';

/** Tracking numbers: the PO's own, then any the tracking connection adds. */
function trackingText(po: {
  readonly tracking_number: string | null;
  readonly tracking_numbers: {
    readonly edges: readonly ({
      readonly node: {
        readonly tracking_number: string | null;
        readonly carrier_value: string | null;
      } | null;
    } | null)[];
  } | null;
  readonly shipping_carrier: string | null;
}): string | null {
  const numbers = new Set<string>();
  if (po.tracking_number) numbers.add(po.tracking_number);
  for (const edge of po.tracking_numbers?.edges ?? []) {
    const n = edge?.node?.tracking_number;
    if (n) numbers.add(n);
  }
  if (numbers.size === 0) return null;
  const carrier = po.shipping_carrier ? `${po.shipping_carrier}: ` : '';
  return `${carrier}${[...numbers].join(', ')}`;
}

/**
 * The selected purchase order: vendor, dates, tracking, status and its lines (loaded a page at
 * a time), with the actions that change it.
 */
export function PurchaseOrderPane({
  id,
  onClose,
}: {
  readonly id: string;
  readonly onClose: () => void;
}) {
  const { query, po, lines } = usePurchaseOrder(id);
  const vendorName = useVendorName();
  const vendorCurrency = useVendorCurrency();
  const warehouses = useWarehouseOptions();
  const today = useToday();
  const number = po?.po_number ?? null;

  let body;
  if (query.isPending) body = <SkeletonRows rows={10} columns={2} label="Loading purchase order" />;
  else if (query.isError && !po) {
    body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!po) body = <EmptyState title="This purchase order could not be found" />;
  else {
    const late = isLate(po, today);
    const currency = vendorCurrency(po.vendor_id);
    body = (
      <>
        <Section title="Summary">
          <PropertyList
            items={[
              {
                label: 'Status',
                value: (
                  <span className="po-expected">
                    <PoStatusBadge po={po} />
                    {late ? <span className="late-badge">Late</span> : null}
                  </span>
                ),
              },
              { label: 'Vendor', value: <FieldValue value={vendorName(po.vendor_id)} /> },
              {
                label: 'Warehouse',
                value: (
                  <FieldValue
                    value={
                      po.warehouse_id === null
                        ? null
                        : (warehouses.find((w) => w.id === po.warehouse_id)?.name ??
                          po.warehouse_id)
                    }
                  />
                ),
              },
              { label: 'Expected', value: <FieldValue value={formatDate(po.po_date)} /> },
              { label: 'Shipped', value: <FieldValue value={formatDate(po.ship_date)} /> },
              { label: 'Arrived', value: <FieldValue value={formatDateTime(po.arrived_at)} /> },
              { label: 'Closed', value: <FieldValue value={formatDateTime(po.date_closed)} /> },
              { label: 'Tracking', value: <FieldValue value={trackingText(po)} /> },
              {
                label: 'Total',
                value: <PoMoney value={po.total_price} currency={currency} />,
              },
              { label: 'Created', value: <FieldValue value={formatDateTime(po.created_at)} /> },
              ...(po.po_note ? [{ label: 'Note', value: po.po_note }] : []),
            ]}
          />
        </Section>
        <PoLines
          po={po}
          currency={currency}
          lines={lines}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          loadError={query.isFetchNextPageError ? query.error : null}
          onLoadMore={() => void query.fetchNextPage()}
        />
        <PoActions po={po} />
      </>
    );
  }

  return (
    <DetailPane
      title={
        number ? poName(number) : query.isPending ? <SkeletonText width="7em" /> : 'Purchase order'
      }
      subtitle={po ? vendorName(po.vendor_id) : undefined}
      onClose={onClose}
    >
      {body}
    </DetailPane>
  );
}
