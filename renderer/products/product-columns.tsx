import type { Column } from '../components/table/DataTable.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { formatDateTime } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import type { Span } from '../../shared/replica/prices.ts';
import { formatPriceSpan } from '../format/price.ts';
import { totalOnHand, type ProductRow } from './products-data.ts';
import { productMoney } from './warehouse-money.ts';

type Field = string | number | null | undefined;

/** Where a grid's rows keep the fields of `detailColumns`. */
export interface DetailFields<T> {
  /** Per warehouse at the service: one figure, or the span when the warehouses disagree. */
  readonly price: (row: T) => Span | null;
  readonly value: (row: T) => Span | null;
  /** The currency of price and value (ISO 4217), when known. */
  readonly currency: (row: T) => string | null | undefined;
  readonly barcode: (row: T) => Field;
  readonly updatedAt: (row: T) => string | null | undefined;
  /** The sort key of Updated: the API's attribute, or the replica's. */
  readonly updatedSort: string;
}

/** A price or value cell: the figure, or "low–high" with a title saying why. */
function MoneyCell({ span, currency }: { readonly span: Span | null; readonly currency: Field }) {
  const code = typeof currency === 'string' ? currency : null;
  const cell = (
    <FieldValue value={span?.low} format={(v) => formatPriceSpan(v, span?.high, code)} />
  );
  if (span?.high == null) return cell;
  // The whole span in the title too: a narrow column may cut the cell short.
  const whole = formatPriceSpan(span.low, span.high, code) ?? '';
  return <span title={`Differs by warehouse: ${whole}`}>{cell}</span>;
}

/** Price, Value, Barcode and Updated: the same in both products grids, whatever the row shape. */
export function detailColumns<T>(fields: DetailFields<T>): Column<T>[] {
  return [
    {
      id: 'price',
      header: 'Price',
      width: 'minmax(6rem, 0.7fr)',
      align: 'end',
      sortAttribute: 'price',
      cell: (row) => <MoneyCell span={fields.price(row)} currency={fields.currency(row)} />,
    },
    {
      id: 'value',
      header: 'Value',
      width: 'minmax(6rem, 0.7fr)',
      align: 'end',
      sortAttribute: 'value',
      cell: (row) => <MoneyCell span={fields.value(row)} currency={fields.currency(row)} />,
    },
    {
      id: 'barcode',
      header: 'Barcode',
      width: 'minmax(9rem, 1fr)',
      sortAttribute: 'barcode',
      cell: (row) => (
        <FieldValue value={fields.barcode(row)} format={(v) => <span className="mono">{v}</span>} />
      ),
    },
    {
      id: 'updated',
      header: 'Updated',
      width: 'minmax(11.5rem, 1fr)',
      sortAttribute: fields.updatedSort,
      cell: (row) => <FieldValue value={formatDateTime(fields.updatedAt(row))} />,
    },
  ];
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
  ...detailColumns<ProductRow>({
    price: (row) => productMoney(row.warehouse_products, row).price,
    value: (row) => productMoney(row.warehouse_products, row).value,
    currency: (row) => productMoney(row.warehouse_products, row).currency,
    barcode: (row) => row.barcode,
    updatedAt: (row) => row.updated_at,
    updatedSort: 'updated_at',
  }),
];
