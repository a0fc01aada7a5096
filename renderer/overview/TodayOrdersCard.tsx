import { formatInteger } from '../format/number.ts';
import { statusWords } from '../../shared/orders/status-words.ts';
import { useNow } from '../state/use-now.ts';
import { showOrders } from '../orders/navigation.ts';
import { CardLink, OverviewCard } from './OverviewCard.tsx';
import { countsCostText } from './counts-cost.tsx';
import { OrderCountsState } from './OrderCountsState.tsx';
import { localDay } from './today.ts';
import { useOrderCounts } from './use-order-counts.ts';

const ordersWord = (n: number) => (n === 1 ? 'order' : 'orders');

/** Today's orders by status; each status opens the orders list filtered to today and it. */
export function TodayOrdersCard() {
  // Re-read each minute, so the card moves to the new day at midnight.
  const today = localDay(useNow(60_000));
  const query = useOrderCounts({ dateFrom: today });
  const counts = query.data;
  const total = counts ? `${formatInteger(counts.total)}${counts.more ? '+' : ''}` : null;
  return (
    <OverviewCard
      title="Today’s orders"
      action={
        counts && counts.total > 0 ? (
          <CardLink onClick={() => showOrders({ dateFrom: today })}>Show all {total}</CardLink>
        ) : null
      }
      cost={countsCostText(counts, query.dataUpdatedAt)}
    >
      <OrderCountsState query={query} label="Counting today’s orders">
        {(c) =>
          c.total === 0 ? (
            <p className="overview-figure-note">No orders yet today.</p>
          ) : (
            <>
              <p className="overview-figure">
                <button
                  type="button"
                  className="overview-figure-link"
                  onClick={() => showOrders({ dateFrom: today })}
                >
                  <strong>{total}</strong> {ordersWord(c.total)} since midnight
                </button>
                {c.more ? (
                  <span className="muted"> (statuses of the newest {formatInteger(c.total)})</span>
                ) : null}
              </p>
              <ul className="overview-bars" aria-label="Today’s orders by status">
                {c.byStatus.map(({ status, count }) => (
                  <li key={status}>
                    <button
                      type="button"
                      className="overview-bar-row"
                      title={status === '' ? undefined : status}
                      onClick={() => showOrders({ dateFrom: today, status })}
                    >
                      <span className="overview-bar-label">
                        {statusWords(status) || 'No status'}
                      </span>{' '}
                      <span className="overview-bar-track" aria-hidden="true">
                        <span
                          className="overview-bar-fill"
                          style={{ width: `${Math.max(2, (count / c.total) * 100)}%` }}
                        />
                      </span>
                      <span className="overview-bar-count">
                        {formatInteger(count)}{' '}
                        <span className="visually-hidden">{ordersWord(count)} today</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </OrderCountsState>
    </OverviewCard>
  );
}
