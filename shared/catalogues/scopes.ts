/**
 * The service's scope catalogue (docs/service-notes.md "Scopes"): every scope, what it grants, and
 * which scopes each operation the app knows needs. Imported by the sandbox (enforcement), main
 * (sign-in, broker) and the renderer (gating and the account view).
 */

export const IDENTITY_SCOPES = ['openid', 'profile', 'offline_access'] as const;

export const API_SCOPES = {
  'view:accounts': 'account details, authenticated user’s account context, identifier conversion',
  'view:billing': 'bills, charges, labor units, fulfillment invoices',
  'view:data_exports': 'data exports, recurring data exports, data-lake exports',
  'view:inbound_shipments': 'inbound shipments, receiving summaries, location summaries, images',
  'view:inventory':
    'inventory, locations, inventory changes, inventory snapshots, synchronization status, cycle counts',
  'view:labor': 'labor activity, workers, jobs, picker or packer performance',
  'view:lots': 'expiration lots',
  'view:orders': 'orders, order history, orders that can be merged',
  'view:pii': 'fields with protected personally identifiable information',
  'view:products': 'products and warehouse product records',
  'view:purchase_orders': 'purchase orders',
  'view:returns': 'returns and return exchanges',
  'view:shipments': 'shipments, shipping containers, carriers, shipping methods, label quotes',
  'view:shipping_plans': 'shipping plans',
  'view:users': 'users',
  'view:vendors': 'vendors',
  'view:warehouse_ops': 'totes, picking and packing activity, box configurations',
  'view:webhooks': 'webhook configuration and delivery logs',
  'view:wholesale_orders': 'wholesale orders and staging location candidates',
  'view:work_orders': 'work orders',
  'change:accounts': 'create warehouse profiles',
  'change:billing': 'create, update, submit, recalculate, delete bills; manage charges',
  'change:inbound_shipments': 'create or update inbound shipments',
  'change:inventory':
    'change inventory; manage locations, cycle counts, totes, boxes, snapshots, license plate numbers',
  'change:lots': 'create, update, delete, assign lots',
  'change:orders':
    'create or modify orders, line items, tags, holds, fulfillment, history, attachments, merge status',
  'change:products': 'create or modify products, warehouse products, kits, assemblies',
  'change:purchase_orders': 'create or modify purchase orders, fulfillment status, attachments',
  'change:returns':
    'create or modify returns and exchanges, receive returned items, add attachments',
  'change:shipments':
    'create shipments, containers, shipping labels, barcode labels; remove and void labels',
  'change:shipping_plans': 'create shipping plans',
  'change:users': 'update users',
  'change:vendors': 'create or delete vendors; manage product associations',
  'change:webhooks': 'create, update, enable, disable, delete webhooks',
  'change:wholesale_orders':
    'create, update, fulfill, pick, stage, pack, label, schedule, generate documents for wholesale orders',
  'change:work_orders': 'create and complete work orders, manage fees, assign pick locations',
} as const;

export type ApiScope = keyof typeof API_SCOPES;
export type IdentityScope = (typeof IDENTITY_SCOPES)[number];
export type Scope = ApiScope | IdentityScope;

const allScopes: ReadonlySet<string> = new Set<string>([
  ...IDENTITY_SCOPES,
  ...Object.keys(API_SCOPES),
]);

export function isScope(value: string): value is Scope {
  return allScopes.has(value);
}

/** Splits a space-separated scope string (as in token responses and JWTs), dropping blanks. */
export function parseScopeString(value: string): string[] {
  return value.split(' ').filter((s) => s.length > 0);
}

/**
 * Scopes each root operation requires (docs/service-notes.md "Scopes"). `user_quota` needs none:
 * every client must be able to read its credit budget.
 */
export const OPERATION_SCOPES: Readonly<Record<string, readonly ApiScope[]>> = {
  account: ['view:accounts'],
  me: ['view:accounts'],
  uuid: ['view:accounts'],
  user_quota: [],
  products: ['view:products'],
  product: ['view:products'],
  warehouse_products: ['view:products'],
  orders: ['view:orders'],
  order: ['view:orders'],
  order_history: ['view:orders'],
  inventory_changes: ['view:inventory'],
  locations: ['view:inventory'],
  location: ['view:inventory'],
  expiration_lots: ['view:lots'],
  bills: ['view:billing'],
  bill: ['view:billing'],
  vendors: ['view:vendors'],
  webhooks: ['view:webhooks'],
  shipments: ['view:shipments'],
  shipment: ['view:shipments'],
  returns: ['view:returns'],
  return: ['view:returns'],
  purchase_orders: ['view:purchase_orders'],
  purchase_order: ['view:purchase_orders'],
  picks_per_day: ['view:warehouse_ops'],
  product_create: ['change:products'],
  product_update: ['change:products'],
  product_delete: ['change:products'],
  warehouse_product_update: ['change:products'],
  inventory_add: ['change:inventory'],
  inventory_remove: ['change:inventory'],
  inventory_subtract: ['change:inventory'],
  inventory_replace: ['change:inventory'],
  order_update_fulfillment_status: ['change:orders'],
  order_update_holds: ['change:orders'],
  order_add_history_entry: ['change:orders'],
  order_update_tags: ['change:orders'],
  order_add_tags: ['change:orders'],
  order_clear_tags: ['change:orders'],
  order_update: ['change:orders'],
  order_cancel: ['change:orders'],
  purchase_order_create: ['change:purchase_orders'],
  purchase_order_update: ['change:purchase_orders'],
  purchase_order_close: ['change:purchase_orders'],
  purchase_order_cancel: ['change:purchase_orders'],
  purchase_order_set_fulfillment_status: ['change:purchase_orders'],
  purchase_order_add_attachment: ['change:purchase_orders'],
  vendor_create: ['change:vendors'],
  vendor_delete: ['change:vendors'],
  vendor_add_product: ['change:vendors'],
  vendor_remove_product: ['change:vendors'],
  return_update_status: ['change:returns'],
};

/**
 * Relationship fields that reach into another area need that area's scope too, wherever they are
 * selected (docs/service-notes.md "Scopes"): without it the field is `null`, an error with code 7
 * names it (`field`, `path`), and the rest of the reply is data. Keyed `<ParentType>.<field>`.
 */
export const FIELD_SCOPES: Readonly<Record<string, readonly ApiScope[]>> = {
  'Order.shipments': ['view:shipments'],
  'Order.returns': ['view:returns'],
  'Order.order_history': ['view:orders'],
  'Shipment.order': ['view:orders'],
  'ShippingLabel.order': ['view:orders'],
  'Return.order': ['view:orders'],
  'OrderHistory.order': ['view:orders'],
  'PurchaseOrder.vendor': ['view:vendors'],
  'PurchaseOrderLineItem.vendor': ['view:vendors'],
  'PurchaseOrderLineItem.product': ['view:products'],
  'Pick.order': ['view:orders'],
  'Pick.line_item': ['view:orders'],
};

/** The scopes in `required` that `granted` lacks, in catalogue order. */
export function missingScopes(required: readonly string[], granted: Iterable<string>): string[] {
  const have = new Set(granted);
  return required.filter((s) => !have.has(s));
}
