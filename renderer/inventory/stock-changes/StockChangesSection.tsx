import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { ErrorView } from '../../components/status/ErrorView.tsx';
import { SkeletonRows } from '../../components/status/SkeletonRows.tsx';
import { useToday } from '../../incoming/today.ts';
import { useWarehouseName } from '../../incoming/on-order-warehouse.ts';
import { useInventoryViewState } from '../view-state.ts';
import { checkRange, StockChangesRangeError, type DayRange } from './change-range.ts';
import { buildFeed } from './feed.ts';
import { emptyWords } from './feed-words.ts';
import { FeedStatus } from './FeedStatus.tsx';
import { StockChangesFilters } from './StockChangesFilters.tsx';
import { StockChangesTable } from './StockChangesTable.tsx';
import { useProductNames } from './use-product-names.ts';
import { useStockChanges } from './use-stock-changes.ts';
import { useWho } from './use-who.ts';
import './stock-changes.css';

function checked(range: DayRange, today: string): DayRange | string {
  try {
    return checkRange(range, today);
  } catch (error) {
    if (error instanceof StockChangesRangeError) return error.message;
    throw error;
  }
}

/**
 * The account's stock changes for a day or a range: what moved, where, and why. Large
 * adjustments first; routine shipping deductions folded per day and warehouse.
 */
export function StockChangesSection() {
  const today = useToday();
  const stored = useInventoryViewState((s) => s.filter);
  const setFilter = useInventoryViewState((s) => s.setFilter);
  const [reason, setReason] = useState<string | null>(null);
  const filter = stored ?? { from: today, to: today };
  const range = checked(filter, today);
  const query = useStockChanges(
    typeof range === 'string' ? null : { range, sku: filter.sku ?? null, reason },
  );
  const feed = useMemo(
    () => (query.data ? buildFeed(query.data.changes, filter.largeOnly === true) : null),
    [query.data, filter.largeOnly],
  );
  const warehouseName = useWarehouseName();
  const skus = useMemo(() => query.data?.changes.map((change) => change.sku) ?? [], [query.data]);
  const names = useProductNames(skus);
  const who = useWho();
  const oneDay = typeof range !== 'string' && range.from === range.to;
  const context = { warehouseName, productName: names.nameOf, who, oneDay };

  let body;
  if (typeof range === 'string') {
    body = (
      <p className="feed-warning" role="alert">
        {range}
      </p>
    );
  } else if (query.isPending) {
    body = <SkeletonRows rows={8} columns={7} label="Loading the stock changes" />;
  } else if (query.isError) {
    body = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (feed) {
    body = (
      <>
        <FeedStatus
          feed={feed}
          read={query.data}
          range={range}
          readAt={query.dataUpdatedAt}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
        {feed.rows.length === 0 ? (
          <EmptyState
            title={filter.largeOnly ? 'No large adjustments' : 'No stock changes'}
            icon="layers"
          >
            {emptyWords(range, today, filter.sku ?? null, reason)}
          </EmptyState>
        ) : (
          <>
            {names.ready ? null : (
              <p className="muted feed-cost">
                Product names appear once the catalogue copy is ready.
              </p>
            )}
            <StockChangesTable rows={feed.rows} context={context} />
          </>
        )}
      </>
    );
  }
  return (
    <section className="stock-changes" aria-label="Stock changes">
      <StockChangesFilters
        filter={filter}
        today={today}
        reason={reason}
        onFilter={setFilter}
        onReason={setReason}
      />
      {body}
    </section>
  );
}
