/**
 * After a stock change: the SKU's detail and history are refetched (the new entry appears), so
 * are the account's stock changes feed and the low-stock lists read from the service, and the
 * changed warehouse record is patched into the cached products pages in place, so the products
 * list shows the new total without refetching every page it has loaded.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';

type ProductsPages = InfiniteData<OperationResult<'ProductsPage'>, string | null>;

export interface ChangedRecord {
  readonly sku: string;
  readonly warehouse_id: string;
  readonly on_hand: number | null;
  readonly allocated: number | null;
  readonly available: number | null;
}

export function patchProductPages(pages: ProductsPages | undefined, changed: ChangedRecord) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const connection = page.data.products?.data;
      if (!page.data.products || !connection) return page;
      if (!connection.edges.some((edge) => edge?.node?.sku === changed.sku)) return page;
      const edges = connection.edges.map((edge) => {
        if (edge?.node?.sku !== changed.sku) return edge;
        const records = (edge.node.warehouse_products ?? []).map((record) =>
          record?.warehouse_id === changed.warehouse_id
            ? {
                ...record,
                on_hand: changed.on_hand,
                allocated: changed.allocated,
                available: changed.available,
              }
            : record,
        );
        return { ...edge, node: { ...edge.node, warehouse_products: records } };
      });
      return {
        ...page,
        data: { ...page.data, products: { ...page.data.products, data: { ...connection, edges } } },
      };
    }),
  };
}

export async function refreshAfterStockChange(queryClient: QueryClient, changed: ChangedRecord) {
  if (changed.on_hand === null) {
    // The reply did not say what the record holds now: let the pages refetch on their next use.
    await queryClient.invalidateQueries({ queryKey: ['ProductsPage'], refetchType: 'none' });
  } else {
    queryClient.setQueriesData<ProductsPages>({ queryKey: ['ProductsPage'] }, (pages) =>
      patchProductPages(pages, changed),
    );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['ProductDetail', { sku: changed.sku }] }),
    queryClient.invalidateQueries({ queryKey: ['InventoryChanges'] }),
    // The account's feed holds the new change too (the Stock changes section).
    queryClient.invalidateQueries({ queryKey: ['StockChanges'] }),
    // The overview's and the kiosk's low-stock lists come from the service, not the copy.
    queryClient.invalidateQueries({ queryKey: ['LowStock'] }),
  ]);
}
