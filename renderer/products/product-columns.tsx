import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDateTime } from '../format/date.ts';
import { formatDecimal } from '../format/decimal.ts';
import { formatInteger } from '../format/number.ts';
import { totalOnHand, type ProductRow } from './products-data.ts';

/** Prices carry no currency in this list: digits as sent, padded to cents, never rounded. */
export function formatAmount(value: string | number): string | null {
  return formatDecimal(String(value), { minFractionDigits: 2 });
}

export const PRODUCT_COLUMNS: readonly Column<ProductRow>[] = [
  {
    id: 'sku',
    header: 'SKU',
    width: 'minmax(9rem, 1fr)',
    pinned: true,
    sortAttribute: 'sku',
    cell: (row) => <span className="mono">{row.sku ?? '—'}</span>,
  },
  {
    id: 'name',
    header: 'Name',
    width: 'minmax(14rem, 2.4fr)',
    pinned: true,
    sortAttribute: 'name',
    cell: (row) => <FieldValue value={row.name} />,
  },
  {
    id: 'onHand',
    header: 'On hand',
    width: 'minmax(5.5rem, 0.6fr)',
    align: 'end',
    cell: (row) => {
      const total = totalOnHand(row);
      return total === null ? <FieldValue value={null} /> : formatInteger(total);
    },
  },
  {
    id: 'price',
    header: 'Price',
    width: 'minmax(6rem, 0.7fr)',
    align: 'end',
    sortAttribute: 'price',
    cell: (row) => <FieldValue value={row.price} format={formatAmount} />,
  },
  {
    id: 'value',
    header: 'Value',
    width: 'minmax(6rem, 0.7fr)',
    align: 'end',
    sortAttribute: 'value',
    cell: (row) => <FieldValue value={row.value} format={formatAmount} />,
  },
  {
    id: 'barcode',
    header: 'Barcode',
    width: 'minmax(9rem, 1fr)',
    sortAttribute: 'barcode',
    cell: (row) => (
      <FieldValue value={row.barcode} format={(v) => <span className="mono">{v}</span>} />
    ),
  },
  {
    id: 'updated',
    header: 'Updated',
    width: 'minmax(11.5rem, 1fr)',
    sortAttribute: 'updated_at',
    cell: (row) => <FieldValue value={formatDateTime(row.updated_at)} />,
  },
];
