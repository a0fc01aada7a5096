import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDateTime } from '../format/date.ts';
import { formatMoney } from '../format/decimal.ts';
import type { OrderRow } from './orders-data.ts';
import { OrderStatusCell } from './OrderStatusCell.tsx';

/**
 * The orders grid. Item counts are not part of the list's query (they would make every page cost
 * a line-item connection per order); the detail pane shows them.
 */
export const ORDER_COLUMNS: readonly Column<OrderRow>[] = [
  {
    id: 'number',
    header: 'Order',
    width: 'minmax(7rem, 0.8fr)',
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
    // Room for a status and a hold's badge ("Pending", "Address hold") side by side.
    width: 'minmax(14rem, 1.2fr)',
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
    width: 'minmax(10rem, 1.4fr)',
    sortAttribute: 'shop_name',
    cell: (row) => <FieldValue value={row.shop_name} />,
  },
];
