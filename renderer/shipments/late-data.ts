/**
 * The Late & at risk list's data: LateOrdersPage page by page, the open orders only (asked of the
 * service), oldest ship date first, kept to those late or due within a day. Pages stop once the
 * dates read pass a day from now: a later page could hold no late order.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';
import { flattenPages } from '../data/pages.ts';
import { pagesKey, useInfiniteOperation } from '../data/use-operation.ts';
import { lateList } from './late-rows.ts';

type LateData = OperationData<'LateOrdersPage'>;

export const LATE_PAGE_SIZE = 50;

/** What the cost formula estimates a page at (shipments-credits.test.ts binds the two). */
export const LATE_PAGE_CREDITS = 51;

/** The open orders only, asked of the service: a fulfilled order costs nothing to skip. */
export const LATE_VARIABLES = {
  first: LATE_PAGE_SIZE,
  fulfillmentStatus: OPEN_ORDERS_STATUS,
} as const;

function pageInfo(data: LateData) {
  return data.orders?.data?.pageInfo;
}

export function useLateOrders(now: number, enabled = true) {
  const query = useInfiniteOperation('LateOrdersPage', LATE_VARIABLES, pageInfo, { enabled });
  const orders = flattenPages(query.data, (page) => page.data.orders?.data?.edges).map(
    (edge) => edge.node,
  );
  const list = lateList(orders, now);
  const more = query.hasNextPage && !list.pastWindow;
  return {
    query: { ...query, hasNextPage: more },
    list,
    queryKey: pagesKey('LateOrdersPage', LATE_VARIABLES),
  };
}
