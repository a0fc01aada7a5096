import { useCallback, useRef } from 'react';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { DataTable } from '../components/table/DataTable.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useReplicaRows } from '../replica/use-replica-rows.ts';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { REPLICA_COLUMNS } from './replica-columns.tsx';
import { useScrollReset } from '../components/table/use-scroll-reset.ts';
import { useReplicaFilter } from './replica-filter.ts';
import { useProductsViewState } from './view-state.ts';

/**
 * The products grid over the replica: every product of the account, searched, filtered and
 * sorted in main as you type, for 0 credits. Rows arrive in windows as the list scrolls.
 */
export function ReplicaProductsTable() {
  const replicaSort = useProductsViewState((state) => state.replicaSort);
  const setReplicaSort = useProductsViewState((state) => state.setReplicaSort);
  const filter = useReplicaFilter();
  const { text } = filter;
  const status = useReplicaStatus();
  const selected = useSelected('products');
  const select = useUiStore((s) => s.select);
  const query = useReplicaRows(filter, status.lastRefreshedAt, true);
  const wrapper = useRef<HTMLDivElement>(null);
  useScrollReset(wrapper, JSON.stringify(filter));
  const rows: ReplicaRow[] = (query.data?.pages ?? []).flatMap((page) => page.rows);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const empty = query.isPending ? (
    <SkeletonRows rows={12} columns={6} label="Loading products" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : text.trim() !== '' ? (
    <EmptyState title={`Nothing matches “${text.trim()}”`} icon="info">
      The search looks at SKUs (from their start), words of product names and barcodes.
    </EmptyState>
  ) : (
    <EmptyState title="No products here">No product matches these filters.</EmptyState>
  );

  return (
    <div
      className="products-table"
      ref={wrapper}
      aria-busy={query.isPlaceholderData || undefined}
      // The search text the rows on screen answer; the search benchmark waits for it.
      data-search={query.isPlaceholderData || query.isPending ? undefined : filter.text}
    >
      <DataTable
        label="Products"
        columns={REPLICA_COLUMNS}
        rows={rows}
        rowId={(row) => row.sku}
        sort={replicaSort}
        onSortChange={setReplicaSort}
        selectedId={selected}
        onActivate={(row) => select('products', row.sku)}
        onEndReached={onEndReached}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        empty={empty}
      />
    </div>
  );
}
