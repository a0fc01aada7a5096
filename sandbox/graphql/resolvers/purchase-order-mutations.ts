/**
 * Purchase order mutations, each with its input type as the schema gives it. The rules:
 * - `purchase_order_create`: the PO number is unique in the account (a second create with the same
 *   number is refused, so a client can check by number before resending); every line's SKU must
 *   be a product stocked in the PO's warehouse, once per PO; totals are stored as sent.
 * - `purchase_order_update`: lines are named by SKU; `quantity_received` is the new total received
 *   and moves stock (purchase-order-receiving.ts); received + rejected never exceeds the quantity.
 *   A change of quantities, prices, discount, tax or shipping recomputes subtotal and total.
 * - `purchase_order_close` closes an open PO; `purchase_order_cancel` cancels an open PO nothing
 *   was received against (close it otherwise). Both set `date_closed`; a closed or canceled PO takes
 *   no further changes.
 * - `purchase_order_set_fulfillment_status` sets the status word; it moves no stock and no dates.
 * A refused request changes nothing (code 3 for bad input, 5 for an unknown PO, SKU or vendor).
 */
import {
  PO_STATUS,
  isOpen,
  lineStatus,
  subtotalOf,
  totalOf,
  trackingRecord,
  type NextId,
} from '../../data/purchase-order-records.ts';
import type {
  PurchaseOrder,
  PurchaseOrderAttachment,
  PurchaseOrderLineItem,
} from '../../data/types.ts';
import { encodeId, isoDateTime } from '../../data/types.ts';
import {
  isArgs,
  mutationInput,
  optionalBoolean,
  optionalInt,
  optionalString,
  optionalText,
  requiredInt,
  requiredString,
} from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, optionalDecimal, result } from './mutation-support.ts';
import { checkAttachment, storeAttachment } from './purchase-order-attachments.ts';
import { applyReceipts, planReceipt, receivingRecord } from './purchase-order-receiving.ts';
import { findPurchaseOrder } from './purchasing-queries.ts';
import { parseDateTime } from './date-range.ts';

function requiredDecimal(input: Args, name: string): string {
  const value = optionalDecimal(input, name);
  if (value === undefined || value === '') throw badArgument(`"${name}" is required`);
  return value;
}

function nonNegative(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && value < 0) {
    throw badArgument(`"${name}" must not be negative, got ${value}`);
  }
  return value;
}

function dateTimeInput(input: Args, name: string): string | undefined {
  const value = optionalString(input, name);
  if (value === undefined) return undefined;
  const ms = parseDateTime(value.trim());
  if (ms === undefined) {
    throw badArgument(
      `"${name}" is not a valid date time: use YYYY-mm-dd HH:MM:SS or YYYY-mm-ddTHH:MM:SS`,
    );
  }
  return isoDateTime(ms);
}

function inputList(input: Args, name: string): Args[] {
  const value = input[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badArgument(`"${name}" must be a list`);
  return value.filter(isArgs);
}

function checkQuantities(sku: string, quantity: number, received: number, rejected: number): void {
  if (received + rejected > quantity) {
    throw badArgument(
      `Line "${sku}": received (${received}) and rejected (${rejected}) exceed the quantity ordered (${quantity})`,
    );
  }
}

function openPurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
  const po = findPurchaseOrder(context, { id: requiredString(input, 'po_id') });
  if (!isOpen(po)) {
    throw badArgument(
      `Purchase order ${po.po_number} is ${po.fulfillment_status}: it takes no changes`,
    );
  }
  return po;
}

const idsOf =
  (context: RequestContext): NextId =>
  (type) =>
    nextLegacyId(context.account, type);

function vendorIdInput(context: RequestContext, input: Args): string | null {
  const id = optionalText(input, 'vendor_id');
  if (id !== null && !context.account.vendors.some((v) => v.id === id)) {
    throw notFound(`Vendor "${id}" not found`);
  }
  return id;
}

function createPurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
  const { account } = context;
  const number = requiredString(input, 'po_number').trim();
  if (number === '') throw badArgument('"po_number" must not be empty');
  if (account.purchaseOrders.some((po) => po.po_number === number)) {
    throw badArgument(`A purchase order with number "${number}" already exists`);
  }
  const warehouseId = requiredString(input, 'warehouse_id');
  if (!account.warehouses.some((w) => w.id === warehouseId)) {
    throw notFound(`Warehouse "${warehouseId}" not found`);
  }
  const vendorId = vendorIdInput(context, input);
  const money = {
    subtotal: requiredDecimal(input, 'subtotal'),
    shipping_price: requiredDecimal(input, 'shipping_price'),
    total_price: requiredDecimal(input, 'total_price'),
    discount: optionalDecimal(input, 'discount') || '0.00',
    tax: optionalDecimal(input, 'tax') || '0.00',
  };
  const poDate = dateTimeInput(input, 'po_date') ?? null;
  const status = optionalText(input, 'fulfillment_status') ?? PO_STATUS.open;
  const lineInputs = inputList(input, 'line_items');
  if (lineInputs.length === 0) throw badArgument('"line_items" must hold at least one line');

  const now = isoDateTime(context.now);
  const seen = new Set<string>();
  const drafts = lineInputs.map((line) => {
    const sku = requiredString(line, 'sku');
    if (seen.has(sku)) throw badArgument(`SKU "${sku}" appears on more than one line`);
    seen.add(sku);
    const product = account.productsBySku.get(sku);
    if (!product) throw notFound(`Product "${sku}" not found`);
    receivingRecord(context, warehouseId, sku);
    const quantity = requiredInt(line, 'quantity');
    if (quantity < 1) throw badArgument(`Line "${sku}": "quantity" must be at least 1`);
    const received = nonNegative('quantity_received', optionalInt(line, 'quantity_received')) ?? 0;
    const rejected = nonNegative('quantity_rejected', optionalInt(line, 'quantity_rejected')) ?? 0;
    checkQuantities(sku, quantity, received, rejected);
    const lineVendor = vendorIdInput(context, line) ?? vendorId;
    const offer = account.productVendors.get(sku)?.find((o) => o.vendor_id === lineVendor);
    return {
      product,
      quantity,
      received,
      rejected,
      vendorId: lineVendor,
      vendorSku: optionalText(line, 'vendor_sku') ?? offer?.vendor_sku ?? null,
      price: requiredDecimal(line, 'price'),
      weight: requiredDecimal(line, 'expected_weight_in_lbs'),
      sellAhead: nonNegative('sell_ahead', optionalInt(line, 'sell_ahead')) ?? 0,
      line,
    };
  });
  const receipts = drafts.map((d) =>
    planReceipt(context, { warehouse_id: warehouseId }, d.product, 0, d.received),
  );
  const attachments = inputList(input, 'attachments').map(checkAttachment);

  // Everything is checked: from here on the request succeeds.
  const legacyId = nextLegacyId(account, 'PurchaseOrder');
  const id = encodeId('PurchaseOrder', legacyId);
  const lines = drafts.map((d): PurchaseOrderLineItem => {
    const lineLegacyId = nextLegacyId(account, 'PurchaseOrderLineItem');
    const record: PurchaseOrderLineItem = {
      id: encodeId('PurchaseOrderLineItem', lineLegacyId),
      legacy_id: lineLegacyId,
      po_id: id,
      account_id: account.id,
      warehouse_id: warehouseId,
      vendor_id: d.vendorId,
      po_number: number,
      sku: d.product.sku,
      vendor_sku: d.vendorSku,
      product_id: d.product.id,
      variant_id: optionalInt(d.line, 'variant_id') ?? null,
      quantity: d.quantity,
      quantity_received: d.received,
      quantity_rejected: d.rejected,
      price: d.price,
      product_name: optionalText(d.line, 'product_name') ?? d.product.name,
      option_title: optionalText(d.line, 'option_title'),
      expected_weight_in_lbs: d.weight,
      fulfillment_status: '',
      sell_ahead: d.sellAhead,
      note: optionalText(d.line, 'note'),
      partner_line_item_id: optionalText(d.line, 'partner_line_item_id'),
      barcode: d.product.barcode,
      created_at: now,
      updated_at: now,
    };
    record.fulfillment_status = optionalText(d.line, 'fulfillment_status') ?? lineStatus(record);
    return record;
  });
  const tracking = optionalText(input, 'tracking_number');
  const po: PurchaseOrder = {
    id,
    legacy_id: legacyId,
    po_number: number,
    account_id: account.id,
    warehouse_id: warehouseId,
    vendor_id: vendorId,
    created_at: now,
    po_date: poDate,
    date_closed: null,
    arrived_at: drafts.some((d) => d.received > 0) ? now : null,
    fulfillment_status: status,
    packing_note: optionalText(input, 'packing_note'),
    po_note: optionalText(input, 'po_note'),
    description: optionalText(input, 'description'),
    partner_order_number: optionalText(input, 'partner_order_number'),
    ...money,
    shipping_method: null,
    shipping_carrier: null,
    shipping_name: null,
    tracking_number: tracking,
    pdf: null,
    images: null,
    payment_method: null,
    payment_due_by: null,
    payment_note: null,
    locking: null,
    locked_by_user_id: null,
    origin_of_shipment: optionalText(input, 'origin_of_shipment'),
    ship_date: null,
    line_items: lines,
    attachments: attachments.map((a) => storeAttachment(context, number, a)),
    tracking_numbers:
      tracking === null
        ? []
        : [trackingRecord(idsOf(context), id, { carrier: null, number: tracking })],
  };
  applyReceipts(context, number, receipts);
  account.purchaseOrders.push(po);
  account.version++;
  return po;
}

