/**
 * Yesterday's and today's seeded stock movements: routine shipping deductions and a few large
 * manual adjustments by named people, told apart by the app's own rules, added after everything
 * else so the rest of the seeded data is untouched.
 */
import { describe, expect, it } from 'vitest';
import {
  isLargeAdjustment,
  isRoutineShippingDeduction,
} from '../../shared/inventory/stock-change-kinds.ts';
import { isLowStock } from '../../shared/replica/figures.ts';
import type { SeedOptions } from './seed.ts';
import { seedData } from './seed.ts';
import { MANUAL_ADJUSTMENTS } from './stock-recent.ts';
import type { Account, InventoryChange } from './types.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const YESTERDAY = '2025-05-31T00:00:00';
const OPTIONS: SeedOptions = {
  seed: 7,
  products: 120,
  orders: 300,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  now: NOW,
};

const data = seedData(OPTIONS);

function accountAt(index: number): Account {
  const account = data.accounts[index];
  if (!account) throw new Error(`no account ${index}`);
  return account;
}

/**
 * The changes the recent seeding added to the first account. Legacy ids run across both
 * accounts: the first account's history, the second's, then the recent movements of each; so
 * the first account's recent changes are those above the second account's lowest id.
 */
function recent(account: Account, next: Account): InventoryChange[] {
  const lowestOfNext = Math.min(...next.inventoryChanges.map((c) => c.legacy_id));
  return account.inventoryChanges.filter((c) => c.legacy_id > lowestOfNext);
}

describe('seedRecentStock', () => {
  const account = accountAt(0);
  const added = recent(account, accountAt(1));

  it('adds routine shipping deductions and large manual adjustments, yesterday and today only', () => {
    expect(added.length).toBeGreaterThan(20);
    expect(
      added.every((c) => c.created_at >= YESTERDAY && c.created_at <= '2025-06-01T12:00:00'),
    ).toBe(true);
    const routine = added.filter(isRoutineShippingDeduction);
    const large = added.filter(isLargeAdjustment);
    expect(routine.length + large.length).toBe(added.length);
    expect(routine.every((c) => c.change_in_on_hand >= -3)).toBe(true);
    const days = new Set(routine.map((c) => c.created_at.slice(0, 10)));
    expect(days).toEqual(new Set(['2025-05-31', '2025-06-01']));
    const wanted = MANUAL_ADJUSTMENTS.flat().map((m) => m.reason);
    expect(large.map((c) => c.reason).sort()).toEqual([...wanted].sort());
  });

  it('credits the manual adjustments to the account’s people, not its developer integration', () => {
    const byId = new Map(account.users.map((user) => [user.id, user]));
    for (const change of added.filter(isLargeAdjustment)) {
      expect(byId.get(change.user_id)?.kind).not.toBe('developer');
    }
  });

  it('keeps each history in order and on hand its sum, above the reorder level and allocations', () => {
    for (const record of [...account.warehouseProductsBySku.values()].flat()) {
      const history = account.inventoryChanges.filter(
        (c) => c.sku === record.sku && c.warehouse_id === record.warehouse_id,
      );
      let onHand = 0;
      for (const change of history) {
        expect(change.previous_on_hand).toBe(onHand);
        onHand += change.change_in_on_hand;
      }
      expect(record.on_hand).toBe(onHand);
      expect(record.available).toBe(record.on_hand - record.allocated);
      expect(record.allocated).toBeLessThanOrEqual(record.on_hand);
    }
    const times = account.inventoryChanges.map((c) => c.created_at);
    expect(times.every((time, i) => i === 0 || (times[i - 1] ?? '') <= time)).toBe(true);
  });

  it('touches only records that were above their reorder level and stay so', () => {
    const firstByRecord = new Map<string, InventoryChange>();
    for (const change of added) {
      const key = `${change.warehouse_id} ${change.sku}`;
      if (!firstByRecord.has(key)) firstByRecord.set(key, change);
    }
    expect(firstByRecord.size).toBeGreaterThan(10);
    for (const record of [...account.warehouseProductsBySku.values()].flat()) {
      const first = firstByRecord.get(`${record.warehouse_id} ${record.sku}`);
      if (first === undefined) continue;
      const before = {
        available: first.previous_on_hand - record.allocated,
        reorderLevel: record.reorder_level,
      };
      const after = { available: record.available, reorderLevel: record.reorder_level };
      expect(isLowStock(before)).toBe(false);
      expect(isLowStock(after)).toBe(false);
      // Each touched record's own history ended before the recent movements began.
      const older = account.inventoryChanges.filter(
        (c) =>
          c.sku === record.sku &&
          c.warehouse_id === record.warehouse_id &&
          c.legacy_id < first.legacy_id,
      );
      expect(older.every((c) => c.created_at < YESTERDAY)).toBe(true);
    }
  });
});
