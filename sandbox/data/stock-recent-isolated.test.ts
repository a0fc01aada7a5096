/**
 * Yesterday's and today's stock movements are seeded last, from their own stream: seeding without
 * them gives exactly the same data, less their changes and what those did to the records they
 * touched (on hand, available, updated_at) and the id counters they moved.
 */
import { describe, expect, it, vi } from 'vitest';
import { isLowStock } from '../../shared/replica/figures.ts';
import type { Account, SandboxData, WarehouseProduct } from './types.ts';

const options = {
  seed: 7,
  products: 60,
  orders: 120,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  now: Date.parse('2026-11-01T12:00:00Z'),
};

/** A record without what a stock change moves. */
function still(record: WarehouseProduct): object {
  return { ...record, on_hand: null, available: null, updated_at: null };
}

function withoutRecent(data: SandboxData, keep: ReadonlySet<string>): unknown {
  return data.accounts.map((account) => ({
    ...account,
    nextLegacyId: null,
    inventoryChanges: account.inventoryChanges.filter((change) => keep.has(change.id)),
    warehouseProductsBySku: [...account.warehouseProductsBySku.values()].flat().map(still),
    ordersById: null,
    productsBySku: null,
  }));
}

function lowIds(account: Account): string[] {
  return [...account.warehouseProductsBySku.values()]
    .flat()
    .filter((r) => isLowStock({ available: r.available, reorderLevel: r.reorder_level }))
    .map((r) => r.id);
}

describe('seeding the recent stock movements', () => {
  it('changes nothing seeded before it, and no record’s low-stock standing', async () => {
    const { seedData } = await import('./seed.ts');
    const seeded = seedData(options);
    vi.resetModules();
    vi.doMock('./stock-recent.ts', async (importOriginal) => ({
      ...(await importOriginal<typeof import('./stock-recent.ts')>()),
      seedRecentStock: () => undefined,
    }));
    const bare = (await import('./seed.ts')).seedData(options);
    vi.doUnmock('./stock-recent.ts');
    const before = new Set(bare.accounts.flatMap((a) => a.inventoryChanges.map((c) => c.id)));
    const all = seeded.accounts.flatMap((a) => a.inventoryChanges);
    expect(all.length).toBeGreaterThan(before.size);
    expect(withoutRecent(seeded, before)).toEqual(withoutRecent(bare, before));
    seeded.accounts.forEach((account, index) => {
      const plain = bare.accounts[index];
      if (!plain) throw new Error('accounts differ');
      expect(lowIds(account)).toEqual(lowIds(plain));
    });
  });
});
