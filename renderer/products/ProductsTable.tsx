import { useRef } from 'react';
import { PagedDataTable } from '../components/table/PagedDataTable.tsx';
import { EmptyState } from '../components/status/EmptyState.tsx';
import { ErrorView } from '../components/status/ErrorView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useSelected, useUiStore } from '../state/ui-store.ts';
import { useTrimPagesOnLeave } from '../components/table/use-trim-pages.ts';
import { useKeptScroll } from '../components/table/use-kept-scroll.ts';
import { PRODUCT_COLUMNS } from './product-columns.tsx';
import { productKey, useProductPages } from './products-data.ts';
import { serverSortChange, useServerQuery } from './server-query.ts';
import { useProductsViewState } from './view-state.ts';

/**
 * The products grid from the service's pages: infinite loading as the last rows come into view,
 * server-side sorting from the headers (Shift adds a key), the exact-SKU search. A new sort or
 * search starts again at page one and at the top of the list.
 */
export function ProductsTable() {
  const { sort, sku } = useServerQuery();
  const dispatch = useProductsViewState((state) => state.dispatch);
  const selected = useSelected('products');
  const select = useUiStore((s) => s.select);
  const { query, rows, queryKey } = useProductPages(sort, sku);
  const wrapper = useRef<HTMLDivElement>(null);
  useTrimPagesOnLeave(queryKey);
  useKeptScroll(wrapper, useProductsViewState, rows.length);

  const empty = query.isPending ? (
    <SkeletonRows rows={12} columns={6} label="Loading products" />
  ) : query.isError ? (
    <ErrorView error={query.error} onRetry={() => void query.refetch()} />
  ) : sku !== '' ? (
    <EmptyState title={`No product has the SKU “${sku}”`} icon="info">
      The search matches whole SKUs exactly, including upper and lower case.
    </EmptyState>
  ) : (
    <EmptyState title="No products yet">Create the first one with “Create product”.</EmptyState>
  );

  return (
    <PagedDataTable
      className="products-table"
      wrapperRef={wrapper}
      source="service"
      query={query}
      label="Products"
      columns={PRODUCT_COLUMNS}
      rows={rows}
      rowId={productKey}
      sort={sort}
      onSortChange={(next) => dispatch({ type: 'sort', sort: serverSortChange(next) })}
      selectedId={selected}
      onActivate={(row) => select('products', row.sku)}
      empty={empty}
    />
  );
}
