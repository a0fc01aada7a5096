import type { UseQueryResult } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';
import { formatInteger } from '../format/number.ts';
import { QUEUE_PAGE_SIZE, STATUS_SAMPLE_SIZE } from '../../shared/kiosk/board-plan.ts';
import { formatOrderDate, statusLabel } from './board-words.ts';
import { queueRows, type StatusSample } from './board-model.ts';
import { Panel } from './Panel.tsx';
import './lists.css';

function countsNote(statuses: StatusSample): string {
  const closed = statuses.closed.map((c) => `${formatInteger(c.count)} ${c.status}`).join(', ');
  const also = closed === '' ? '' : ` (also ${closed})`;
  return `Counts in the last ${STATUS_SAMPLE_SIZE} updated orders${also}.`;
}

/**
 * The order queue by fulfillment status: one touch button per open status the account uses
 * (from a sample of recently updated orders, with its count there; finished ones are only
 * counted), and the selected status's oldest orders. Order numbers, shops and dates only: the
 * queue never holds customer details.
 */
export function OrderQueue({
  statuses,
  status,
  onStatus,
  query,
}: {
  readonly statuses: StatusSample;
  readonly status: string | null;
  readonly onStatus: (status: string) => void;
  readonly query: UseQueryResult<OperationResult<'OrdersPage'>>;
}) {
  const rows = query.data ? queueRows(query.data.data) : [];
  const more = query.data?.data.orders?.data?.pageInfo.hasNextPage === true;
  return (
    <Panel title="Order queue" updatedAt={query.dataUpdatedAt} className="queue">
      <div className="chips" role="group" aria-label="Fulfillment status">
        {statuses.open.map((count) => (
          <button
            key={count.status}
            type="button"
            className="chip"
            aria-pressed={count.status === status}
            onClick={() => onStatus(count.status)}
          >
            {statusLabel(count.status)}
            <span className="chip-count num">{formatInteger(count.count)}</span>
          </button>
        ))}
      </div>
      {statuses.open.length > 0 ? <p className="board-panel-note">{countsNote(statuses)}</p> : null}
      {status === null ? null : query.isPending ? (
        <p className="board-panel-note" role="status">
          Loading the queue…
        </p>
      ) : rows.length === 0 && !query.isError ? (
        <p className="board-panel-empty">No {statusLabel(status).toLowerCase()} orders.</p>
      ) : (
        <>
          <ol className="queue-list" aria-label={`${statusLabel(status)} orders, oldest first`}>
            {rows.map((row) => (
              <li key={row.id}>
                <span className="queue-number mono">{row.orderNumber}</span>
                <span className="queue-shop">{row.shop}</span>
                <span className="queue-date">{formatOrderDate(row.orderDate)}</span>
              </li>
            ))}
          </ol>
          {more ? (
            <p className="board-panel-note">
              The oldest {QUEUE_PAGE_SIZE} are shown; more are waiting.
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
