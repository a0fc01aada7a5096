/**
 * `purchase_order_create` with `CreatePurchaseOrderInput`: the PO number is unique in the account
 * (a second create with the same number is refused, so a client whose reply was lost can check by
 * number before resending), every line's SKU is a product stocked in the PO's warehouse, once per
 * PO, and the totals are stored as sent. Lines created with `quantity_received` move stock as any
 * receipt does. A refused request changes nothing.
 */
import { PO_STATUS, lineStatus, trackingRecord } from '../../data/purchase-order-records.ts';
import {
  encodeId,
  isoDateTime,
  type PurchaseOrder,
  type PurchaseOrderLineItem,
} from '../../data/types.ts';
import { optionalInt, optionalText, requiredInt, requiredString } from '../args.ts';
import type { Args, RequestContext } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { nextLegacyId, optionalDecimal } from './mutation-support.ts';
import { checkAttachment, storeAttachment } from './purchase-order-attachments.ts';
import {
  checkQuantities,
  dateTimeInput,
  idsOf,
  inputList,
  nonNegative,
  requiredDecimal,
  vendorIdInput,
} from './purchase-order-inputs.ts';
import { applyReceipts, planReceipt, receivingRecord } from './purchase-order-receiving.ts';

export function createPurchaseOrder(context: RequestContext, input: Args): PurchaseOrder {
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
