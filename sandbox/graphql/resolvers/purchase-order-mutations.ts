/**
 * Purchase order mutations besides create (purchase-order-create.ts), each with its input type as
 * the schema gives it. The rules:
 * - `purchase_order_update`: lines are named by SKU; `quantity_received` is the new total received
 *   and moves stock (purchase-order-receiving.ts); received + rejected never exceeds the quantity.
 *   A change of quantities, prices, discount, tax or shipping recomputes subtotal and total.
 * - `purchase_order_close` closes an open PO; `purchase_order_cancel` cancels an open PO nothing
 *   was received against (close it otherwise). Both set `date_closed`; a closed or canceled PO takes
 *   no further changes.
 * - `purchase_order_set_fulfillment_status` sets the status word; it moves no stock and no dates.
 * - `purchase_order_add_attachment` keeps the address it is given.
 * A refused request changes nothing (code 3 for bad input, 5 for an unknown PO).
 */
import {
  PO_STATUS,
  lineStatus,
  subtotalOf,
  totalOf,
  trackingRecord,
} from '../../data/purchase-order-records.ts';
import { isoDateTime, type PurchaseOrder, type PurchaseOrderAttachment } from '../../data/types.ts';
import {
  mutationInput,
  optionalBoolean,
  optionalInt,
  optionalString,
  requiredString,
} from '../args.ts';
import type { Args, RequestContext, RootResolver } from '../context.ts';
import { badArgument } from '../errors.ts';
import { optionalDecimal, result } from './mutation-support.ts';
import { checkAttachment, storeAttachment } from './purchase-order-attachments.ts';
import { createPurchaseOrder } from './purchase-order-create.ts';
import {
  checkQuantities,
  dateTimeInput,
  idsOf,
  inputList,
  nonNegative,
  openPurchaseOrder,
} from './purchase-order-inputs.ts';
import { applyReceipts, planReceipt } from './purchase-order-receiving.ts';
import { findPurchaseOrder } from './purchasing-queries.ts';

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
