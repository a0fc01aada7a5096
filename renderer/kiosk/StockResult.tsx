import { isNotFound } from '../../shared/bridge/service-errors.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../components/status/describe-error.ts';
import type { OperationResult } from '../data/use-operation.ts';
import { formatInteger } from '../format/number.ts';
import { warehouseStock } from './board-model.ts';
import { KioskButton } from './KioskButton.tsx';

/**
 * A looked-up SKU: its name and its stock in each warehouse — on hand (largest), available and
 * the reorder level, low rows marked in words too. Allocated is on hand less available, and one
 * column fewer keeps the numbers large on a narrow screen.
 */
export function StockResult({
  sku,
  query,
  onClear,
}: {
  readonly sku: string;
  readonly query: UseQueryResult<OperationResult<'ProductDetail'>>;
  readonly onClear: () => void;
}) {
  if (query.isPending) {
    return <p className="lookup-message" role="status">{`Looking up ${sku}…`}</p>;
  }
  // The last answer stays on screen even when a later refetch of it failed.
  const product = query.data?.data.product?.data;
  if (!product) {
    const error = query.error?.error;
    const notFound = !error || isNotFound(error);
    const problem = error && !notFound ? describeError(error) : null;
    return (
      <div className="lookup-message" role="status">
        <p className="lookup-problem">{problem ? problem.title : `No product with SKU “${sku}”`}</p>
        <p>{problem ? 'Scan again in a moment.' : 'Check the label and scan again.'}</p>
      </div>
    );
  }
  const rows = warehouseStock(product);
  const total = (pick: (row: (typeof rows)[number]) => number) =>
    formatInteger(rows.reduce((sum, row) => sum + pick(row), 0));
  return (
    <div className="board-stock">
      <div className="board-stock-head">
        <div>
          <h3 className="board-stock-name">{product.name ?? sku}</h3>
          <p className="board-stock-sku">
            <span className="visually-hidden">Stock for </span>SKU{' '}
            <strong className="mono">{product.sku ?? sku}</strong>
            {product.barcode ? <span> · barcode {product.barcode}</span> : null}
          </p>
        </div>
        <KioskButton icon="close" onClick={onClear}>
          Clear
        </KioskButton>
      </div>
      <table
        className="board-stock-table"
        aria-label={`Stock of ${product.sku ?? sku} per warehouse`}
      >
        <thead>
          <tr>
            <th scope="col">Warehouse</th>
            <th scope="col">On hand</th>
            <th scope="col">Available</th>
            <th scope="col">Reorder at</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.low ? 'is-low' : undefined}>
              <th scope="row">
                {row.warehouse}
                {row.low ? <span className="low-tag">Low</span> : null}
              </th>
              <td className="num board-stock-on-hand">{formatInteger(row.onHand)}</td>
              <td className="num">{formatInteger(row.available)}</td>
              <td className="num">
                {row.reorderLevel === null ? '—' : formatInteger(row.reorderLevel)}
              </td>
            </tr>
          ))}
        </tbody>
        {rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">All warehouses</th>
              <td className="num board-stock-on-hand">{total((row) => row.onHand)}</td>
              <td className="num">{total((row) => row.available)}</td>
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
