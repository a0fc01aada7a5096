/**
 * After a change to one order (holds, tags, a note): its pane and timeline refetch; loaded list
 * pages get the order's new holds patched in place (no refetch of every loaded page, no scroll
 * jump) and are marked stale for their next use.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';
import type { OrderRow } from './orders-data.ts';

type RowHolds = OrderRow['holds'];

type OrdersPages = InfiniteData<OperationResult<'OrdersPage'>, string | null>;

export function patchHolds(pages: OrdersPages | undefined, id: string, holds: RowHolds) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const connection = page.data.orders?.data;
      if (!page.data.orders || !connection) return page;
      const edges = connection.edges.map((edge) =>
        edge?.node?.id === id ? { ...edge, node: { ...edge.node, holds } } : edge,
      );
      return {
        ...page,
        data: { ...page.data, orders: { ...page.data.orders, data: { ...connection, edges } } },
      };
    }),
  };
}

export async function refreshOrder(
  queryClient: QueryClient,
  change: { readonly id: string; readonly holds?: RowHolds },
): Promise<void> {
  const { holds } = change;
  if (holds) {
    queryClient.setQueriesData<OrdersPages>({ queryKey: ['OrdersPage'] }, (pages) =>
      patchHolds(pages, change.id, holds),
    );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['OrdersPage'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['OrderDetail'] }),
    queryClient.invalidateQueries({ queryKey: ['OrderTimeline'] }),
  ]);
}
