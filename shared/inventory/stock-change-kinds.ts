/**
 * The two kinds of stock change the Stock changes feed and the morning brief tell apart, as one
 * rule each so the screen and the brief can never disagree:
 *
 * - A routine shipping deduction is stock leaving the shelf for an order: a decrease, not a
 *   cycle count, whose reason is the service's own text for it. Hundreds of these happen a day and
 *   say nothing on their own, so the feed folds them into one summary row per day and warehouse.
 * - A large adjustment is any other change big enough to ask about: at least
 *   LARGE_CHANGE_UNITS units, or at least LARGE_SHARE of the stock before it (and at least
 *   LARGE_SHARE_FLOOR units, so 2 of 3 left is not "large"). From no stock only the absolute size
 *   counts. Goods received against a PO are not adjustments (the brief reports them as arrivals,
 *   and they name their PO); a corrected receipt is.
 * - A product's initial stock (an increase from no stock whose reason is the service's text for
 *   it, `Initial stock`, as product creation writes it) is not a manual adjustment at all,
 *   however big: a new product is news for the catalogue, not for stock.
 *
 * The fields are nullable as the schema makes them; a change that does not say how much it moved
 * is neither kind.
 */

import { receiptPoNumber } from '../brief/po-receipt.ts';

/** The reason the service writes when stock leaves for an order. */
export const SHIPPING_DEDUCTION_REASON = 'Order picked';

/** The reason the service writes for the stock a product is created with. */
export const INITIAL_STOCK_REASON = 'Initial stock';

/** A change of this many units or more is large whatever the stock was. */
export const LARGE_CHANGE_UNITS = 100;
/** A change of this share of the stock before it is large ... */
export const LARGE_SHARE = 0.5;
/** ... when it is at least this many units. */
export const LARGE_SHARE_FLOOR = 20;

/** What the rules read of a change (a subset of the schema's InventoryChange). */
export interface StockChangeFacts {
  readonly change_in_on_hand: number | null;
  readonly previous_on_hand: number | null;
  readonly reason: string | null;
  readonly cycle_counted?: boolean | null;
}

const ROUTINE_REASON = SHIPPING_DEDUCTION_REASON.toLowerCase();
const INITIAL_REASON = INITIAL_STOCK_REASON.toLowerCase();

/** A reason as the rules compare it: exact text, ignoring case and surrounding spaces. */
const reasonIs = (change: StockChangeFacts, reason: string): boolean =>
  (change.reason ?? '').trim().toLowerCase() === reason;

export function isRoutineShippingDeduction(change: StockChangeFacts): boolean {
  const delta = change.change_in_on_hand;
  if (delta === null || delta >= 0 || change.cycle_counted === true) return false;
  // Exact text (ignoring case and spaces), so "Order picked wrong, recounted" is not routine.
  return reasonIs(change, ROUTINE_REASON);
}

/** A product's first stock: from none, up, with the service's reason for it (exactly). */
export function isInitialStock(change: StockChangeFacts): boolean {
  const delta = change.change_in_on_hand;
  if (delta === null || delta <= 0 || change.previous_on_hand !== 0) return false;
  return reasonIs(change, INITIAL_REASON);
}

export function isLargeAdjustment(change: StockChangeFacts): boolean {
  const delta = change.change_in_on_hand;
  if (delta === null || delta === 0 || isRoutineShippingDeduction(change)) return false;
  if (receiptPoNumber(change.reason) !== null || isInitialStock(change)) return false;
  const size = Math.abs(delta);
  if (size >= LARGE_CHANGE_UNITS) return true;
  const before = change.previous_on_hand;
  if (size < LARGE_SHARE_FLOOR || before === null || before <= 0) return false;
  return size >= LARGE_SHARE * before;
}
