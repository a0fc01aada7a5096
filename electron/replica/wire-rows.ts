/**
 * Replica records from the service's replies. Almost every field is nullable at the service; a
 * product without id or SKU cannot be kept (nothing could find or update it), and a missing
 * quantity counts as 0.
 */
import type { OperationData } from '../../shared/operations/catalogue.ts';
import type { ReplicaProduct, ReplicaStock } from '../../shared/replica/types.ts';
import { moneyOf, rowMoney } from './product-price.ts';

type ProductsData = OperationData<'ReplicaProducts'>;
type ProductNode = NonNullable<
  NonNullable<NonNullable<NonNullable<ProductsData['products']>['data']>['edges'][number]>['node']
>;
type StockData = OperationData<'ReplicaStock'>;
type StockNode = NonNullable<
  NonNullable<
    NonNullable<NonNullable<StockData['warehouse_products']>['data']>['edges'][number]
  >['node']
>;

export interface PageInfo {
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
}

/**
 * A warehouse row changed at the service, keyed by its product's SKU; the row carries its price
 * and value (a price is edited per warehouse, and that moves only the row's `updated_at`).
 */
export interface StockUpdate {
  readonly sku: string;
  readonly stock: ReplicaStock;
}

type StockFields = Omit<StockNode, 'sku'>;

function stockOf(node: StockFields): ReplicaStock | null {
  if (!node.warehouse_id) return null;
  return {
    ...rowMoney(undefined, node),
    warehouseId: node.warehouse_id,
    warehouseLabel: node.warehouse_identifier ?? null,
    onHand: node.on_hand ?? 0,
    allocated: node.allocated ?? 0,
    available: node.available ?? 0,
    backorder: node.backorder ?? 0,
    reorderLevel: node.reorder_level ?? 0,
    reorderAmount: node.reorder_amount ?? 0,
    updatedAt: node.updated_at ?? null,
  };
}

function productOf(node: ProductNode): ReplicaProduct | null {
  if (!node.id || !node.sku) return null;
  const rows = (node.warehouse_products ?? []).flatMap((row) => {
    const parsed = row ? stockOf(row) : null;
    return parsed ? [parsed] : [];
  });
  // The currency of the first row that names one; the product's own (deprecated) only without.
  const currency =
    (node.warehouse_products ?? []).find((row) => row?.value_currency)?.value_currency ??
    node.value_currency ??
    null;
  return {
    id: node.id,
    sku: node.sku,
    name: node.name ?? '',
    barcode: node.barcode ?? null,
    // The product's own (deprecated) figures only where no row gives one.
    ...moneyOf(rows, { price: node.price ?? null, value: node.value ?? null }),
    currency,
    createdAt: node.created_at ?? null,
    updatedAt: node.updated_at ?? null,
    stock: rows,
  };
}

export function productsPage(data: ProductsData): {
  products: ReplicaProduct[];
  pageInfo: PageInfo;
} {
  const connection = data.products?.data;
  const products = (connection?.edges ?? []).flatMap((edge) => {
    const product = edge?.node ? productOf(edge.node) : null;
    return product ? [product] : [];
  });
  return { products, pageInfo: pageInfoOf(connection?.pageInfo) };
}

export function stockPage(data: StockData): { updates: StockUpdate[]; pageInfo: PageInfo } {
  const connection = data.warehouse_products?.data;
  const updates = (connection?.edges ?? []).flatMap((edge) => {
    const node = edge?.node;
    const stock = node ? stockOf(node) : null;
    return node?.sku && stock ? [{ sku: node.sku, stock }] : [];
  });
  return { updates, pageInfo: pageInfoOf(connection?.pageInfo) };
}

export function idsPage(data: OperationData<'ReplicaIds'>): { ids: string[]; pageInfo: PageInfo } {
  const connection = data.products?.data;
  const ids = (connection?.edges ?? []).flatMap((edge) => (edge?.node?.id ? [edge.node.id] : []));
  return { ids, pageInfo: pageInfoOf(connection?.pageInfo) };
}

function pageInfoOf(
  info: { hasNextPage: boolean; endCursor: string | null } | undefined,
): PageInfo {
  return { hasNextPage: info?.hasNextPage ?? false, endCursor: info?.endCursor ?? null };
}
