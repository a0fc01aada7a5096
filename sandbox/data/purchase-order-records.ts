/**
 * Building blocks of purchase orders, shared by the seed and the mutations so a seeded PO and one
 * made by `purchase_order_create` look alike: the receipt reason the stock history uses, a line's
 * status from its quantities, and the money totals (integer cents, never floats).
 */

import { isLowStock } from '../../shared/replica/figures.ts';
import type { RecordType } from './ids.ts';
import { formatCents, parseCents } from './money.ts';
import type {
  PurchaseOrder,
  PurchaseOrderAttachment,
  PurchaseOrderLineItem,
  PurchaseOrderTrackingNumber,
  WarehouseProduct,
} from './types.ts';
import { encodeId } from './types.ts';

/** Hands out the next legacy id of a type (the seed's counters, or an account's). */
export type NextId = (type: RecordType) => number;

/** The inventory change reason for goods received against a PO; it names the PO. */
export function receiptReason(poNumber: string): string {
  return `Received purchase order ${poNumber}`;
}

/** The reason when a receipt is corrected downwards (fewer received than recorded). */
export function receiptCorrectionReason(poNumber: string): string {
  return `Receipt corrected on purchase order ${poNumber}`;
}

/** The PO number a seeded receipt's reason names, or undefined. */
export function receiptPoNumber(reason: string): string | undefined {
  return /^Received purchase order (\S+)$/.exec(reason)?.[1];
}

/** The statuses the service's own operations set; any other word is the account's own. */
export const PO_STATUS = { open: 'pending', closed: 'closed', canceled: 'canceled' } as const;

/** Line status from its quantities: nothing yet, some, or all accounted for. */
export function lineStatus(
  line: Pick<PurchaseOrderLineItem, 'quantity' | 'quantity_received' | 'quantity_rejected'>,
): string {
  const done = line.quantity_received + line.quantity_rejected;
  if (done === 0) return 'pending';
  return done >= line.quantity ? 'received' : 'partially_received';
}

/** Whether a PO still takes receipts and changes: neither closed nor canceled. */
export function isOpen(po: Pick<PurchaseOrder, 'date_closed'>): boolean {
  return po.date_closed === null;
}

/** Σ quantity × price over the lines, as a decimal string. */
export function subtotalOf(
  lines: readonly Pick<PurchaseOrderLineItem, 'quantity' | 'price'>[],
): string {
  return formatCents(
    lines.reduce((sum, line) => sum + line.quantity * parseCents(line.price || '0'), 0),
  );
}

/** subtotal + shipping + tax − discount. */
export function totalOf(parts: {
  subtotal: string;
  shipping_price: string;
  tax: string;
  discount: string;
}): string {
  const cents = (value: string): number => parseCents(value || '0');
  return formatCents(
    cents(parts.subtotal) + cents(parts.shipping_price) + cents(parts.tax) - cents(parts.discount),
  );
}

export function trackingRecord(
  nextId: NextId,
  poId: string,
  tracking: { carrier: string | null; number: string },
): PurchaseOrderTrackingNumber {
  const legacyId = nextId('PurchaseOrderTrackingNumber');
  return {
    id: encodeId('PurchaseOrderTrackingNumber', legacyId),
    legacy_id: legacyId,
    po_id: poId,
    carrier_id: null,
    carrier_value: tracking.carrier,
    tracking_number: tracking.number,
  };
}

export function attachmentRecord(
  nextId: NextId,
  accountId: string,
  userId: string,
  poNumber: string,
  file: { filename: string; description: string },
  createdAt: string,
): PurchaseOrderAttachment {
  const legacyId = nextId('PurchaseOrderAttachment');
  return {
    id: encodeId('PurchaseOrderAttachment', legacyId),
    legacy_id: legacyId,
    user_id: userId,
    account_id: accountId,
    po_li_sku: null,
    description: file.description,
    filename: file.filename,
    file_type: 'application/pdf',
    file_size: 48_000 + (legacyId % 97) * 512,
    url: `https://files.sandbox.test/purchase-orders/${encodeURIComponent(poNumber)}/${file.filename}`,
    created_at: createdAt,
  };
}

/** The app's one low-stock rule, asked of a warehouse record: what a reorder is for. */
export function isLowRecord(
  record: Pick<WarehouseProduct, 'available' | 'reorder_level'>,
): boolean {
  return isLowStock({ available: record.available, reorderLevel: record.reorder_level });
}
