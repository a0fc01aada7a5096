import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDateTime } from '../format/date.ts';
import { formatMoney } from '../format/decimal.ts';
import type { OrderRow } from './orders-data.ts';
import { OrderStatusCell } from './OrderStatusCell.tsx';

/**
 * The orders grid. Its least widths add up to 45rem: orders.css gives that figure to the split
 * view (`--split-list-min`), so every column stays in sight beside an open pane on a 1366 px
 * screen. Change both together. Item counts are not part of the list's query (they would make every page cost
 * a line-item connection per order); the detail pane shows them.
 */
export const ORDER_COLUMNS: readonly Column<OrderRow>[] = [
  {
    id: 'number',
    header: 'Order',
    width: 'minmax(6rem, 0.8fr)',
    pinned: true,
    sortAttribute: 'order_number',
    cell: (row) => <span className="mono">{row.order_number ?? '—'}</span>,
  },
  {
    id: 'date',
    header: 'Date',
    width: 'minmax(11.5rem, 1fr)',
    sortAttribute: 'order_date',
    cell: (row) => <FieldValue value={formatDateTime(row.order_date)} />,
  },
  {
    id: 'status',
    header: 'Status',
    // Room for a status and a hold's badge side by side ("Pending", "Payment hold"); a longer
    // pair ends in an ellipsis, its whole text in the badges' titles.
    width: 'minmax(12rem, 1.2fr)',
    sortAttribute: 'fulfillment_status',
    cell: (row) => <OrderStatusCell status={row.fulfillment_status} holds={row.holds} />,
  },
  {
    id: 'total',
    header: 'Total',
    width: 'minmax(7rem, 0.8fr)',
    align: 'end',
    sortAttribute: 'total_price',
    cell: (row) => (
      <FieldValue value={row.total_price} format={(v) => formatMoney(String(v), row.currency)} />
    ),
  },
  {
    id: 'shop',
    header: 'Shop',
    width: 'minmax(8.5rem, 1.4fr)',
    sortAttribute: 'shop_name',
    cell: (row) => <FieldValue value={row.shop_name} />,
  },
];
