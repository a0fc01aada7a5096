/**
 * After a change to a purchase order: the reply's fields are patched into every cached list page
 * at once (so a closed PO leaves the Open tab as the reply arrives), then the list and the pane
 * are read again to confirm.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OperationResult } from '../data/use-operation.ts';

export type PoPages = InfiniteData<OperationResult<'PurchaseOrdersPage'>, string | null>;

export interface ChangedPo {
  readonly id: string;
  readonly fulfillment_status: string | null;
  readonly date_closed: string | null;
}

export function patchPoPages(pages: PoPages | undefined, changed: ChangedPo): PoPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => {
      const root = page.data.purchase_orders;
      const connection = root?.data;
      if (!root || !connection) return page;
      const edges = connection.edges.map((edge) =>
        edge?.node?.id === changed.id
          ? {
              ...edge,
              node: {
                ...edge.node,
                fulfillment_status: changed.fulfillment_status,
                date_closed: changed.date_closed,
              },
            }
          : edge,
      );
      return {
        ...page,
        data: { ...page.data, purchase_orders: { ...root, data: { ...connection, edges } } },
      };
    }),
  };
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
