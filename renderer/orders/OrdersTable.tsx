import { useCallback, useEffect, useRef } from 'react';
import { activeOrderFilters } from '../../shared/orders/filters.ts';
import { Button } from '../components/controls/Button.tsx';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { toApiSort } from '../components/table/sort.ts';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { useTrimPagesOnLeave } from '../components/table/use-trim-pages.ts';
import { useScrollReset } from '../components/table/use-scroll-reset.ts';
import { ORDER_COLUMNS } from './order-columns.tsx';
import { orderKey, useOrderPages } from './orders-data.ts';
import { useCloseStaleSelection } from './use-close-stale-selection.ts';
import { usePrefetchDistance } from './use-prefetch-distance.ts';
import { useOrdersViewState } from './view-state.ts';

/** The orders grid: infinite loading, sort by the headers, the filters from the toolbar. */
export function OrdersTable() {
  const { sort, filters, setSort, setFilters, openWhenFound, setOpenWhenFound } =
    useOrdersViewState();
  const selected = useSelected('orders');
  const select = useUiStore((s) => s.select);
  const { query, rows, queryKey } = useOrderPages(sort, filters);
  const wrapper = useRef<HTMLDivElement>(null);
  const endThreshold = usePrefetchDistance();
  useTrimPagesOnLeave(queryKey);

  const filterKey = JSON.stringify(activeOrderFilters(filters));
  useScrollReset(wrapper, `${toApiSort(sort) ?? ''}|${filterKey}`);

  // "Open order #100500": once the filtered list has it, open its pane.
  useEffect(() => {
    if (openWhenFound === null || query.isPlaceholderData || query.isPending) return;
    const match = rows.find((row) => row.order_number === openWhenFound);
    if (match?.id) select('orders', match.id);
    setOpenWhenFound(null);
  }, [openWhenFound, rows, query.isPlaceholderData, query.isPending, select, setOpenWhenFound]);

  // A new search whose results lack the open order closes its pane.
  const closeSelected = useCallback(() => select('orders', null), [select]);
  useCloseStaleSelection({
    filterKey,
    settled: !query.isPlaceholderData && !query.isPending,
    rowIds: rows.map((row) => row.id ?? ''),
    // An order number matches one order: its first page is all there is to find.
    complete: !query.hasNextPage || filters.orderNumber !== undefined,
    selected,
    close: closeSelected,
  });

  const filtered = filterKey !== '{}';
  const empty = query.isPending ? (
    <SkeletonRows rows={12} columns={5} label="Loading orders" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : filtered ? (
    <EmptyState
      title="No orders match these filters"
      action={<Button onClick={() => setFilters({})}>Clear all filters</Button>}
    >
      Order numbers, e-mail addresses and SKUs must match exactly.
    </EmptyState>
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
      endThreshold={endThreshold}
      empty={empty}
    />
  );
}
