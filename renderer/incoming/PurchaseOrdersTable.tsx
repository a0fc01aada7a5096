import { useMemo, useRef } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { toApiSort } from '../components/table/sort.ts';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useScrollReset } from '../components/table/use-scroll-reset.ts';
import { useTrimPagesOnLeave } from '../components/table/use-trim-pages.ts';
import { useWarehouseOptions } from '../orders/use-warehouses.ts';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { poColumns } from './po-columns.tsx';
import { poKey, usePurchaseOrderPages } from './purchase-orders-data.ts';
import { useToday } from './today.ts';
import { useVendorName } from './vendors-data.ts';
import { DEFAULT_PO_FILTERS } from '../../shared/purchase-orders/filters.ts';
import { useIncomingViewState } from './view-state.ts';

/** The purchase orders grid: infinite loading, sort by the headers, the tab and filters above. */
export function PurchaseOrdersTable() {
  const { sort, filters, setSort, setFilters } = useIncomingViewState();
  const today = useToday();
  const selected = useSelected('incoming');
  const select = useUiStore((s) => s.select);
  const { query, rows, queryKey } = usePurchaseOrderPages(sort, filters, today);
  const vendorName = useVendorName();
  const warehouses = useWarehouseOptions();
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);
  useScrollReset(wrapper, `${toApiSort(sort) ?? ''}|${JSON.stringify(filters)}`);

  const columns = useMemo(
    () =>
      poColumns({
        today,
        vendorName,
        warehouseName: (id) => warehouses.find((w) => w.id === id)?.name ?? id,
      }),
    [today, vendorName, warehouses],
  );

  const empty = query.isPending ? (
    <SkeletonRows rows={10} columns={6} label="Loading purchase orders" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <EmptyState
      title="No purchase orders here"
      action={<Button onClick={() => setFilters(DEFAULT_PO_FILTERS)}>Show open POs</Button>}
    >
      {query.hasNextPage ? 'More are loading; ' : ''}Try another tab or clear the filters.
    </EmptyState>
  );

  return (
    <PagedDataTable
      className="po-table"
      wrapperRef={wrapper}
      query={query}
      label="Purchase orders"
      columns={columns}
      rows={rows}
      rowId={poKey}
      sort={sort}
      onSortChange={setSort}
      selectedId={selected}
      onActivate={(row) => select('incoming', row.id)}
      empty={empty}
    />
  );
}
