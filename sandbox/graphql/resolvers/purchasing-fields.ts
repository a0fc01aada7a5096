/**
 * Relationship fields of the purchasing types: a PO's lines, attachments and tracking numbers are
 * connections (as the schema nests them), its vendor and warehouse are records of the account, a
 * line's `product` is the warehouse record of its SKU in the PO's warehouse, and `Product.vendors`
 * lists the vendor links of a product.
 */
import type { Product, PurchaseOrder, PurchaseOrderLineItem, Vendor } from '../../data/types.ts';
import { emptyConnection } from '../connection.ts';
import type { Args, RequestContext } from '../context.ts';
import { listConnection } from './list.ts';
import {
  PURCHASE_ORDER_ATTACHMENT_SORT,
  PURCHASE_ORDER_LINE_ITEM_SORT,
  PURCHASE_ORDER_TRACKING_SORT,
} from './sort-attributes.ts';

type FieldResolver<S> = (source: S, args: Args, context: RequestContext) => unknown;

const vendorById = (context: RequestContext, id: string | null): Vendor | null =>
  id === null ? null : (context.account.vendors.find((v) => v.id === id) ?? null);

const purchaseOrder: Record<string, FieldResolver<PurchaseOrder>> = {
  line_items: (po, args, context) =>
    listConnection(
      context,
      'line_items',
      null,
      () => po.line_items,
      args,
      PURCHASE_ORDER_LINE_ITEM_SORT,
    ),
  attachments: (po, args, context) =>
    listConnection(
      context,
      'attachments',
      null,
      () => po.attachments,
      args,
      PURCHASE_ORDER_ATTACHMENT_SORT,
    ),
  tracking_numbers: (po, args, context) =>
    listConnection(
      context,
      'tracking_numbers',
      null,
      () => po.tracking_numbers,
      args,
      PURCHASE_ORDER_TRACKING_SORT,
    ),
  vendor: (po, _args, context) => vendorById(context, po.vendor_id),
  warehouse: (po, _args, context) =>
    context.account.warehouses.find((w) => w.id === po.warehouse_id) ?? null,
};

const purchaseOrderLineItem: Record<string, FieldResolver<PurchaseOrderLineItem>> = {
  vendor: (line, _args, context) => vendorById(context, line.vendor_id),
  product: (line, _args, context) =>
    context.account.warehouseProductsBySku
      .get(line.sku)
      ?.find((record) => record.warehouse_id === line.warehouse_id) ?? null,
  expiration_lots: () => emptyConnection(),
};

/** Added to the `Product` resolvers: the stored product has no vendor list of its own. */
export const productVendorFields: Record<string, FieldResolver<Product>> = {
  vendors: (product, _args, context) => context.account.productVendors.get(product.sku) ?? [],
};

export const purchasingFieldResolvers = {
  PurchaseOrder: purchaseOrder,
  PurchaseOrderLineItem: purchaseOrderLineItem,
};
