/**
 * The order detail pane's data. Line items are a connection inside the order: "Load more" runs
 * OrderDetail again with `lineItemsAfter` set to the last cursor (useInfiniteOperation finds that
 * cursor variable in the document), and the pages' line items are joined. The key starts with
 * 'OrderDetail', so invalidating that operation refreshes the pane.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { flattenPages, mergeScopeWarnings } from '../data/pages.ts';
import { useInfiniteOperation } from '../data/use-operation.ts';

export type OrderDetail = NonNullable<NonNullable<OperationData<'OrderDetail'>['order']>['data']>;
type LineItemEdge = NonNullable<NonNullable<OrderDetail['line_items']>['edges'][number]>;
export type LineItem = NonNullable<LineItemEdge['node']>;

/** Line items per page; the broker may send fewer, and "Load more" follows the cursor. */
export const LINE_ITEMS_PAGE_SIZE = 25;

export function useOrderDetail(id: string) {
  const query = useInfiniteOperation(
    'OrderDetail',
    { id, lineItemsFirst: LINE_ITEMS_PAGE_SIZE },
    (data) => data.order?.data?.line_items?.pageInfo,
  );
  const pages = query.data?.pages ?? [];
  // The latest page has the freshest order fields; every page carries them.
  const order = pages.at(-1)?.data.order?.data ?? pages[0]?.data.order?.data ?? null;
  const lineItems = flattenPages(query.data, (page) => page.data.order?.data?.line_items?.edges)
    .map((edge) => edge.node)
    .filter((node): node is LineItem => node !== null);
  const totalLineItems = order?.line_items?.total_count ?? null;
  const scopeWarnings = mergeScopeWarnings(pages);
  return { query, order, lineItems, totalLineItems, scopeWarnings };
}
