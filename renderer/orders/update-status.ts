/**
 * After a status change: the changed order is patched into every cached orders page in place
 * (no refetch of possibly hundreds of loaded pages, no scroll jump), the pages are marked stale
 * for their next use, and the detail and the status sample are refetched.
 */
import type { QueryClient } from '@tanstack/react-query';
import { patchOrderRow, type OrdersPages } from './patch-order-row.ts';

export interface ChangedOrder {
  readonly id: string;
  readonly fulfillment_status: string | null;
  readonly updated_at: string | null;
}

export function patchOrderPages(pages: OrdersPages | undefined, changed: ChangedOrder) {
  return patchOrderRow(pages, changed.id, (row) => ({
    ...row,
    fulfillment_status: changed.fulfillment_status,
    updated_at: changed.updated_at ?? row.updated_at,
  }));
}

export async function refreshAfterStatusChange(queryClient: QueryClient, changed: ChangedOrder) {
  queryClient.setQueriesData<OrdersPages>({ queryKey: ['OrdersPage'] }, (pages) =>
    patchOrderPages(pages, changed),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['OrdersPage'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['OrderDetail'] }),
    // The overview's counts: counted again when it is next shown.
    queryClient.invalidateQueries({ queryKey: ['OverviewOrders'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['OrderStatusSample'] }),
  ]);
}
