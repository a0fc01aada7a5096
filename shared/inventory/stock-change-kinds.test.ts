import { describe, expect, it } from 'vitest';
import {
  INITIAL_STOCK_REASON,
  isInitialStock,
  isLargeAdjustment,
  isRoutineShippingDeduction,
  LARGE_CHANGE_UNITS,
  LARGE_SHARE_FLOOR,
  SHIPPING_DEDUCTION_REASON,
  type StockChangeFacts,
} from './stock-change-kinds.ts';

function change(
  delta: number | null,
  before: number | null,
  reason: string | null,
  cycleCounted = false,
): StockChangeFacts {
  return {
    change_in_on_hand: delta,
    previous_on_hand: before,
    reason,
    cycle_counted: cycleCounted,
  };
}

describe('isRoutineShippingDeduction', () => {
  it('is a decrease carrying the shipping reason, whatever its case and spaces', () => {
    expect(isRoutineShippingDeduction(change(-2, 40, SHIPPING_DEDUCTION_REASON))).toBe(true);
    expect(isRoutineShippingDeduction(change(-1, 5, '  order PICKED '))).toBe(true);
  });

  it('is not an increase, a zero change, a cycle count or an unknown amount', () => {
    expect(isRoutineShippingDeduction(change(3, 40, SHIPPING_DEDUCTION_REASON))).toBe(false);
    expect(isRoutineShippingDeduction(change(0, 40, SHIPPING_DEDUCTION_REASON))).toBe(false);
    expect(isRoutineShippingDeduction(change(-2, 40, SHIPPING_DEDUCTION_REASON, true))).toBe(false);
    expect(isRoutineShippingDeduction(change(null, 40, SHIPPING_DEDUCTION_REASON))).toBe(false);
  });

  it('is not any other reason, even one that starts with the same words', () => {
    expect(isRoutineShippingDeduction(change(-2, 40, 'Order picked wrong, recounted'))).toBe(false);
    expect(isRoutineShippingDeduction(change(-2, 40, 'Damaged in warehouse'))).toBe(false);
    expect(isRoutineShippingDeduction(change(-2, 40, null))).toBe(false);
  });
});

describe('isLargeAdjustment', () => {
  it('is any change of the absolute size or more, up or down', () => {
    expect(isLargeAdjustment(change(-LARGE_CHANGE_UNITS, 5000, 'Written off'))).toBe(true);
    expect(isLargeAdjustment(change(LARGE_CHANGE_UNITS, 5000, 'Found a pallet'))).toBe(true);
    expect(isLargeAdjustment(change(LARGE_CHANGE_UNITS - 1, 5000, 'Found a pallet'))).toBe(false);
  });

  it('is half the stock before or more, once past the floor', () => {
    expect(isLargeAdjustment(change(-30, 60, 'Recount'))).toBe(true);
    expect(isLargeAdjustment(change(-29, 60, 'Recount'))).toBe(false);
    // Past half, but under the floor: 2 of 3 is not worth a line.
    expect(isLargeAdjustment(change(-(LARGE_SHARE_FLOOR - 1), 20, 'Recount'))).toBe(false);
  });

  it('counts only the absolute size from no stock', () => {
    expect(isLargeAdjustment(change(LARGE_SHARE_FLOOR, 0, 'Found a pallet'))).toBe(false);
    expect(isLargeAdjustment(change(LARGE_CHANGE_UNITS, 0, 'Found a pallet'))).toBe(true);
  });

  it("never counts a product's initial stock, however big", () => {
    // As the sandbox seeds it and product creation writes it: "+360 (Initial stock)" from none.
    expect(isLargeAdjustment(change(360, 0, INITIAL_STOCK_REASON))).toBe(false);
    expect(isLargeAdjustment(change(LARGE_CHANGE_UNITS, 0, ' initial STOCK '))).toBe(false);
  });

  it('calls initial stock only an increase from none with exactly that reason', () => {
    expect(isInitialStock(change(360, 0, INITIAL_STOCK_REASON))).toBe(true);
    // Stock already there, a removal, or another reason: an adjustment like any other.
    expect(isInitialStock(change(360, 40, INITIAL_STOCK_REASON))).toBe(false);
    expect(isLargeAdjustment(change(360, 40, INITIAL_STOCK_REASON))).toBe(true);
    expect(isInitialStock(change(-360, 0, INITIAL_STOCK_REASON))).toBe(false);
    expect(isInitialStock(change(360, null, INITIAL_STOCK_REASON))).toBe(false);
    expect(isInitialStock(change(360, 0, 'Initial stock corrected'))).toBe(false);
    expect(isLargeAdjustment(change(360, 0, 'Initial stock corrected'))).toBe(true);
  });

  it('never counts goods received against a PO, but does count a corrected receipt', () => {
    expect(isLargeAdjustment(change(400, 10, 'Received purchase order PO-1448'))).toBe(false);
    expect(
      isLargeAdjustment(change(-150, 400, 'Receipt corrected on purchase order PO-1448')),
    ).toBe(true);
  });

  it('never counts a routine shipping deduction, however big', () => {
    const big = change(-500, 600, SHIPPING_DEDUCTION_REASON);
    expect(isRoutineShippingDeduction(big)).toBe(true);
    expect(isLargeAdjustment(big)).toBe(false);
  });

  it('needs to know the amount, and the stock before for the relative test', () => {
    expect(isLargeAdjustment(change(null, 10, 'Recount'))).toBe(false);
    expect(isLargeAdjustment(change(40, null, 'Recount'))).toBe(false);
    expect(isLargeAdjustment(change(0, 10, 'Recount'))).toBe(false);
  });
});
