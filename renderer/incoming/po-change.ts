/**
 * After a change to a purchase order: the reply's fields are patched into every cached list page
 * at once (so a closed PO leaves the Open tab as the reply arrives), then the list and the pane
 * are read again to confirm.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { patchListedNode, type ListField } from '../data/patch-listed-node.ts';
import type { OperationResult } from '../data/use-operation.ts';

export type PoPages = InfiniteData<PoPage, string | null>;
type PoPage = OperationResult<'PurchaseOrdersPage'>;

const PO_LIST: ListField<PoPage, NonNullable<PoPage['data']['purchase_orders']>> = {
  read: (page) => page.data.purchase_orders,
  write: (page, purchase_orders) => ({ ...page, data: { ...page.data, purchase_orders } }),
};

export interface ChangedPo {
  readonly id: string;
  readonly fulfillment_status: string | null;
  readonly date_closed: string | null;
}

export function patchPoPages(pages: PoPages | undefined, changed: ChangedPo): PoPages | undefined {
  return patchListedNode(pages, PO_LIST, changed.id, (node) => ({
    ...node,
    fulfillment_status: changed.fulfillment_status,
    date_closed: changed.date_closed,
  }));
}

export async function refreshAfterPoChange(
  queryClient: QueryClient,
  changed: ChangedPo,
): Promise<void> {
  queryClient.setQueriesData<PoPages>({ queryKey: ['PurchaseOrdersPage'] }, (pages) =>
    patchPoPages(pages, changed),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['PurchaseOrderDetail'] }),
    queryClient.invalidateQueries({ queryKey: ['PurchaseOrdersPage'] }),
  ]);
}
