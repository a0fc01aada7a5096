/**
 * The purchase order pane's data. Line items are a connection inside the PO: "Load more" runs
 * PurchaseOrderDetail again with `lineItemsAfter` set to the last cursor, and the pages' lines
 * are joined. Only the selected PO's lines are ever read.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { flattenPages } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';

export type PurchaseOrderDetail = NonNullable<
  NonNullable<OperationData<'PurchaseOrderDetail'>['purchase_order']>['data']
>;
type LineEdge = NonNullable<NonNullable<PurchaseOrderDetail['line_items']>['edges'][number]>;
export type PoLine = NonNullable<LineEdge['node']>;

/** 25 lines a page, read with the PO and its tracking numbers. */
export const PO_LINES_PAGE_SIZE = 25;

export function usePurchaseOrder(id: string) {
  const query = useInfiniteOperation(
    'PurchaseOrderDetail',
    { id, lineItemsFirst: PO_LINES_PAGE_SIZE },
    (data) => data.purchase_order?.data?.line_items?.pageInfo,
  );
  const pages = query.data?.pages ?? [];
  // The latest page has the freshest PO fields; every page carries them.
  const po = pages.at(-1)?.data.purchase_order?.data ?? null;
  const lines = flattenPages(
    query.data,
    (page) => page.data.purchase_order?.data?.line_items?.edges,
  )
    .map((edge) => edge.node)
    .filter((node): node is PoLine => node !== null);
  return { query, po, lines };
}
