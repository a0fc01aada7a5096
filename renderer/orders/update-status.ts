/**
 * After a status change: the changed order is patched into every cached orders page in place
 * (no refetch of possibly hundreds of loaded pages, no scroll jump), the pages are marked stale
 * for their next use, and the detail and the status sample are refetched.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';

type OrdersPages = InfiniteData<OperationResult<'OrdersPage'>, string | null>;

export interface ChangedOrder {
  readonly id: string;
  readonly fulfillment_status: string | null;
  readonly updated_at: string | null;
}

export function patchOrderPages(pages: OrdersPages | undefined, changed: ChangedOrder) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const connection = page.data.orders?.data;
      if (!page.data.orders || !connection) return page;
      const edges = connection.edges.map((edge) =>
        edge?.node?.id === changed.id
          ? {
              ...edge,
              node: {
                ...edge.node,
                fulfillment_status: changed.fulfillment_status,
                updated_at: changed.updated_at ?? edge.node.updated_at,
              },
            }
          : edge,
      );
      return {
        ...page,
        data: { ...page.data, orders: { ...page.data.orders, data: { ...connection, edges } } },
      };
    }),
  };
}

export async function refreshAfterStatusChange(queryClient: QueryClient, changed: ChangedOrder) {
  queryClient.setQueriesData<OrdersPages>({ queryKey: ['OrdersPage'] }, (pages) =>
    patchOrderPages(pages, changed),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['OrdersPage'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['OrderDetail'] }),
    queryClient.invalidateQueries({ queryKey: ['OrderStatusSample'] }),
  ]);
}
