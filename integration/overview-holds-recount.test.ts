/**
 * The overview's holds count against the real sandbox, on the account `npm start` signs in to
 * (1,000 orders and the shipments story's eight, 88 of them on hold): what counting costs the
 * first time, and what a recount costs now that it reads only the orders changed since. Before,
 * every recount cost what the first count does (89 credits: one plus one per order on hold).
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationData } from '../shared/operations/catalogue.ts';
import { OPERATIONS } from '../shared/operations/catalogue.ts';
import { dig, startTestSandbox, type TestSandbox } from '../sandbox/testing/test-sandbox.ts';
import type { OperationResult } from '../renderer/data/run-operation.ts';
import { countOrders, type RunPage } from '../renderer/overview/order-counts.ts';
import { countOrRecount } from '../renderer/overview/order-recount.ts';

const COUNT = print(OPERATIONS.OverviewOrders.document);
const HOLDS = print(OPERATIONS.UpdateOrderHolds.document);

let t: TestSandbox;
let reader: string;
beforeAll(async () => {
  t = await startTestSandbox({ products: 500, orders: 1000 });
  reader = t.token(['view:orders']);
});
afterAll(() => t.close());

/** One page as the hook asks it (use-order-counts.ts), answered by the sandbox. */
const run: RunPage = async ({ after, first, updatedFrom, withMark }) => {
  const { body } = await t.graphql(reader, COUNT, {
    first,
    after,
    hasHold: updatedFrom === null ? true : null,
    updatedFrom,
    withMark,
  });
  expect(body.errors).toBeUndefined();
  const page: OperationResult<'OverviewOrders'> = {
    data: body.data as OperationData<'OverviewOrders'>,
    errors: [],
    scopeWarnings: [],
    cost: {
      estimated: Number(dig(body, 'extensions.throttling.estimated_complexity')),
      actual: Number(dig(body, 'extensions.throttling.cost')),
      pageSize: null,
    },
  };
  return page;
};

async function setHold(orderId: string, held: boolean): Promise<void> {
  t.clock.advance(5_000);
  const { body } = await t.graphql(t.token(['change:orders']), HOLDS, {
    data: { order_id: orderId, fraud_hold: held },
  });
  expect(body.errors).toBeUndefined();
}

describe('the overview’s holds recount against the sandbox', () => {
  it('costs a few credits instead of 89, and comes to what a full count does', async () => {
    const first = await countOrRecount(run, null, true);
    expect(first.total).toBe(88);
    // Before: 1 + 88 per count. Now the first count also asks for the mark (1 + 1).
    expect(first.credits).toBe(1 + 88 + 2);

    // `updated_from` includes the mark itself, so the orders last changed in that very second
    // (eight in the seed, which stamps the newest orders alike) are read every time until a
    // later change moves the mark.
    const account = t.sandbox.data.accounts.find((a) => a.id === t.owner.account_id);
    const atMark = account?.orders.filter((o) => o.updated_at === first.basis?.mark).length ?? 0;
    expect(atMark).toBeGreaterThan(0);

    t.clock.advance(60_000);
    const unchanged = await countOrRecount(run, first.basis, true);
    expect(unchanged.read).toBe('changes');
    expect(unchanged.total).toBe(88);
    // The orders page (1 + those at the mark) and the mark (1 + 1).
    expect(unchanged.credits).toBe(1 + atMark + 2);

    const free = account?.orders.find((o) => !Object.values(o.holds).some(Boolean));
    const held = account?.orders.find((o) => o.holds.operator_hold && !o.holds.fraud_hold);
    if (!free || !held) throw new Error('setup');
    await setHold(free.id, true);
    await setHold(held.id, true);
    const changed = await countOrRecount(run, unchanged.basis, true);
    expect(changed.read).toBe('changes');
    expect(changed.total).toBe(89);
    expect(changed.credits).toBe(1 + atMark + 2 + 2);

    await setHold(free.id, false);
    const cleared = await countOrRecount(run, changed.basis, true);
    const full = await countOrders(run);
    expect({ total: cleared.total, holds: cleared.holds, byStatus: cleared.byStatus }).toEqual({
      total: full.total,
      holds: full.holds,
      byStatus: full.byStatus,
    });
    expect(cleared.total).toBe(88);
    // The mark has moved to the last change: the two orders changed at or after it.
    expect(cleared.credits).toBe(1 + 2 + 2);
  });
});
