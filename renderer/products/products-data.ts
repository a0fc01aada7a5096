/**
 * The products list's data: one ProductsPage connection loaded page by page. Page size is what
 * we ask for; main's broker may send fewer (`cost.pageSize`), so paging follows the cursors only.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { toApiSort, type SortKey } from '../components/table/sort.ts';
import { flattenPages } from '../data/pages.ts';
import { pagesKey, useInfiniteOperation } from '../data/use-operation.ts';

type ProductsData = OperationData<'ProductsPage'>;
type ProductEdge = NonNullable<
  NonNullable<NonNullable<ProductsData['products']>['data']>['edges'][number]
>;
export type ProductRow = NonNullable<ProductEdge['node']>;

/** Asked for per page; the broker lowers it when credits are short. */
export const PRODUCTS_PAGE_SIZE = 100;

export function productPageInfo(data: ProductsData) {
  return data.products?.data?.pageInfo;
}

/** The whole shelf of a product: the sum of its warehouse records (`null` when it has none). */
export function totalOnHand(row: Pick<ProductRow, 'warehouse_products'>): number | null {
  const records = (row.warehouse_products ?? []).filter((r) => r !== null);
  if (records.length === 0) return null;
  return records.reduce((sum, record) => sum + (record.on_hand ?? 0), 0);
}

/** The row key: SKUs are unique per account; the id covers a product without one. */
export function productKey(row: ProductRow): string {
  return row.sku ?? row.id ?? '';
}

export function useProductPages(sort: readonly SortKey[], sku: string) {
  const variables = {
    first: PRODUCTS_PAGE_SIZE,
    sort: toApiSort(sort),
    sku: sku === '' ? null : sku,
  };
  const query = useInfiniteOperation(
    'ProductsPage',
    variables,
    productPageInfo,
    // Old rows stay while a new sort or search loads: nothing jumps.
    { keepPrevious: true },
  );
  const rows = flattenPages(query.data, (page) => page.data.products?.data?.edges)
    .map((edge) => edge.node)
    .filter((node): node is ProductRow => node !== null);
  const queryKey = pagesKey('ProductsPage', variables);
  return { query, rows, queryKey };
}
