/**
 * The sandbox's in-memory state: plain records shaped like the schema's types (field names match
 * `shared/api/schema.graphql`, so resolvers can return them as they are). Dates are ISODateTime
 * strings without a zone; money is decimal strings; ids are opaque base64 of `Type:legacy_id`.
 */

export interface Address {
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  phone: string | null;
}

export interface OrderAddress {
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  state_code: string | null;
  zip: string | null;
  country: string | null;
  country_code: string | null;
  email: string | null;
  phone: string | null;
}

export interface Warehouse {
  id: string;
  legacy_id: number;
  account_id: string;
  identifier: string;
  company_name: string;
  company_alias: string | null;
  invoice_email: string;
  phone_number: string;
  profile: string;
  dynamic_slotting: boolean;
  address: Address;
  return_address: Address;
}

export interface Product {
  id: string;
  legacy_id: number;
  account_id: string;
  sku: string;
  name: string;
  price: string;
  value: string;
  value_currency: string;
  barcode: string | null;
  country_of_manufacture: string | null;
  tariff_code: string | null;
  customs_value: string | null;
  kit: boolean;
  kit_build: boolean;
  virtual: boolean;
  dropship: boolean;
  final_sale: boolean;
  no_air: boolean;
  not_owned: boolean;
  ignore_on_invoice: boolean;
  ignore_on_customs: boolean;
  needs_serial_number: boolean;
  needs_lot_tracking: boolean;
  active: boolean;
  tags: string[];
  dimensions: { weight: string; height: string; width: string; length: string };
  product_note: string | null;
  customs_description: string | null;
  packer_note: string | null;
  images: ProductImage[];
  cases: ProductCase[];
  created_at: string;
  updated_at: string;
}

export interface ProductImage {
  src: string;
  position: number;
}

/** A case (carton) of the product: its own barcode and how many units it holds. */
export interface ProductCase {
  id: string;
  legacy_id: number;
  case_barcode: string;
  case_quantity: number;
}

