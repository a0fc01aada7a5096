import { formatInteger } from '../format/number.ts';
import { HOLD_NAMES, PLACEABLE_HOLDS } from '../../shared/orders/holds.ts';
import { showOrders } from '../orders/navigation.ts';
import { CardLink, OverviewCard } from './OverviewCard.tsx';
import { countsCostText } from './counts-cost.tsx';
import { OrderCountsState } from './OrderCountsState.tsx';
import { useOrderCounts } from './use-order-counts.ts';

/** Orders held back by any hold, whatever their date, with the kinds of hold they carry. */
export function OnHoldCard() {
  const query = useOrderCounts({ hasHold: true });
  const counts = query.data;
  const total = counts ? `${formatInteger(counts.total)}${counts.more ? '+' : ''}` : null;
  const open = () => showOrders({ hasHold: true });
  return (
    <OverviewCard
      title="Orders on hold"
      action={
        counts && counts.total > 0 ? <CardLink onClick={open}>Show all {total}</CardLink> : null
      }
      cost={countsCostText(counts, query.dataUpdatedAt)}
    >
      <OrderCountsState query={query} label="Counting orders on hold">
        {(c) =>
          c.total === 0 ? (
            <p className="overview-figure-note">No order is on hold.</p>
          ) : (
            <>
              <p className="overview-figure">
                <button type="button" className="overview-figure-link" onClick={open}>
                  <strong>{total}</strong> {c.total === 1 ? 'order waits' : 'orders wait'} for a
                  hold to be cleared
                </button>
              </p>
              <ul className="overview-tally" aria-label="Holds">
                {PLACEABLE_HOLDS.filter((key) => c.holds[key] > 0).map((key) => (
                  <li key={key}>
                    <span>{HOLD_NAMES[key]}</span>
                    <span className="overview-tally-count">{formatInteger(c.holds[key])}</span>
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
