/**
 * The returns queue is seeded last, from its own stream: seeding without it gives exactly the
 * data seeded with it, less the queue's returns (and the id counters they moved).
 */
import { describe, expect, it, vi } from 'vitest';
import type { SandboxData } from './types.ts';

const options = {
  seed: 7,
  products: 40,
  orders: 200,
  warehouses: 3,
  credits: 4004,
  rate: 60,
  now: Date.parse('2026-11-01T12:00:00Z'),
};

function withoutQueue(data: SandboxData, keep: ReadonlySet<string>): unknown {
  return data.accounts.map((account) => ({
    ...account,
    nextLegacyId: null,
    orders: account.orders.map((order) => ({
      ...order,
      returns: order.returns.filter((r) => keep.has(r.id)),
    })),
    ordersById: null,
  }));
}

describe('seeding the returns queue', () => {
  it('changes nothing seeded before it', async () => {
    const { seedData } = await import('./seed.ts');
    const seeded = seedData(options);
    vi.resetModules();
    vi.doMock('./returns-seed.ts', async (importOriginal) => ({
      ...(await importOriginal<typeof import('./returns-seed.ts')>()),
      seedReturnQueue: () => undefined,
    }));
    const bare = (await import('./seed.ts')).seedData(options);
    vi.doUnmock('./returns-seed.ts');
    const before = new Set(
      bare.accounts.flatMap((a) => a.orders.flatMap((o) => o.returns.map((r) => r.id))),
    );
    const all = seeded.accounts.flatMap((a) => a.orders.flatMap((o) => o.returns));
    expect(all.length).toBeGreaterThan(before.size);
    expect(withoutQueue(seeded, before)).toEqual(withoutQueue(bare, before));
  });
});