export interface WarehouseProduct {
  id: string;
  legacy_id: number;
  account_id: string;
  sku: string;
  warehouse_id: string;
  warehouse_identifier: string;
  price: string;
  value: string;
  value_currency: string;
  /** Always the sum of this record's inventory changes' `change_in_on_hand`. */
  on_hand: number;
  allocated: number;
  available: number;
  backorder: number;
  reserve_inventory: number;
  reorder_level: number;
  reorder_amount: number;
  replenishment_level: number;
  non_sellable_quantity: number;
  inventory_bin: string | null;
  inventory_overstock_bin: string | null;
  customs_value: string | null;
  custom: boolean;
  /** Accepted by the input types; the schema's WarehouseProduct has no field to read them back. */
  replenishment_max_level: number;
  replenishment_increment: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface InventoryChange {
  id: string;
  legacy_id: number;
  user_id: string;
  account_id: string;
  warehouse_id: string;
  sku: string;
  previous_on_hand: number;
  change_in_on_hand: number;
  reason: string;
  cycle_counted: boolean;
  location_id: string | null;
  created_at: string;
}

export interface LineItem {
  id: string;
  legacy_id: number;
  order_id: string;
  /** References an existing product of the same account. */
  sku: string;
  product_name: string;
  partner_line_item_id: string;
  quantity: number;
  price: string;
  subtotal: string;
  fulfillment_status: string;
  quantity_pending_fulfillment: number;
  quantity_shipped: number;
  quantity_allocated: number;
  backorder_quantity: number;
  warehouse_id: string | null;
  barcode: string | null;
  created_at: string;
  updated_at: string;
}

export interface Order {
  id: string;
  legacy_id: number;
  account_id: string;
  order_number: string;
  partner_order_id: string;
  shop_name: string;
  /** A free string: pending, fulfilled, canceled, and account-specific custom statuses. */
  fulfillment_status: string;
  order_date: string;
  updated_at: string;
  required_ship_date: string | null;
  total_tax: string;
  subtotal: string;
  total_discounts: string;
  total_price: string;
  currency: string;
  email: string;
  tax_id: string | null;
  profile: string;
  packing_note: string | null;
  gift_note: string | null;
  tags: string[];
  shipping_lines: { title: string; carrier: string; method: string; price: string };
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  line_items: LineItem[];
  holds: OrderHolds;
  /** Fulfilled orders only; their line items' `quantity_shipped` is the sum over these. */
  shipments: Shipment[];
  returns: Return[];
  /** Oldest first: what happened to the order, and who did it. */
  order_history: OrderHistory[];
}

export interface OrderHolds {
  fraud_hold: boolean;
  address_hold: boolean;
  shipping_method_hold: boolean;
  operator_hold: boolean;
  payment_hold: boolean;
  client_hold: boolean;
}

export interface ShippingLabel {
  id: string;
  legacy_id: number;
  account_id: string;
  shipment_id: string;
  order_id: string;
  order_number: string;
  status: string;
  tracking_number: string;
  carrier: string;
  shipping_name: string;
  shipping_method: string;
  cost: string;
  delivered: boolean;
  picked_up: boolean;
  warehouse_id: string | null;
  package_number: number;
  tracking_url: string;
  tracking_status: string;
  created_date: string;
  address: Address;
}

export interface ShipmentLineItem {
  id: string;
  legacy_id: number;
  /** Not in the schema's type: lets `line_item` be found without a scan. */
  order_id: string;
  line_item_id: string;
  shipment_id: string;
  shipping_label_id: string;
  quantity: number;
}

export interface Shipment {
  id: string;
  legacy_id: number;
  order_id: string;
  user_id: string | null;
  warehouse_id: string | null;
  address: Address;
  profile: string;
  picked_up: boolean;
  delivered: boolean;
  completed: boolean;
  dropshipment: boolean;
  created_date: string;
  total_packages: number;
  line_items: ShipmentLineItem[];
  shipping_labels: ShippingLabel[];
}

export interface ReturnLineItem {
  id: string;
  legacy_id: number;
  /** Not in the schema's type: lets `line_item` be found without a scan. */
  order_id: string;
  account_id: string;
  line_item_id: string;
  warehouse_id: string | null;
  return_id: string;
  quantity: number;
  quantity_received: number;
  restock: number;
  condition: string | null;
  reason: string;
  created_at: string;
  updated_at: string;
}

export interface Return {
  id: string;
  legacy_id: number;
  account_id: string;
  order_id: string;
  reason: string;
  status: string;
  label_type: 'FREE' | 'PAID' | 'SELF_RETURN' | 'FLAT_RATE' | 'RETURN_TO_SENDER';
  label_cost: string;
  cost_to_customer: string;
  shipping_carrier: string;
  shipping_method: string;
  address: Address;
  line_items: ReturnLineItem[];
  total_items_expected: number;
  total_items_received: number;
  total_items_restocked: number;
  created_at: string;
  /** The return shipping labels (`RMALabelType`); recipient and address are PII. */
  labels: RmaLabel[];
  /** Oldest first: what happened to the return, and who did it. */
  return_history: ReturnHistoryEntry[];
}

/** The schema's `RMALabelType`: a label the customer ships the return with. */
export interface RmaLabel {
  id: string;
  legacy_id: number;
  tracking_number: string;
  status: string;
  created_date: string;
  carrier: string;
  shipping_method: string;
  cost: string;
  to_name: string | null;
  address1: string | null;
  address2: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  address_country: string | null;
}

/** The schema's `ReturnHistory`. */
export interface ReturnHistoryEntry {
  id: string;
  legacy_id: number;
  return_id: string;
  account_id: string;
  /** Null for the service's own entries (carrier scans, the returns desk's automation). */
  user_id: string | null;
  created_at: string;
  body: string;
}

export interface OrderHistory {
  id: string;
  legacy_id: number;
  order_id: string;
  /** Null for the service's own entries (order import, carrier scans). */
  user_id: string | null;
  account_id: string;
  username: string;
  order_number: string;
  information: string;
  created_at: string;
}

/** A supplier of the account's products. `email` and `account_number` are PII. */
export interface Vendor {
  id: string;
  legacy_id: number;
  account_id: string;
  name: string;
  email: string;
  account_number: string | null;
  address: Address;
  currency: string;
  internal_note: string | null;
  default_po_note: string | null;
  logo: string | null;
  partner_vendor_id: number | null;
  created_at: string;
}

/** One vendor's offer of one product: the schema's `Product.vendors` entries. */
export interface ProductVendor {
  vendor_id: string;
  vendor_sku: string;
  price: string;
}

export interface PurchaseOrderLineItem {
  id: string;
  legacy_id: number;
  po_id: string;
  account_id: string;
  warehouse_id: string;
  vendor_id: string | null;
  po_number: string;
  /** References an existing product stocked in the PO's warehouse. */
  sku: string;
  vendor_sku: string | null;
  product_id: string;
  variant_id: number | null;
  quantity: number;
  /** What has reached on hand: the sum of the PO's receipts for this SKU in the history. */
  quantity_received: number;
  quantity_rejected: number;
  price: string;
  product_name: string;
  option_title: string | null;
  expected_weight_in_lbs: string;
  fulfillment_status: string;
  sell_ahead: number;
  note: string | null;
  partner_line_item_id: string | null;
  barcode: string | null;
  created_at: string;
  updated_at: string;
}

export interface PurchaseOrderAttachment {
  id: string;
  legacy_id: number;
  user_id: string;
  account_id: string;
  po_li_sku: string | null;
  description: string | null;
  filename: string | null;
  file_type: string | null;
  file_size: number | null;
  url: string;
  created_at: string;
}

export interface PurchaseOrderTrackingNumber {
  id: string;
  legacy_id: number;
  po_id: string;
  carrier_id: string | null;
  carrier_value: string | null;
  tracking_number: string;
}

export interface PurchaseOrder {
  id: string;
  legacy_id: number;
  po_number: string;
  account_id: string;
  warehouse_id: string;
  vendor_id: string | null;
  created_at: string;
  /** The date the goods are expected (the schema has no other expected-date field). */
  po_date: string | null;
  /** When it was closed or canceled; null while open. */
  date_closed: string | null;
  /** When the first goods were received. */
  arrived_at: string | null;
  /** A free word: pending, closed, canceled, and the account's own (in-transit, delayed, …). */
  fulfillment_status: string;
  packing_note: string | null;
  po_note: string | null;
  description: string | null;
  partner_order_number: string | null;
  subtotal: string;
  discount: string;
  total_price: string;
  tax: string;
  shipping_method: string | null;
  shipping_carrier: string | null;
  shipping_name: string | null;
  shipping_price: string;
  tracking_number: string | null;
  pdf: string | null;
  images: string | null;
  payment_method: string | null;
  payment_due_by: string | null;
  payment_note: string | null;
  locking: string | null;
  locked_by_user_id: string | null;
  origin_of_shipment: string | null;
  /** `DateTime` in the schema: when the vendor shipped. */
  ship_date: string | null;
  line_items: PurchaseOrderLineItem[];
  attachments: PurchaseOrderAttachment[];
  tracking_numbers: PurchaseOrderTrackingNumber[];
}

export type UserKind = 'owner' | 'staff' | 'developer';

export interface User {
  id: string;
  legacy_id: number;
  account_id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Plain text: demo credentials printed at start-up. Developers have no password. */
  password: string | null;
  kind: UserKind;
}

export interface Account {
  id: string;
  legacy_id: number;
  email: string;
  username: string;
  status: string;
  is_multi_warehouse: boolean;
  is_3pl: boolean;
  dynamic_slotting: boolean;
  cycle_count_enabled: boolean;
  ship_backorders: boolean;
  /**
   * Credit pool settings (docs/service-notes.md "Credits"); the live pool is in sandbox/credits.
   */
  quota: { max: number; rate: number };
  users: User[];
  warehouses: Warehouse[];
  /** In creation order (the default sort). */
  products: Product[];
  productsBySku: Map<string, Product>;
  /** Per SKU, one record per warehouse stocking it, in warehouse order. */
  warehouseProductsBySku: Map<string, WarehouseProduct[]>;
  /** In order-date order (the default sort). */
  orders: Order[];
  ordersById: Map<string, Order>;
  /** In creation order. */
  inventoryChanges: InventoryChange[];
  /** In creation order. */
  vendors: Vendor[];
  /** Per SKU, the vendors that supply it (the schema's `Product.vendors`). */
  productVendors: Map<string, ProductVendor[]>;
  /** In creation order. */
  purchaseOrders: PurchaseOrder[];
  /** Bumped on every mutation, so sorted views can be cached per version. */
  version: number;
  /** Next legacy id per type name, for records created by mutations. */
  nextLegacyId: Map<string, number>;
}

export interface SandboxData {
  accounts: Account[];
}

export function encodeId(type: string, legacyId: number): string {
  return Buffer.from(`${type}:${legacyId}`).toString('base64');
}

/**
 * The type word inside an id is the service's internal name, not the GraphQL type's: a product's
 * id decodes to `ProductInfo:<n>` and a warehouse product's to `Product:<n>`. The legacy-id
 * counters keep the GraphQL names; only the ids take these words.
 */
export const productId = (legacyId: number): string => encodeId('ProductInfo', legacyId);
export const warehouseProductId = (legacyId: number): string => encodeId('Product', legacyId);

/** ISODateTime as the service writes it: no zone, no milliseconds. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
