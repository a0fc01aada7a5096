import { describe, expect, it } from 'vitest';
import type { HoldKey } from '../../shared/orders/holds.ts';
import { countOrders, type PageRequest, type RunPage } from './order-counts.ts';
import {
  FULL_EVERY,
  RECOUNT_MOST_CHANGES,
  RECOUNT_PAGE_SIZE,
  countOrRecount,
} from './order-recount.ts';
import { overviewPage } from './testing/overview-page.ts';

interface FakeOrder {
  id: string;
  status: string;
  holds: Partial<Record<HoldKey, boolean>>;
  updatedAt: string;
}

/**
 * The `orders` list as the service answers the overview: `has_hold` and `updated_from`
 * (inclusive) filters, pages of `first` with a cursor, charged 1 + orders (+ 2 for the mark).
 */
function fakeService(orders: FakeOrder[]) {
  const requests: PageRequest[] = [];
  const held = (o: FakeOrder) => Object.values(o.holds).some(Boolean);
  const newest = () => orders.map((o) => o.updatedAt).reduce((a, b) => (b > a ? b : a), '');
  const runFor =
    (hasHold: boolean | null): RunPage =>
    (request) => {
      requests.push(request);
      const filter = request.updatedFrom === null ? hasHold : null;
      const matching = orders.filter(
        (o) =>
          (filter === null || held(o) === filter) &&
          (request.updatedFrom === null || o.updatedAt >= request.updatedFrom),
      );
      const start = request.after === null ? 0 : Number(request.after);
      const slice = matching.slice(start, start + request.first);
      const end = start + slice.length;
      const next = end < matching.length ? String(end) : null;
      const mark = request.withMark ? newest() : null;
      const actual = 1 + slice.length + (mark === null ? 0 : 2);
      return Promise.resolve(
        overviewPage(
          slice.map((o) => ({
            id: o.id,
            status: o.status,
            holds: o.holds,
            updatedAt: o.updatedAt,
          })),
          next,
          actual,
          mark,
        ),
      );
    };
  return { requests, runFor };
}

const second = (s: number) => new Date(Date.UTC(2026, 10, 1, 7, 0, s)).toISOString().slice(0, 19);
/** The newest change in `account()`: order O299's. */
const NEWEST = second(299);

/** 300 orders, every third on an operator hold, each changed a second after the one before. */
function account(): FakeOrder[] {
  return Array.from({ length: 300 }, (_, i) => ({
    id: `O${i}`,
    status: i % 2 === 0 ? 'pending' : 'fulfilled',
    holds: { operator_hold: i % 3 === 0 },
    updatedAt: second(i),
  }));
}

function change(order: FakeOrder | undefined, at: string, fields: Partial<FakeOrder>): void {
  if (!order) throw new Error('no such order');
  Object.assign(order, fields, { updatedAt: at });
}

describe('a recount of the orders on hold', () => {
  it('reads only what changed since the last count, and comes to what a full count would', async () => {
    const orders = account();
    const service = fakeService(orders);
    const run = service.runFor(true);
    const first = await countOrRecount(run, null, true);
    expect(first).toMatchObject({ total: 100, read: 'all', credits: 1 + 100 + 2 });

    change(orders[1], '2026-11-01T09:00:00', { holds: { fraud_hold: true } }); // placed
    change(orders[3], '2026-11-01T09:01:00', { holds: { operator_hold: false } }); // cleared
    change(orders[6], '2026-11-01T09:02:00', { status: 'fulfilled' }); // still held
    change(orders[4], '2026-11-01T09:03:00', { status: 'fulfilled' }); // never held
    service.requests.length = 0;
    const again = await countOrRecount(run, first.basis, true);

    expect(service.requests).toEqual([
      { after: null, first: RECOUNT_PAGE_SIZE, updatedFrom: NEWEST, withMark: true },
    ]);
    // The four changed orders, O299 (changed at the mark itself: `updated_from` includes it) and
    // the mark, where a full count read all 100 held ones again.
    expect(again.credits).toBe(1 + 5 + 2);
    expect(again.read).toBe('changes');
    const full = await countOrders(run);
    expect({ total: again.total, byStatus: again.byStatus, holds: again.holds }).toEqual({
      total: full.total,
      byStatus: full.byStatus,
      holds: full.holds,
    });
    expect(again.holds).toMatchObject({ operator_hold: 99, fraud_hold: 1 });
    expect(again.basis?.mark).toBe('2026-11-01T09:03:00');
  });

  it('counts everything again past a hundred changes, adding what looking cost', async () => {
    const orders = account();
    const service = fakeService(orders);
    const run = service.runFor(true);
    const first = await countOrRecount(run, null, true);
    for (const order of orders.slice(0, RECOUNT_MOST_CHANGES + 1)) {
      change(order, '2026-11-01T09:00:00', {});
    }
    const again = await countOrRecount(run, first.basis, true);
    expect(again.read).toBe('all');
    expect(again.total).toBe(100);
    // Four pages of 25 changes (the first with the mark), a fifth holding the 101st change and
    // O299, then the full count's 103.
    expect(again.credits).toBe(1 + 25 + 2 + 3 * (1 + 25) + (1 + 2) + 103);
  });

  it(`counts everything again every ${FULL_EVERY}th time`, async () => {
    const service = fakeService(account());
    const run = service.runFor(true);
    let counts = await countOrRecount(run, null, true);
    const reads: string[] = [];
    for (let i = 0; i < FULL_EVERY; i++) {
      counts = await countOrRecount(run, counts.basis, true);
      reads.push(counts.read);
    }
    expect(reads.filter((r) => r === 'all')).toHaveLength(1);
    expect(reads.at(FULL_EVERY - 1)).toBe('all');
  });

  it('counts today’s orders the same way, keeping every order that changed', async () => {
    const orders = account();
    const service = fakeService(orders);
    const run = service.runFor(null);
    const first = await countOrRecount(run, null, null, 500);
    expect(first.total).toBe(300);
    change(orders[0], '2026-11-01T09:00:00', { status: 'shipped' });
    const again = await countOrRecount(run, first.basis, null, 500);
    // O0 and O299, at the mark.
    expect(again).toMatchObject({ read: 'changes', total: 300, credits: 1 + 2 + 2 });
    expect(again.byStatus).toContainEqual({ status: 'shipped', count: 1 });
  });
});
