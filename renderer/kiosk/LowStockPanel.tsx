import type { UseQueryResult } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';
import { formatInteger } from '../format/number.ts';
import { LOW_STOCK_SCAN } from '../../shared/kiosk/board-plan.ts';
import { lowStockRows } from './board-model.ts';
import { Panel } from './Panel.tsx';
import './lists.css';

/** Stock records at or below their reorder level, least on hand first. */
export function LowStockPanel({
  query,
}: {
  readonly query: UseQueryResult<OperationResult<'LowStock'>>;
}) {
  const rows = query.data ? lowStockRows(query.data.data) : [];
  const scanned = query.data?.data.warehouse_products?.data?.edges.length ?? 0;
  return (
    <Panel title="Low stock" updatedAt={query.dataUpdatedAt} className="low-stock">
      {query.isPending ? (
        <p className="board-panel-note" role="status">
          Loading stock levels…
        </p>
      ) : rows.length === 0 && query.data ? (
        <p className="board-panel-empty">Nothing is at or below its reorder level.</p>
      ) : (
        <>
          <p className="board-panel-note">
            {rows.length === scanned && scanned >= LOW_STOCK_SCAN
              ? `${formatInteger(rows.length)}+ records at or below their reorder level`
              : `${formatInteger(rows.length)} records at or below their reorder level`}
          </p>
          <ul className="low-list">
            {rows.map((row) => (
              <li key={row.id}>
                <span className={row.onHand <= 0 ? 'low-count is-out' : 'low-count'}>
                  <strong className="num">{formatInteger(row.onHand)}</strong>
                  <span className="low-of">
                    {row.onHand <= 0
                      ? 'out of stock'
                      : `reorder at ${formatInteger(row.reorderLevel)}`}
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
