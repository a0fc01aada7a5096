import { formatInteger } from '../format/number.ts';
import { Panel } from './Panel.tsx';
import type { LowStockList } from './use-low-stock-list.ts';
import './lists.css';

function countLine(list: LowStockList): string {
  const records = `${formatInteger(list.rows.length)} records at or below their reorder level`;
  if (!list.more) return records;
  return list.source === 'copy'
    ? `${records}, least available first; more further down the products list`
    : `${records} among those with the least available; the full list follows once the catalogue has loaded`;
}

/** Warehouse records at or below their reorder level (the app's one rule), least available first. */
export function LowStockPanel({ list }: { readonly list: LowStockList }) {
  return (
    <Panel title="Low stock" updatedAt={list.updatedAt} className="low-stock">
      {list.pending ? (
        <p className="board-panel-note" role="status">
          Loading stock levels…
        </p>
      ) : list.rows.length === 0 && !list.more ? (
        <p className="board-panel-empty">Nothing is at or below its reorder level.</p>
      ) : (
        <>
          <p className="board-panel-note">{countLine(list)}</p>
          <ul className="low-list">
            {list.rows.map((row) => (
              <li key={row.id}>
                <span className={row.onHand <= 0 ? 'low-count is-out' : 'low-count'}>
                  <strong className="num">{formatInteger(row.available)}</strong>
                  <span className="low-of">
                    {row.onHand <= 0
                      ? 'out of stock'
                      : `available · reorder at ${formatInteger(row.reorderLevel)}`}
                  </span>
                </span>
                <span className="low-what">
                  <span className="low-name">{row.name}</span>
                  <span className="low-where">
                    <span className="mono">{row.sku}</span> · {row.warehouse}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
