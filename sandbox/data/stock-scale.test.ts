/**
 * A catalogue past FULL_HISTORY_PRODUCTS: the products after it are spread over the warehouses
 * (one or two each) with receipt-only histories, and the stock still adds up. seedStock alone:
 * what the later seeding steps add is theirs to test.
 */
import { describe, expect, it } from 'vitest';
import { createLegacyIds } from './ids.ts';
import { seedProducts } from './products.ts';
import { FIRST_PROFILE } from './profiles.ts';
import { createRandom } from './random.ts';
import { FULL_HISTORY_PRODUCTS, seedStock } from './stock.ts';
import type { InventoryChange, User } from './types.ts';
import { seedWarehouses } from './warehouses.ts';

const EXTRA = 600;
const NOW = Date.parse('2026-11-01T12:00:00Z');
const ACCOUNT = 'QWNjb3VudDox';

const ids = createLegacyIds();
const users = FIRST_PROFILE.users.map((user, index): User => ({
  ...user,
  id: `user-${index}`,
  legacy_id: index + 1,
  account_id: ACCOUNT,
}));
const warehouses = seedWarehouses(createRandom(1), ids, FIRST_PROFILE, ACCOUNT, 4);
const products = seedProducts(
  createRandom(2),
  ids,
  FIRST_PROFILE,
  ACCOUNT,
  FULL_HISTORY_PRODUCTS + EXTRA,
  NOW,
);
const stock = seedStock(createRandom(3), ids, ACCOUNT, products, warehouses, users, NOW);

const history = new Map<string, InventoryChange[]>();
for (const change of stock.changes) {
  const key = `${change.warehouse_id} ${change.sku}`;
  history.set(key, [...(history.get(key) ?? []), change]);
}

describe('seeding a catalogue past FULL_HISTORY_PRODUCTS', () => {
  const lean = products.slice(FULL_HISTORY_PRODUCTS);
  const full = products.slice(0, FULL_HISTORY_PRODUCTS);
  const recordsOf = (sku: string) => stock.bySku.get(sku) ?? [];

  it('spreads the later products over every warehouse, one or two each', () => {
    const perWarehouse = new Map<string, number>();
    for (const product of lean) {
      const records = recordsOf(product.sku);
      expect(records.length === 1 || records.length === 2).toBe(true);
      for (const record of records) {
        perWarehouse.set(record.warehouse_id, (perWarehouse.get(record.warehouse_id) ?? 0) + 1);
      }
    }
    expect([...perWarehouse.keys()].sort()).toEqual(warehouses.map((w) => w.id).sort());
    // Roughly even: each of the four warehouses holds at least a sixth of the later products.
    for (const count of perWarehouse.values()) expect(count).toBeGreaterThan(EXTRA / 6);
    // The first products keep their full shape: most are in every warehouse.
    const everywhere = full.filter((p) => recordsOf(p.sku).length === warehouses.length);
    expect(everywhere.length / full.length).toBeGreaterThan(0.7);
  });

  it('gives the later records a receipt-only history that adds up to on hand', () => {
    for (const product of lean) {
      for (const record of recordsOf(product.sku)) {
        const changes = history.get(`${record.warehouse_id} ${record.sku}`) ?? [];
        expect(changes[0]?.reason).toBe('Initial stock');
        // A low-stock record also has the pick that took it down to its reorder level.
        expect(changes.length).toBeLessThanOrEqual(2);
        if (changes.length === 2) {
          expect(changes[1]?.reason).toBe('Order picked');
          expect(record.on_hand).toBeLessThanOrEqual(record.reorder_level);
        }
        const sum = changes.reduce((total, change) => total + change.change_in_on_hand, 0);
        expect(sum).toBe(record.on_hand);
      }
    }
  });

  it('keeps every change in time order with ids rising along it', () => {
    const times = stock.changes.map((change) => change.created_at);
    expect(times.filter((time, i) => i > 0 && time < (times[i - 1] ?? ''))).toEqual([]);
    const changes = stock.changes;
    const legacyIds = changes.map((change) => change.legacy_id);
    expect(legacyIds).toEqual([...legacyIds].sort((a, b) => a - b));
  });
});
