import { describeError } from '../components/status/describe-error.ts';
import { formatInteger } from '../format/number.ts';
import type { ScanState } from './use-scan.ts';
import { KioskButton } from './KioskButton.tsx';
import { STILL_LOADING_HINT, stillLoadingTitle } from './catalogue-loading.ts';

/**
 * A scanned product: its name and its stock in each warehouse — on hand (largest), available and
 * the reorder level, low rows marked in words too. Allocated is on hand less available, and one
 * column fewer keeps the numbers large on a narrow screen.
 */
export function StockResult({
  code,
  state,
  onClear,
}: {
  /** What was scanned or typed. */
  readonly code: string;
  readonly state: ScanState;
  readonly onClear: () => void;
}) {
  if (state.kind === 'pending') {
    return <p className="lookup-message" role="status">{`Looking up ${code}…`}</p>;
  }
  if (state.kind === 'still-loading') {
    return (
      <div className="lookup-message" role="status">
        <p className="lookup-problem">{stillLoadingTitle(state.loading)}</p>
        <p>{STILL_LOADING_HINT}</p>
      </div>
    );
  }
  if (state.kind !== 'found') {
    const problem = state.kind === 'problem' ? describeError(state.error) : null;
    return (
      <div className="lookup-message" role="status">
        <p className="lookup-problem">
          {problem ? problem.title : `No product with SKU or barcode “${code}”`}
        </p>
        <p>{problem ? 'Scan again in a moment.' : 'Check the label and scan again.'}</p>
      </div>
    );
  }
  const product = state.product;
  const rows = product.rows;
  const total = (pick: (row: (typeof rows)[number]) => number) =>
    formatInteger(rows.reduce((sum, row) => sum + pick(row), 0));
  return (
    <div className="board-stock">
      <div className="board-stock-head">
        <div>
          <h3 className="board-stock-name">{product.name ?? product.sku}</h3>
          <p className="board-stock-sku">
            <span className="visually-hidden">Stock for </span>SKU{' '}
            <strong className="mono">{product.sku}</strong>
            {product.barcode ? <span> · barcode {product.barcode}</span> : null}
          </p>
        </div>
        <KioskButton icon="close" onClick={onClear}>
          Clear
        </KioskButton>
      </div>
      <table className="board-stock-table" aria-label={`Stock of ${product.sku} per warehouse`}>
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
