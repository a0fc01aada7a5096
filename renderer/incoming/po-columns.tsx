import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDate } from '../format/date.ts';
import type { PurchaseOrderRow } from './purchase-orders-data.ts';
import { isLate } from '../../shared/purchase-orders/filters.ts';
import { PoMoney } from './PoMoney.tsx';
import { PoStatusBadge } from './PoStatusBadge.tsx';

/** The PO column's width: 16 monospace characters and the cell's padding. */
export const PO_NUMBER_WIDTH = 'minmax(10rem, 0.9fr)';

export interface PoColumnContext {
  readonly today: string;
  readonly vendorName: (id: string | null) => string | null;
  /** The vendor's currency, which a PO's amounts are in. */
  readonly vendorCurrency: (id: string | null) => string | null;
  readonly warehouseName: (id: string) => string;
}

/**
 * The Incoming grid. Its least widths add up to 49rem: incoming.css gives that figure to the
 * split view (`--split-list-min`). Change both together. Lines are not part of the list's query
 * (a line connection per PO would multiply a page's cost); the pane shows them.
 */
export function poColumns(context: PoColumnContext): readonly Column<PurchaseOrderRow>[] {
  return [
    {
      id: 'number',
      header: 'PO',
      // A whole reorder number ("PO-20261127-KTTM", 16 monospace characters) fits: POs told
      // apart by their last characters must not be cut.
      width: PO_NUMBER_WIDTH,
      pinned: true,
      sortAttribute: 'po_number',
      cell: (row) => <span className="mono">{row.po_number ?? '—'}</span>,
    },
    {
      id: 'vendor',
      header: 'Vendor',
      width: 'minmax(7rem, 1.4fr)',
      cell: (row) => <FieldValue value={context.vendorName(row.vendor_id)} />,
    },
    {
      id: 'expected',
      header: 'Expected',
      // Room for a date and its "Late" badge side by side.
      width: 'minmax(10rem, 1fr)',
      sortAttribute: 'po_date',
      cell: (row) => (
        <span className="po-expected">
          <FieldValue value={formatDate(row.po_date)} />
          {isLate(row, context.today) ? <span className="late-badge">Late</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 'minmax(8rem, 0.9fr)',
      sortAttribute: 'fulfillment_status',
      cell: (row) => <PoStatusBadge po={row} />,
    },
    {
      id: 'warehouse',
      header: 'Warehouse',
      width: 'minmax(6rem, 0.8fr)',
      cell: (row) => (
        <FieldValue
          value={row.warehouse_id === null ? null : context.warehouseName(row.warehouse_id)}
        />
      ),
    },
    {
      id: 'total',
      header: 'Total',
      // Room for a currency's symbol too ("CA$14,568.58").
      width: 'minmax(8rem, 0.8fr)',
      align: 'end',
      sortAttribute: 'total_price',
      cell: (row) => (
        <PoMoney value={row.total_price} currency={context.vendorCurrency(row.vendor_id)} />
      ),
    },
  ];
}
