import { useRef } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
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
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);

  useScrollReset(wrapper, `${toApiSort(sort) ?? ''}|${status ?? ''}`);

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
    <PagedDataTable
      className="orders-table"
      wrapperRef={wrapper}
      query={query}
      label="Orders"
      columns={ORDER_COLUMNS}
      rows={rows}
      rowId={orderKey}
      sort={sort}
      onSortChange={setSort}
      selectedId={selected}
      onActivate={(row) => select('orders', row.id)}
      empty={empty}
    />
  );
}
