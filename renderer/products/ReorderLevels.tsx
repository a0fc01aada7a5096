import { EmptyValue } from '../components/pii/FieldValue.tsx';
import { formatInteger } from '../format/number.ts';
import type { ReorderRow } from './reorder-rows.ts';

function count(value: number | null) {
  return value === null ? <EmptyValue /> : formatInteger(value);
}

/**
 * Reorder level and amount per warehouse, beside what is available there; a row at or below its
 * level is marked low, so the pane says why the product is on the Low stock list.
 */
export function ReorderLevels({ rows }: { readonly rows: readonly ReorderRow[] }) {
  return (
    <table className="compact-table">
      <caption className="visually-hidden">Reorder levels by warehouse</caption>
      <thead>
        <tr>
          <th scope="col">Warehouse</th>
          <th scope="col" className="is-end">
            Available
          </th>
          <th scope="col" className="is-end">
            Reorder level
          </th>
          <th scope="col" className="is-end">
            Reorder amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.warehouseId}>
            <th scope="row">{row.warehouse}</th>
            <td className="is-end num">
              {row.low ? (
                <span className="stock-low">{count(row.available)} (low)</span>
              ) : (
                count(row.available)
              )}
            </td>
            <td className="is-end num">{count(row.reorderLevel)}</td>
            <td className="is-end num">{count(row.reorderAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
