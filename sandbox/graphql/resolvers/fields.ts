/** Fields that are relationships rather than stored properties. */
import type {
  Account,
  InventoryChange,
  LineItem,
  Order,
  OrderHistory,
  Product,
  Return,
  ReturnLineItem,
  Shipment,
  ShipmentLineItem,
  ShippingLabel,
  User,
  Warehouse,
  WarehouseProduct,
} from '../../data/types.ts';
import { emptyConnection } from '../connection.ts';
import type { Args, RequestContext } from '../context.ts';
import { listConnection } from './list.ts';
import { pickFields } from './picks.ts';
import { productVendorFields, purchasingFieldResolvers } from './purchasing-fields.ts';
import { grantedScopes } from './queries.ts';
import { LINE_ITEM_SORT, PRODUCT_SORT, SHIPMENT_LINE_ITEM_SORT } from './sort-attributes.ts';

type FieldResolver<S> = (source: S, args: Args, context: RequestContext) => unknown;

const productBySku = (context: RequestContext, sku: string): Product | null =>
  context.account.productsBySku.get(sku) ?? null;

const warehouseById = (context: RequestContext, id: string): Warehouse | null =>
  context.account.warehouses.find((w) => w.id === id) ?? null;

const product: Record<string, FieldResolver<Product>> = {
  warehouse_products: (p, _args, context) =>
    context.account.warehouseProductsBySku.get(p.sku) ?? [],
};

const warehouseProduct: Record<string, FieldResolver<WarehouseProduct>> = {
  warehouse: (wp, _args, context) => warehouseById(context, wp.warehouse_id),
  product: (wp, _args, context) => productBySku(context, wp.sku),
  inbounds: () => emptyConnection(),
  locations: () => emptyConnection(),
};

const order: Record<string, FieldResolver<Order>> = {
  line_items: (o, args, context) =>
    listConnection(context, 'line_items', null, () => o.line_items, args, LINE_ITEM_SORT),
  attachments: () => emptyConnection(),
};

const orderById = (context: RequestContext, id: string): Order | null =>
  context.account.ordersById.get(id) ?? null;

const lineItemOf = (context: RequestContext, orderId: string, id: string): LineItem | null =>
  orderById(context, orderId)?.line_items.find((li) => li.id === id) ?? null;

const shipment: Record<string, FieldResolver<Shipment>> = {
  line_items: (s, args, context) =>
    listConnection(context, 'line_items', null, () => s.line_items, args, SHIPMENT_LINE_ITEM_SORT),
  warehouse: (s, _args, context) =>
    s.warehouse_id ? warehouseById(context, s.warehouse_id) : null,
  order: (s, _args, context) => orderById(context, s.order_id),
};

const shippingLabel: Record<string, FieldResolver<ShippingLabel>> = {
  order: (l, _args, context) => orderById(context, l.order_id),
  shipment_line_items: (l, args, context) =>
    listConnection(
      context,
      'shipment_line_items',
      null,
      () =>
        orderById(context, l.order_id)
          ?.shipments.find((s) => s.id === l.shipment_id)
          ?.line_items.filter((li) => li.shipping_label_id === l.id) ?? [],
      args,
      SHIPMENT_LINE_ITEM_SORT,
    ),
};

const shipmentLineItem: Record<string, FieldResolver<ShipmentLineItem>> = {
  line_item: (li, _args, context) => lineItemOf(context, li.order_id, li.line_item_id),
};

const returnRecord: Record<string, FieldResolver<Return>> = {
  order: (r, _args, context) => orderById(context, r.order_id),
  exchanges: () => [],
};

const returnLineItem: Record<string, FieldResolver<ReturnLineItem>> = {
  line_item: (li, _args, context) => lineItemOf(context, li.order_id, li.line_item_id),
  warehouse: (li, _args, context) =>
    li.warehouse_id ? warehouseById(context, li.warehouse_id) : null,
};

const orderHistory: Record<string, FieldResolver<OrderHistory>> = {
  order: (h, _args, context) => orderById(context, h.order_id),
};

const lineItem: Record<string, FieldResolver<LineItem>> = {
  product: (li, _args, context) => productBySku(context, li.sku),
};

const inventoryChange: Record<string, FieldResolver<InventoryChange>> = {
  product: (c, _args, context) => productBySku(context, c.sku),
};

const user: Record<string, FieldResolver<User>> = {
  account: (_u, _args, context) => context.account,
  scopes: (_u, _args, context) => grantedScopes(context),
};

const account: Record<string, FieldResolver<Account>> = {
  customers: () => emptyConnection(),
};

const warehouse: Record<string, FieldResolver<Warehouse>> = {
  products: (w, args, context) =>
    listConnection(
      context,
      'products',
      `warehouse-products|${w.id}`,
      () =>
        context.account.products.filter((p) =>
          (context.account.warehouseProductsBySku.get(p.sku) ?? []).some(
            (wp) => wp.warehouse_id === w.id,
          ),
        ),
      args,
      PRODUCT_SORT,
    ),
};

/**
 * Resolvers per type and field. The source's type is guaranteed by graphql-js (the parent type
 * named here only ever receives records of that shape), which is why the table erases it.
 */
export const fieldResolvers: Readonly<
  Record<string, Readonly<Record<string, FieldResolver<never>>>>
> = {
  Product: { ...product, ...productVendorFields },
  WarehouseProduct: warehouseProduct,
  Order: order,
  LineItem: lineItem,
  Shipment: shipment,
  ShippingLabel: shippingLabel,
  ShipmentLineItem: shipmentLineItem,
  Return: returnRecord,
  ReturnLineItem: returnLineItem,
  OrderHistory: orderHistory,
  InventoryChange: inventoryChange,
  User: user,
  Account: account,
  Warehouse: warehouse,
  ...purchasingFieldResolvers,
  Pick: pickFields,
};
