/**
 * The Incoming list's data: PurchaseOrdersPage page by page (no lines: one credit per PO), with
 * the part of the filters the service cannot apply (vendor, still open) applied to the rows.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import {
  matchesLocally,
  purchaseOrdersVariables,
  type PurchaseOrderFilters,
} from '../../shared/purchase-orders/filters.ts';
import { toApiSort, type SortKey } from '../components/table/sort.ts';
import { flattenPages } from '../data/pages.ts';
import { pagesKey, useInfiniteOperation } from '../data/use-operation.ts';

type PoData = OperationData<'PurchaseOrdersPage'>;
type PoEdge = NonNullable<
  NonNullable<NonNullable<PoData['purchase_orders']>['data']>['edges'][number]
>;
export type PurchaseOrderRow = NonNullable<PoEdge['node']>;

/** 50 POs a page: a small share of any account's pool. */
export const PO_PAGE_SIZE = 50;

/** What the cost formula estimates a page at (incoming-credits.test.ts binds the two). */
export const PO_PAGE_CREDITS = 51;

export function poKey(row: PurchaseOrderRow): string {
  return row.id ?? row.po_number ?? '';
}

export function poPageInfo(data: PoData) {
  return data.purchase_orders?.data?.pageInfo;
}

export function poListVariables(
  sort: readonly SortKey[],
  filters: PurchaseOrderFilters,
  today: string,
) {
  return { first: PO_PAGE_SIZE, sort: toApiSort(sort), ...purchaseOrdersVariables(filters, today) };
}

export function usePurchaseOrderPages(
  sort: readonly SortKey[],
  filters: PurchaseOrderFilters,
  today: string,
  enabled = true,
) {
  const variables = poListVariables(sort, filters, today);
  const query = useInfiniteOperation('PurchaseOrdersPage', variables, poPageInfo, {
    keepPrevious: true,
    enabled,
  });
  const loaded = flattenPages(query.data, (page) => page.data.purchase_orders?.data?.edges)
    .map((edge) => edge.node)
    .filter((node): node is PurchaseOrderRow => node !== null);
  const rows = loaded.filter((row) => matchesLocally(row, filters));
  const queryKey = pagesKey('PurchaseOrdersPage', variables);
  return { query, rows, loaded: loaded.length, queryKey };
}