const TEXT_FIELDS = [
  'packing_note',
  'po_note',
  'description',
  'partner_order_number',
  'shipping_method',
  'shipping_carrier',
  'shipping_name',
  'pdf',
  'payment_method',
  'payment_due_by',
  'payment_note',
] as const;

function updatePurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
  const po = openPurchaseOrder(context, input);
  const decimals = {
    discount: optionalDecimal(input, 'discount'),
    tax: optionalDecimal(input, 'tax'),
    shipping_price: optionalDecimal(input, 'shipping_price'),
  };
  const poDate = dateTimeInput(input, 'po_date');
  const clearPoDate = optionalBoolean(input, 'clear_po_date') === true;

  const seen = new Set<string>();
  const changes = inputList(input, 'line_items').map((change) => {
    const sku = requiredString(change, 'sku');
    if (seen.has(sku)) throw badArgument(`SKU "${sku}" appears on more than one line`);
    seen.add(sku);
    const line = po.line_items.find((li) => li.sku === sku);
    if (!line) throw badArgument(`Purchase order ${po.po_number} has no line for SKU "${sku}"`);
    const quantity = nonNegative('quantity', optionalInt(change, 'quantity')) ?? line.quantity;
    const received =
      nonNegative('quantity_received', optionalInt(change, 'quantity_received')) ??
      line.quantity_received;
    const rejected =
      nonNegative('quantity_rejected', optionalInt(change, 'quantity_rejected')) ??
      line.quantity_rejected;
    checkQuantities(sku, quantity, received, rejected);
    const sellAhead = nonNegative('sell_ahead', optionalInt(change, 'sell_ahead'));
    const price = optionalDecimal(change, 'price');
    const receipt = planReceipt(context, po, line, line.quantity_received, received);
    return { line, change, quantity, received, rejected, sellAhead, price, receipt };
  });

  // Everything is checked: from here on the request succeeds.
  const now = isoDateTime(context.now);
  applyReceipts(
    context,
    po.po_number,
    changes.map((c) => c.receipt),
  );
  let moneyChanged = Object.values(decimals).some((value) => value !== undefined);
  for (const c of changes) {
    const { line } = c;
    if (c.quantity !== line.quantity || (c.price !== undefined && c.price !== line.price)) {
      moneyChanged = true;
    }
    line.quantity = c.quantity;
    line.quantity_received = c.received;
    line.quantity_rejected = c.rejected;
    if (c.sellAhead !== undefined) line.sell_ahead = c.sellAhead;
    if (c.price !== undefined && c.price !== '') line.price = c.price;
    const note = optionalString(c.change, 'note');
    if (note !== undefined) line.note = note.trim() === '' ? null : note.trim();
    line.fulfillment_status = lineStatus(line);
    line.updated_at = now;
  }
  if (po.arrived_at === null && po.line_items.some((li) => li.quantity_received > 0)) {
    po.arrived_at = now;
  }
  for (const field of TEXT_FIELDS) {
    const value = optionalString(input, field);
    if (value !== undefined) po[field] = value.trim() === '' ? null : value.trim();
  }
  const tracking = optionalString(input, 'tracking_number');
  if (tracking !== undefined) {
    po.tracking_number = tracking.trim() === '' ? null : tracking.trim();
    const number = po.tracking_number;
    if (number !== null && !po.tracking_numbers.some((t) => t.tracking_number === number)) {
      po.tracking_numbers.push(
        trackingRecord(idsOf(context), po.id, { carrier: po.shipping_carrier, number }),
      );
    }
  }
  if (clearPoDate) po.po_date = null;
  else if (poDate !== undefined) po.po_date = poDate;
  if (decimals.discount !== undefined) po.discount = decimals.discount || '0.00';
  if (decimals.tax !== undefined) po.tax = decimals.tax || '0.00';
  if (decimals.shipping_price !== undefined) po.shipping_price = decimals.shipping_price || '0.00';
  if (moneyChanged) {
    po.subtotal = subtotalOf(po.line_items);
    po.total_price = totalOf(po);
  }
  context.account.version++;
  return po;
}

function closePurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
  const po = openPurchaseOrder(context, input);
  po.fulfillment_status = PO_STATUS.closed;
  po.date_closed = isoDateTime(context.now);
  context.account.version++;
  return po;
}

function cancelPurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
  const po = openPurchaseOrder(context, input);
  if (po.line_items.some((li) => li.quantity_received > 0)) {
    throw badArgument(
      `Purchase order ${po.po_number} has goods received against it: close it instead of canceling`,
    );
  }
  po.fulfillment_status = PO_STATUS.canceled;
  po.date_closed = isoDateTime(context.now);
  context.account.version++;
  return po;
}

function setFulfillmentStatus(context: RequestContext, input: Args): PurchaseOrder {
  const po = findPurchaseOrder(context, { id: requiredString(input, 'po_id') });
  const status = requiredString(input, 'status').trim();
  if (status === '') throw badArgument('"status" must not be empty');
  po.fulfillment_status = status;
  context.account.version++;
  return po;
}

function addAttachment(context: RequestContext, input: Args): PurchaseOrderAttachment {
  const po = findPurchaseOrder(context, { id: requiredString(input, 'po_id') });
  const attachment = storeAttachment(context, po.po_number, checkAttachment(input));
  po.attachments.push(attachment);
  context.account.version++;
  return attachment;
}

const poMutation =
  (run: (context: RequestContext, input: Args) => PurchaseOrder): RootResolver =>
  (args, context, info) =>
    result(context, info, 'purchase_order', run(context, mutationInput(args)));

export const purchaseOrderMutationResolvers: Readonly<Record<string, RootResolver>> = {
  purchase_order_create: poMutation(createPurchaseOrder),
  purchase_order_update: poMutation(updatePurchaseOrder),
  purchase_order_close: poMutation(closePurchaseOrder),
  purchase_order_cancel: poMutation(cancelPurchaseOrder),
  purchase_order_set_fulfillment_status: poMutation(setFulfillmentStatus),
  purchase_order_add_attachment: (args, context, info) =>
    result(context, info, 'attachment', addAttachment(context, mutationInput(args))),
};
