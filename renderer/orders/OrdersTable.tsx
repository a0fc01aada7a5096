import { useCallback, useRef } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { DataTable } from '../components/table/DataTable.tsx';
import { toApiSort } from '../components/table/sort.ts';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { useTrimPagesOnLeave } from '../products/use-trim-pages.ts';
import { useScrollReset } from '../products/use-scroll-reset.ts';
import { ORDER_COLUMNS } from './order-columns.tsx';
import { orderKey, useOrderPages } from './orders-data.ts';
import { useOrdersViewState } from './view-state.ts';

/** The orders grid: infinite loading, sort by the headers, the status filter from the toolbar. */
export function OrdersTable() {
  const { sort, status, setSort, setStatus } = useOrdersViewState();
  const selected = useSelected('orders');
  const select = useUiStore((s) => s.select);
  const { query, rows, queryKey } = useOrderPages(sort, status);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);

  useScrollReset(wrapper, `${toApiSort(sort) ?? ''}|${status ?? ''}`);

  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const empty = query.isPending ? (
    <SkeletonRows rows={12} columns={5} label="Loading orders" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : status !== null ? (
    <EmptyState
      title={`No orders are “${status}”`}
      action={<Button onClick={() => setStatus(null)}>Show all statuses</Button>}
    />
  ) : (
    <EmptyState title="No orders yet">Orders from the account’s shops appear here.</EmptyState>
  );

  return (
    <div className="orders-table" ref={wrapper} aria-busy={query.isPlaceholderData || undefined}>
      <DataTable
        label="Orders"
        columns={ORDER_COLUMNS}
        rows={rows}
        rowId={orderKey}
        sort={sort}
        onSortChange={setSort}
        selectedId={selected}
        onActivate={(row) => select('orders', row.id)}
        onEndReached={onEndReached}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        empty={empty}
      />
      {isFetchNextPageError ? (
        <div className="list-error">
          <ErrorView error={query.error} compact />
          <Button size="sm" icon="refresh" onClick={() => void fetchNextPage()}>
            Load more rows
          </Button>
        </div>
      ) : null}
    </div>
  );
}
