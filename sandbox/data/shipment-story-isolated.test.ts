/**
 * The shipments story is seeded last, from its own stream: seeding without it gives exactly the
 * data seeded with it, less the story's orders (and the id counters they moved).
 */
import { describe, expect, it, vi } from 'vitest';
import type { SandboxData } from './types.ts';

const options = {
  seed: 5,
  products: 40,
  orders: 150,
  warehouses: 2,
  credits: 4004,
  rate: 60,
  now: Date.parse('2026-11-01T12:00:00Z'),
};

function ownOrders(data: SandboxData, keep: ReadonlySet<string>): unknown {
  return data.accounts.map((account) => ({
    ...account,
    nextLegacyId: null,
    orders: account.orders.filter((order) => keep.has(order.id)),
    ordersById: [...account.ordersById.keys()].filter((id) => keep.has(id)),
  }));
}

describe('seeding the shipments story', () => {
  it('changes nothing seeded before it', async () => {
    const { seedData } = await import('./seed.ts');
    const seeded = seedData(options);
    vi.resetModules();
    vi.doMock('./shipment-story.ts', async (importOriginal) => ({
      ...(await importOriginal<typeof import('./shipment-story.ts')>()),
      seedShipmentStory: () => [],
    }));
    const bare = (await import('./seed.ts')).seedData(options);
    vi.doUnmock('./shipment-story.ts');
    const before = new Set(bare.accounts.flatMap((a) => a.orders.map((o) => o.id)));
    const all = seeded.accounts.flatMap((a) => a.orders);
    expect(all.length).toBeGreaterThan(before.size);
    expect(ownOrders(seeded, before)).toEqual(ownOrders(bare, before));
  });
});
