/** Root query fields the sandbox implements. */
import { API_SCOPES, IDENTITY_SCOPES } from '../../../shared/catalogues/scopes.ts';
import type { Product, WarehouseProduct } from '../../data/types.ts';
import { optionalBoolean, optionalString, requiredString } from '../args.ts';
import { wrapper, type Args, type RequestContext, type RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { connectionRoot } from './connection-root.ts';
import { fulfillmentQueryResolvers } from './fulfillment-queries.ts';
import { returnQueryResolvers } from './return-queries.ts';
import { CHANGE_FILTERS, filterChanges } from './change-filters.ts';
import { dateTimeRange } from './date-range.ts';
import { filterOrders, ORDER_FILTERS } from './order-filters.ts';
import { pickQueryResolvers } from './picks.ts';
import { purchasingQueryResolvers } from './purchasing-queries.ts';
import {
  INVENTORY_CHANGE_SORT,
  ORDER_SORT,
  PRODUCT_SORT,
  WAREHOUSE_PRODUCT_SORT,
} from './sort-attributes.ts';

const PRODUCT_FILTERS = [
  'sku',
  'created_from',
  'created_to',
  'updated_from',
  'updated_to',
  'has_kits',
];

function filterProducts(products: readonly Product[], args: Args): readonly Product[] {
  const sku = optionalString(args, 'sku');
  const created = dateTimeRange(args, 'created_from', 'created_to');
  const updated = dateTimeRange(args, 'updated_from', 'updated_to');
  const hasKits = optionalBoolean(args, 'has_kits');
  return products.filter(
    (p) =>
      (sku === undefined || p.sku === sku) &&
      created(p.created_at) &&
      updated(p.updated_at) &&
      (hasKits === undefined || p.kit === hasKits),
  );
}

/** A SKU filter reads the SKU index: a lookup by SKU stays cheap at 200,000 products. */
function productsOf(context: RequestContext, args: Args): readonly Product[] {
  const sku = optionalString(args, 'sku');
  if (sku === undefined) return context.account.products;
  const product = context.account.productsBySku.get(sku);
  return product === undefined ? [] : [product];
}

const WAREHOUSE_PRODUCT_FILTERS = [
  'warehouse_id',
  'sku',
  'active',
  'created_from',
  'created_to',
  'updated_from',
  'updated_to',
];

function warehouseProductsOf(context: RequestContext, args: Args): readonly WarehouseProduct[] {
  const sku = optionalString(args, 'sku');
  const { account } = context;
  return sku === undefined
    ? account.products.flatMap((p) => account.warehouseProductsBySku.get(p.sku) ?? [])
    : (account.warehouseProductsBySku.get(sku) ?? []);
}

function filterWarehouseProducts(
  records: readonly WarehouseProduct[],
  args: Args,
): readonly WarehouseProduct[] {
  const warehouse = optionalString(args, 'warehouse_id');
  const active = optionalBoolean(args, 'active');
  const created = dateTimeRange(args, 'created_from', 'created_to');
  const updated = dateTimeRange(args, 'updated_from', 'updated_to');
  return records.filter(
    (wp) =>
      (warehouse === undefined || wp.warehouse_id === warehouse) &&
      (active === undefined || wp.active === active) &&
      created(wp.created_at) &&
      updated(wp.updated_at),
  );
}

/** Ids are opaque, but a malformed one is a bad argument (code 3), an unknown one not found (5). */
function checkOpaqueId(id: string, type: string): void {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  if (!new RegExp(`^${type}:\\d+$`).test(decoded)) throw badArgument(`Invalid ${type} id "${id}"`);
}

export const queryResolvers: Readonly<Record<string, RootResolver>> = {
  account: (_args, context, info) => wrapper(context, info, context.account),

  me: (_args, context, info) => wrapper(context, info, context.principal.user),

  user_quota: (_args, context) => context.pools.snapshot(context.account),

  products: connectionRoot('products', PRODUCT_FILTERS, productsOf, filterProducts, PRODUCT_SORT),

  product: (args, context, info) => {
    const sku = optionalString(args, 'sku');
    const id = optionalString(args, 'id');
    if (sku === undefined && id === undefined) throw badArgument('Give "sku" or "id"');
    const product =
      sku !== undefined
        ? context.account.productsBySku.get(sku)
        : context.account.products.find((p) => p.id === id);
    if (!product) throw notFound('Product not found');
    return wrapper(context, info, product);
  },

  warehouse_products: connectionRoot(
    'warehouse_products',
    WAREHOUSE_PRODUCT_FILTERS,
    warehouseProductsOf,
    filterWarehouseProducts,
    WAREHOUSE_PRODUCT_SORT,
  ),

  orders: connectionRoot(
    'orders',
    ORDER_FILTERS,
    (context) => context.account.orders,
    filterOrders,
    ORDER_SORT,
  ),

  order: (args, context, info) => {
    const id = requiredString(args, 'id');
    checkOpaqueId(id, 'Order');
    const order = context.account.ordersById.get(id);
    if (!order) throw notFound('Order not found');
    return wrapper(context, info, order);
  },

  inventory_changes: connectionRoot(
    'inventory_changes',
    CHANGE_FILTERS,
    (context) => context.account.inventoryChanges,
    filterChanges,
    INVENTORY_CHANGE_SORT,
  ),

  ...fulfillmentQueryResolvers,
  ...returnQueryResolvers,
  ...purchasingQueryResolvers,
  ...pickQueryResolvers,
};

/** What `me { data { scopes } }` lists: the token's scopes, or all of them for full-access tokens. */
export function grantedScopes(context: RequestContext): string[] {
  const scopes = context.principal.scopes;
  return scopes ? [...scopes] : [...IDENTITY_SCOPES, ...Object.keys(API_SCOPES)];
}
