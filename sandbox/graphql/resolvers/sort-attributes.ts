import type { SortAttributes } from '../sort.ts';

/** Attributes each connection can be sorted by, and how they compare. */

export const PRODUCT_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  sku: 'text',
  name: 'text',
  price: 'decimal',
  value: 'decimal',
  barcode: 'text',
  created_at: 'date',
  updated_at: 'date',
};

export const ORDER_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  order_number: 'text',
  order_date: 'date',
  updated_at: 'date',
  required_ship_date: 'date',
  fulfillment_status: 'text',
  shop_name: 'text',
  subtotal: 'decimal',
  total_price: 'decimal',
};

export const INVENTORY_CHANGE_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  sku: 'text',
  warehouse_id: 'text',
  reason: 'text',
  previous_on_hand: 'number',
  change_in_on_hand: 'number',
  created_at: 'date',
};

export const WAREHOUSE_PRODUCT_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  sku: 'text',
  warehouse_id: 'text',
  on_hand: 'number',
  allocated: 'number',
  available: 'number',
  created_at: 'date',
  updated_at: 'date',
};

export const LINE_ITEM_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  sku: 'text',
  product_name: 'text',
  quantity: 'number',
  price: 'decimal',
  created_at: 'date',
};

export const SHIPMENT_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  order_id: 'text',
  created_date: 'date',
};

export const SHIPMENT_LINE_ITEM_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  quantity: 'number',
};

export const RETURN_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  order_id: 'text',
  status: 'text',
  created_at: 'date',
};

export const ORDER_HISTORY_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  order_id: 'text',
  username: 'text',
  created_at: 'date',
};

export const VENDOR_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  name: 'text',
  created_at: 'date',
};

export const PURCHASE_ORDER_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  po_number: 'text',
  warehouse_id: 'text',
  vendor_id: 'text',
  fulfillment_status: 'text',
  created_at: 'date',
  po_date: 'date',
  date_closed: 'date',
  arrived_at: 'date',
  subtotal: 'decimal',
  total_price: 'decimal',
};

export const PURCHASE_ORDER_LINE_ITEM_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  sku: 'text',
  product_name: 'text',
  quantity: 'number',
  quantity_received: 'number',
  quantity_rejected: 'number',
  price: 'decimal',
  created_at: 'date',
  updated_at: 'date',
};

/** Attachments and tracking numbers: short lists, sorted by what identifies them. */
export const PURCHASE_ORDER_ATTACHMENT_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  filename: 'text',
  created_at: 'date',
};

export const PURCHASE_ORDER_TRACKING_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  tracking_number: 'text',
};

export const PICK_SORT: SortAttributes = {
  id: 'text',
  legacy_id: 'number',
  sku: 'text',
  warehouse_id: 'text',
  order_number: 'text',
  quantity: 'number',
  created_at: 'date',
};
