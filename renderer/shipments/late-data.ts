/**
 * The Late & at risk list's data: LateOrdersPage page by page, the open orders only (asked of the
 * service), oldest ship date first, kept to those late or due within a day. Pages stop once the
 * dates read pass a day from now: a later page could hold no late order.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';
import { flattenPages } from '../data/pages.ts';
import { pagesKey, useInfiniteOperation } from '../data/use-operation.ts';
import { serviceDateMs } from '../../shared/orders/lateness.ts';
import { lateList, scopedLateList } from './late-rows.ts';

type LateData = OperationData<'LateOrdersPage'>;

export const LATE_PAGE_SIZE = 50;

/** What the cost formula estimates a page at (shipments-credits.test.ts binds the two). */
export const LATE_PAGE_CREDITS = 51;

/** The open orders only, asked of the service: a fulfilled order costs nothing to skip. */
export const LATE_VARIABLES = {
  first: LATE_PAGE_SIZE,
  fulfillmentStatus: OPEN_ORDERS_STATUS,
} as const;

/** Under a "due since" scope: newest ship date first, so the scope is read first and alone. */
export const SCOPED_LATE_VARIABLES = {
  ...LATE_VARIABLES,
  sort: '-required_ship_date,-id',
} as const;

function pageInfo(data: LateData) {
  return data.orders?.data?.pageInfo;
}

export function useLateOrders(now: number, dueFrom: string | null = null, enabled = true) {
  const dueFromMs = serviceDateMs(dueFrom);
  const variables = dueFromMs === null ? LATE_VARIABLES : SCOPED_LATE_VARIABLES;
  const query = useInfiniteOperation('LateOrdersPage', variables, pageInfo, { enabled });
  const orders = flattenPages(query.data, (page) => page.data.orders?.data?.edges).map(
    (edge) => edge.node,
  );
  const list = dueFromMs === null ? lateList(orders, now) : scopedLateList(orders, now, dueFromMs);
  const more = query.hasNextPage && !list.pastWindow;
  return {
    query: { ...query, hasNextPage: more },
    list,
    queryKey: pagesKey('LateOrdersPage', variables),
  };
}
