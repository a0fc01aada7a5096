import type { ReplicaRow } from '../../shared/replica/types.ts';
import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatInteger } from '../format/number.ts';
import { LOW_STOCK_COLUMNS, REORDER_PICK_COLUMN } from './low-stock-columns.tsx';
import { lowStockSentence } from './low-stock-words.ts';
import { detailColumns } from './product-columns.tsx';
import type { QuickFilter } from '../../shared/replica/query.ts';

/**
 * The products grid over the replica: the same columns as the server-paged grid, plus Available,
 * every one sortable (the sort keys are the replica's, shared/replica/query.ts).
 */
export const REPLICA_COLUMNS: readonly Column<ReplicaRow>[] = [
  {
    id: 'sku',
    header: 'SKU',
    width: 'minmax(9rem, 1fr)',
    sortAttribute: 'sku',
    pinned: true,
    cell: (row) => <span className="mono">{row.sku}</span>,
  },
  {
    id: 'name',
    header: 'Name',
    width: 'minmax(12rem, 2.4fr)',
    sortAttribute: 'name',
    pinned: true,
    // A span of its own so a long name ends in "…" (the pinned cell's child ellipsizes), the
    // whole name in its title.
    cell: (row) => (
      <span className="dt-name" title={row.name === '' ? undefined : row.name}>
        <FieldValue value={row.name === '' ? null : row.name} />
      </span>
    ),
  },
  {
    id: 'onHand',
    header: 'On hand',
    width: 'minmax(6.5rem, 0.7fr)',
    align: 'end',
    sortAttribute: 'onHand',
    cell: (row) => formatInteger(row.onHand),
  },
  {
    id: 'available',
    header: 'Available',
    width: 'minmax(7rem, 0.7fr)',
    align: 'end',
    sortAttribute: 'available',
    cell: (row) =>
      row.low ? (
        <span className="stock-low" title={lowStockSentence(row.lowIn)}>
          {formatInteger(row.available)}
          <span className="visually-hidden"> (low stock)</span>
        </span>
      ) : (
        formatInteger(row.available)
      ),
  },
  ...detailColumns<ReplicaRow>({
    price: (row) => (row.price === null ? null : { low: row.price, high: row.priceHigh ?? null }),
    value: (row) => (row.value === null ? null : { low: row.value, high: row.valueHigh ?? null }),
    currency: (row) => row.currency,
    barcode: (row) => row.barcode,
    updatedAt: (row) => row.updatedAt,
    updatedSort: 'updatedAt',
  }),
];

/**
 * The columns for a quick filter: under Low stock, a box first to pick the product for a reorder,
 * and which warehouse is low and its reorder level and amount after Available, so a flagged total
 * is never left unexplained.
 */
export function replicaColumns(quick: QuickFilter | undefined): readonly Column<ReplicaRow>[] {
  return quick === 'low' ? LOW_VIEW_COLUMNS : REPLICA_COLUMNS;
}

const afterAvailable = REPLICA_COLUMNS.findIndex((column) => column.id === 'available') + 1;
// Built once, so the grid gets the same columns on every render.
const LOW_VIEW_COLUMNS: readonly Column<ReplicaRow>[] = [
  REORDER_PICK_COLUMN,
  ...REPLICA_COLUMNS.slice(0, afterAvailable),
  ...LOW_STOCK_COLUMNS,
  ...REPLICA_COLUMNS.slice(afterAvailable),
];
