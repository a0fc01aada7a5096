import { useMemo, useRef } from 'react';
import { filterShippedRows } from '../../shared/shipments/shipped-rows.ts';
import { Button } from '../components/controls/Button.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { useScrollReset } from '../components/table/use-scroll-reset.ts';
import { useTrimPagesOnLeave } from '../components/table/use-trim-pages.ts';
import { useNow } from '../state/use-now.ts';
import { openOrderByNumber } from '../orders/navigation.ts';
import { shippedColumns } from './shipped-columns.tsx';
import { useShippedPages } from './shipped-data.ts';
import { useShipmentsViewState } from './view-state.ts';

/** The Shipped grid: the filter's labels, newest first; a row opens its order. */
export function ShippedTable() {
  const { filter, method, setFilter } = useShipmentsViewState();
  const now = useNow(60_000);
  const { query, rows, scopeWarnings, problem, queryKey } = useShippedPages(filter, now);
  const shown = filterShippedRows(rows, { carrier: filter.carrier, method });
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);
  useScrollReset(wrapper, JSON.stringify([filter, method]));
  const columns = useMemo(() => shippedColumns(scopeWarnings), [scopeWarnings]);

  const empty = problem ? (
    <EmptyState title="That range names no days">{problem}</EmptyState>
  ) : query.isPending ? (
    <SkeletonRows rows={8} columns={7} label="Loading shipments" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <EmptyState
      title="Nothing went out here"
      action={<Button onClick={() => setFilter({ day: 'yesterday' })}>Show yesterday</Button>}
    >
      {query.hasNextPage ? 'More are loading; ' : ''}Try another day or carrier.
    </EmptyState>
  );

  return (
    <PagedDataTable
      className="shipped-table"
      wrapperRef={wrapper}
      query={query}
      label="Shipments"
      columns={columns}
      rows={shown}
      rowId={(row) => row.key}
      rowHeight={40}
      onActivate={(row) => {
        if (row.orderNumber) openOrderByNumber(row.orderNumber);
      }}
      empty={empty}
    />
  );
}
