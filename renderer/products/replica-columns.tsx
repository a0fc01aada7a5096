import type { ReplicaRow } from '../../shared/replica/types.ts';
import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatInteger } from '../format/number.ts';
import { detailColumns } from './product-columns.tsx';

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
    width: 'minmax(14rem, 2.4fr)',
    sortAttribute: 'name',
    pinned: true,
    cell: (row) => <FieldValue value={row.name === '' ? null : row.name} />,
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
        <span
          className="stock-low"
          title={`At or below the reorder level (${formatInteger(row.reorderLevel)})`}
        >
          {formatInteger(row.available)}
          <span className="visually-hidden"> (low stock)</span>
        </span>
      ) : (
        formatInteger(row.available)
      ),
  },
  ...detailColumns<ReplicaRow>({
    price: (row) => row.price,
    value: (row) => row.value,
    currency: (row) => row.currency,
    barcode: (row) => row.barcode,
    updatedAt: (row) => row.updatedAt,
    updatedSort: 'updatedAt',
  }),
];
