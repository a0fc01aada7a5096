/** The orders list's data: OrdersPage loaded page by page, following the cursors only. */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import type { OrderFilters } from '../../shared/orders/filters.ts';
import { toApiSort, type SortKey } from '../components/table/sort.ts';
import { flattenPages } from '../data/pages.ts';
import { pagesKey, useInfiniteOperation } from '../data/use-operation.ts';
import { useHasScopes } from '../session/use-can-run.ts';
import { ordersVariables } from './order-filters.ts';

type OrdersData = OperationData<'OrdersPage'>;
type OrderEdge = NonNullable<
  NonNullable<NonNullable<OrdersData['orders']>['data']>['edges'][number]
>;
export type OrderRow = NonNullable<OrderEdge['node']>;

export const ORDERS_PAGE_SIZE = 100;

export function orderPageInfo(data: OrdersData) {
  return data.orders?.data?.pageInfo;
}

export function orderKey(row: OrderRow): string {
  return row.id ?? row.order_number ?? '';
}

/** Whether the e-mail filter may be used: the service withholds e-mail without view:pii. */
export function useCanFilterByEmail() {
  return useHasScopes(['view:pii']);
}

export function useOrderPages(sort: readonly SortKey[], filters: OrderFilters) {
  const canSeePii = useCanFilterByEmail().allowed;
  const variables = {
    first: ORDERS_PAGE_SIZE,
    sort: toApiSort(sort),
    ...ordersVariables(filters, canSeePii),
  };
  const query = useInfiniteOperation('OrdersPage', variables, orderPageInfo, {
    keepPrevious: true,
  });
  const rows = flattenPages(query.data, (page) => page.data.orders?.data?.edges)
    .map((edge) => edge.node)
    .filter((node): node is OrderRow => node !== null);
  const queryKey = pagesKey('OrdersPage', variables);
  return { query, rows, queryKey };
}
