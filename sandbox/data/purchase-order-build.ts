/**
 * Turns purchase-order drafts into records: ids in the order the drafts are built (creation
 * order), line statuses from their quantities, totals in cents, tracking and attachment records.
 */
import type { LegacyIds } from './ids.ts';
import { formatCents } from './money.ts';
import {
  attachmentRecord,
  lineStatus,
  subtotalOf,
  totalOf,
  trackingRecord,
} from './purchase-order-records.ts';
import type { Product, PurchaseOrder, PurchaseOrderLineItem } from './types.ts';
import { encodeId, isoDateTime } from './types.ts';

/** A line before ids are given out. */
export interface LineDraft {
  product: Product;
  vendorSku: string | null;
  quantity: number;
  received: number;
  rejected: number;
  sellAhead: number;
  price: string;
}

/** A PO before ids are given out (ids follow creation order). */
export interface PoDraft {
  number: string;
  warehouseId: string;
  vendorId: string;
  createdMs: number;
  poDateMs: number;
  closedMs: number | null;
  arrivedMs: number | null;
  shippedMs: number | null;
  status: string;
  note: string | null;
  tracking: { carrier: string; number: string } | null;
  attachment: { filename: string; description: string } | null;
  shippingCents: number;
  lines: LineDraft[];
}

function wholeSeconds(value: number): number {
  return Math.floor(value / 1000) * 1000;
}

export function buildPurchaseOrder(
  ids: LegacyIds,
  accountId: string,
  userId: string,
  draft: PoDraft,
  now: number,
): PurchaseOrder {
  const legacyId = ids.next('PurchaseOrder');
  const id = encodeId('PurchaseOrder', legacyId);
  const at = (value: number | null): string | null =>
    value === null ? null : isoDateTime(wholeSeconds(value));
  const created = isoDateTime(wholeSeconds(draft.createdMs));
  const updated = at(draft.closedMs ?? draft.arrivedMs ?? draft.createdMs) ?? created;
  const lines = draft.lines.map((d): PurchaseOrderLineItem => {
    const lineLegacyId = ids.next('PurchaseOrderLineItem');
    const record: PurchaseOrderLineItem = {
      id: encodeId('PurchaseOrderLineItem', lineLegacyId),
      legacy_id: lineLegacyId,
      po_id: id,
      account_id: accountId,
      warehouse_id: draft.warehouseId,
      vendor_id: draft.vendorId,
      po_number: draft.number,
      sku: d.product.sku,
      vendor_sku: d.vendorSku,
      product_id: d.product.id,
      variant_id: null,
      quantity: d.quantity,
      quantity_received: d.received,
      quantity_rejected: d.rejected,
      price: d.price,
      product_name: d.product.name,
      option_title: null,
      expected_weight_in_lbs: d.product.dimensions.weight,
      fulfillment_status: '',
      sell_ahead: d.sellAhead,
      note: null,
      partner_line_item_id: null,
      barcode: d.product.barcode,
      created_at: created,
      updated_at: updated,
    };
    record.fulfillment_status = lineStatus(record);
    return record;
  });
  const tracking = draft.tracking
    ? [trackingRecord((type) => ids.next(type), id, draft.tracking)]
    : [];
  const attachments = draft.attachment
    ? [
        attachmentRecord(
          (type) => ids.next(type),
          accountId,
          userId,
          draft.number,
          draft.attachment,
          created,
        ),
      ]
    : [];
  const subtotal = subtotalOf(lines);
  const money = {
    subtotal,
    shipping_price: formatCents(draft.shippingCents),
    tax: '0.00',
    discount: '0.00',
  };
  return {
    id,
    legacy_id: legacyId,
    po_number: draft.number,
    account_id: accountId,
    warehouse_id: draft.warehouseId,
    vendor_id: draft.vendorId,
    created_at: created,
    po_date: at(draft.poDateMs),
    date_closed: at(draft.closedMs),
    arrived_at: at(draft.arrivedMs),
    fulfillment_status: draft.status,
    packing_note: null,
    po_note: draft.note,
    description: null,
    partner_order_number: null,
    ...money,
    total_price: totalOf(money),
    shipping_method: draft.tracking ? 'Ground' : null,
    shipping_carrier: draft.tracking?.carrier ?? null,
    shipping_name: draft.tracking ? `${draft.tracking.carrier} Ground` : null,
    tracking_number: draft.tracking?.number ?? null,
    pdf: null,
    images: null,
    payment_method: null,
    payment_due_by: null,
    payment_note: null,
    locking: null,
    locked_by_user_id: null,
    origin_of_shipment: null,
    ship_date: at(draft.shippedMs === null ? null : Math.min(draft.shippedMs, now)),
    line_items: lines,
    attachments,
    tracking_numbers: tracking,
  };
}
