import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { toApiSort } from '../components/table/sort.ts';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useScrollReset } from '../components/table/use-scroll-reset.ts';
import { useTrimPagesOnLeave } from '../components/table/use-trim-pages.ts';
import { useWarehouseOptions } from '../orders/use-warehouses.ts';
import { useCloseStaleSelection } from '../orders/use-close-stale-selection.ts';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { poColumns } from './po-columns.tsx';
import { poKey, usePurchaseOrderPages, type PurchaseOrderRow } from './purchase-orders-data.ts';
import { useToday } from './today.ts';
import { useVendorCurrency, useVendorName } from './vendors-data.ts';
import { DEFAULT_PO_FILTERS } from '../../shared/purchase-orders/filters.ts';
import { isOutsideFilters } from '../../shared/purchase-orders/outside-filters.ts';
import { useIncomingViewState } from './view-state.ts';

/** The purchase orders grid: infinite loading, sort by the headers, the tab and filters above. */
export function PurchaseOrdersTable() {
  const { sort, filters, setSort, setFilters } = useIncomingViewState();
  const today = useToday();
  const selected = useSelected('incoming');
  const select = useUiStore((s) => s.select);
  const { query, rows, queryKey } = usePurchaseOrderPages(sort, filters, today);
  const vendorName = useVendorName();
  const vendorCurrency = useVendorCurrency();
  const warehouses = useWarehouseOptions();
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);
  const filterKey = JSON.stringify(filters);
  useScrollReset(wrapper, `${toApiSort(sort) ?? ''}|${filterKey}`);

  // The open PO as last listed: when a new tab or filter leaves it out, its own fields can tell
  // that no page still to load holds it (a PO due next week is never Late), so the pane closes.
  const [lastSeen, setLastSeen] = useState<PurchaseOrderRow | null>(null);
  const selectedRow = rows.find((row) => row.id === selected);
  if (selectedRow && selectedRow !== lastSeen) setLastSeen(selectedRow);
  const known = lastSeen !== null && lastSeen.id === selected ? lastSeen : null;
  const closeSelected = useCallback(() => select('incoming', null), [select]);
  useCloseStaleSelection({
    filterKey,
    settled: !query.isPlaceholderData && !query.isPending,
    rowIds: rows.map(poKey),
    complete: !query.hasNextPage || (known !== null && isOutsideFilters(known, filters, today)),
    selected,
    close: closeSelected,
  });

  const columns = useMemo(
    () =>
      poColumns({
        today,
        vendorName,
        vendorCurrency,
        warehouseName: (id) => warehouses.find((w) => w.id === id)?.name ?? id,
      }),
    [today, vendorName, vendorCurrency, warehouses],
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
