/**
 * What cancelling an order does to stock. The stock an open order holds is its line items'
 * `quantity_allocated`, counted in their warehouse record's `allocated` (so `available` is
 * `on_hand` minus it). Cancelling lets that stock go: it is released back to available, or, with
 * `remove_inventory`, removed from the shelf altogether, as an inventory change like any other
 * (so `on_hand` stays the sum of the record's history). Backordered quantities are dropped too.
 */
import { isoDateTime, type Order, type WarehouseProduct } from '../../data/types.ts';
import type { RequestContext } from '../context.ts';
import { recordChange } from './mutation-support.ts';

export function cancellationReason(order: Pick<Order, 'order_number'>): string {
  return `Order ${order.order_number} canceled: allocated stock removed`;
}

/** What a cancellation did to stock: units released to available, and units taken off the shelf. */
export interface StockLetGo {
  released: number;
  removed: number;
}

function recordOf(
  context: RequestContext,
  sku: string,
  warehouseId: string | null,
): WarehouseProduct | undefined {
  if (warehouseId === null) return undefined;
  return context.account.warehouseProductsBySku
    .get(sku)
    ?.find((record) => record.warehouse_id === warehouseId);
}

/**
 * Lets go of the stock `order` holds. The seeded records' `allocated` is not derived from the
 * seeded orders, so a record gives up at most what it holds and never goes below zero.
 */
export function letGoOfStock(
  context: RequestContext,
  order: Order,
  removeInventory: boolean,
): StockLetGo {
  const now = isoDateTime(context.now);
  const total: StockLetGo = { released: 0, removed: 0 };
  for (const item of order.line_items) {
    const record = recordOf(context, item.sku, item.warehouse_id);
    if (record) {
      const released = Math.min(item.quantity_allocated, record.allocated);
      record.allocated -= released;
      record.backorder -= Math.min(item.backorder_quantity, record.backorder);
      record.available = record.on_hand - record.allocated;
      record.updated_at = now;
      total.released += released;
      // Only what the order really held goes: units available to other orders stay.
      const removed = removeInventory ? Math.min(released, record.on_hand) : 0;
      if (removed > 0) {
        recordChange(context, record, -removed, cancellationReason(order), false);
        total.removed += removed;
      }
    }
    item.quantity_allocated = 0;
    item.backorder_quantity = 0;
  }
  return total;
}
