/**
 * After a change to one order (holds, tags, a note): its pane and timeline refetch; loaded list
 * pages get the order's new holds patched in place (no refetch of every loaded page, no scroll
 * jump) and are marked stale for their next use.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OrderRow } from './orders-data.ts';
import { patchOrderRow, type OrdersPages } from './patch-order-row.ts';

type RowHolds = OrderRow['holds'];

export async function refreshOrder(
  queryClient: QueryClient,
  change: { readonly id: string; readonly holds?: RowHolds },
): Promise<void> {
  const { holds } = change;
  if (holds) {
    queryClient.setQueriesData<OrdersPages>({ queryKey: ['OrdersPage'] }, (pages) =>
      patchOrderRow(pages, change.id, (row) => ({ ...row, holds })),
    );
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['OrdersPage'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['OrderDetail'] }),
    // The overview's counts: counted again when it is next shown.
    queryClient.invalidateQueries({ queryKey: ['OverviewOrders'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['OrderTimeline'] }),
  ]);
}
