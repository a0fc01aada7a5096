/**
 * Receiving against a PO moves stock. A line's `quantity_received` is the total received so far;
 * setting it higher adds the difference to the warehouse record's on hand, setting it lower takes
 * the difference off again, each as one inventory change whose reason names the PO. So for every
 * line, on hand has moved by exactly its `quantity_received`, and the history says so. Rejected
 * units never reach on hand. Everything is checked before anything moves: a refused request
 * changes nothing.
 */
import { receiptCorrectionReason, receiptReason } from '../../data/purchase-order-records.ts';
import type { PurchaseOrder, PurchaseOrderLineItem } from '../../data/types.ts';
import type { WarehouseProduct } from '../../data/types.ts';
import type { RequestContext } from '../context.ts';
import { badArgument, notFound } from '../errors.ts';
import { recordChange } from './mutation-support.ts';

export interface Receipt {
  readonly record: WarehouseProduct;
  readonly change: number;
}

/** The warehouse record a PO line's goods go to: its SKU in the PO's warehouse. */
export function receivingRecord(
  context: RequestContext,
  warehouseId: string,
  sku: string,
): WarehouseProduct {
  const record = context.account.warehouseProductsBySku
    .get(sku)
    ?.find((wp) => wp.warehouse_id === warehouseId);
  if (!record) throw notFound(`Product "${sku}" is not stocked in warehouse "${warehouseId}"`);
  return record;
}

/** Checks a change of `quantity_received` from `before` to `after`; moves nothing yet. */
export function planReceipt(
  context: RequestContext,
  po: Pick<PurchaseOrder, 'warehouse_id'>,
  line: Pick<PurchaseOrderLineItem, 'sku'>,
  before: number,
  after: number,
): Receipt | null {
  if (after === before) return null;
  const record = receivingRecord(context, po.warehouse_id, line.sku);
  const change = after - before;
  if (record.on_hand + change < 0) {
    throw badArgument(
      `Cannot lower "quantity_received" of "${line.sku}" by ${-change}: only ${record.on_hand} on hand`,
    );
  }
  return { record, change };
}

/** Moves the stock of checked receipts, one inventory change each, naming the PO. */
export function applyReceipts(
  context: RequestContext,
  poNumber: string,
  receipts: readonly (Receipt | null)[],
): void {
  for (const receipt of receipts) {
    if (receipt === null) continue;
    const reason = receipt.change > 0 ? receiptReason(poNumber) : receiptCorrectionReason(poNumber);
    recordChange(context, receipt.record, receipt.change, reason, false);
  }
}
