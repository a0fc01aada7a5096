import { formatInteger } from '../format/number.ts';
import { EmptyValue } from '../components/pii/FieldValue.tsx';
import type { WarehouseStock } from './product-detail-data.ts';

function count(value: number | null) {
  return value === null ? <EmptyValue /> : formatInteger(value);
}

/** Stock per warehouse in numbers: the chart's data, and the whole picture (allocated too). */
export function StockTable({ stock }: { readonly stock: readonly WarehouseStock[] }) {
  const total = stock.reduce((sum, s) => sum + s.onHand, 0);
  return (
    <table className="compact-table">
      <caption className="visually-hidden">Stock by warehouse</caption>
      <thead>
        <tr>
          <th scope="col">Warehouse</th>
          <th scope="col" className="is-end">
            On hand
          </th>
          <th scope="col" className="is-end">
            Allocated
          </th>
          <th scope="col" className="is-end">
            Available
          </th>
        </tr>
      </thead>
      <tbody>
        {stock.map((s) => (
          <tr key={s.warehouseId}>
            <th scope="row">{s.warehouse}</th>
            <td className="is-end num">{count(s.onHand)}</td>
            <td className="is-end num">{count(s.allocated)}</td>
            <td className="is-end num">{count(s.available)}</td>
          </tr>
        ))}
      </tbody>
      {stock.length > 1 ? (
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="is-end num">{formatInteger(total)}</td>
            <td />
            <td />
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
