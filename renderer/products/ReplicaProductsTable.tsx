import { useRef } from 'react';
import { DataTable } from '../components/table/DataTable.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useKeptScroll } from '../components/table/use-kept-scroll.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { useReplicaRows } from '../replica/use-replica-rows.ts';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { replicaColumns } from './replica-columns.tsx';
import { replicaSortChange, replicaSortOf, useReplicaFilter } from './replica-filter.ts';
import { useProductsViewState } from './view-state.ts';

/**
 * The products grid over the replica: every product of the account, searched, filtered and
 * sorted as you type, for 0 credits (in the page's copy once it has one, else in main). Rows
 * come in windows as the list scrolls.
 */
export function ReplicaProductsTable() {
  const replicaSort = replicaSortOf({ sort: useProductsViewState((state) => state.sort) });
  const dispatch = useProductsViewState((state) => state.dispatch);
  const filter = useReplicaFilter();
  const { text } = filter;
  const status = useReplicaStatus();
  const selected = useSelected('products');
  const select = useUiStore((s) => s.select);
  const query = useReplicaRows(filter, status.lastRefreshedAt, true);
  const wrapper = useRef<HTMLDivElement>(null);
  const { rows, hasMore, loadingMore, loadMore } = query;
  useKeptScroll(wrapper, useProductsViewState, rows.length);

  const empty = query.isPending ? (
    <SkeletonRows rows={12} columns={6} label="Loading products" />
  ) : query.error ? (
    <ErrorView error={query.error} onRetry={query.retry} />
  ) : text.trim() !== '' ? (
    <EmptyState title={`Nothing matches “${text.trim()}”`} icon="info">
      The search looks at SKUs, words of product names and barcodes.
    </EmptyState>
  ) : (
    <EmptyState title="No products here">No product matches these filters.</EmptyState>
  );

  return (
    <div
      className="products-table"
      ref={wrapper}
      aria-busy={query.stale || undefined}
      data-source="copy"
      // The search text the rows on screen answer, and where they were searched: the search
      // benchmark waits for both.
      data-search={query.stale || query.isPending ? undefined : filter.text}
      data-rows-from={query.from}
    >
      <DataTable
        label="Products"
        columns={replicaColumns(filter.quick)}
        rows={rows}
        rowId={(row) => row.sku}
        sort={replicaSort}
        onSortChange={(next) => dispatch({ type: 'sort', sort: replicaSortChange(next) })}
        selectedId={selected}
        onActivate={(row) => select('products', row.sku)}
        onEndReached={loadMore}
        hasMore={hasMore}
        loadingMore={loadingMore}
        empty={empty}
      />
    </div>
  );
}
