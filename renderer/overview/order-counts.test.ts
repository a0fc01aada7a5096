import { describe, expect, it } from 'vitest';
import type { OperationResult } from '../data/run-operation.ts';
import { COUNT_LIMIT, COUNT_MAX_CREDITS, countOrders } from './order-counts.ts';
import { overviewPage } from './testing/overview-page.ts';

type Page = OperationResult<'OverviewOrders'>;

/** Every other order has an operator hold; the second also a fraud hold. */
function page(statuses: readonly string[], next: string | null, actual?: number | null): Page {
  const nodes = statuses.map((status, i) => ({
    status,
    holds: { operator_hold: i % 2 === 0, fraud_hold: i === 1 },
  }));
  return actual === undefined ? overviewPage(nodes, next) : overviewPage(nodes, next, actual);
}

describe('countOrders', () => {
  it('pages to the end and tallies statuses (most first) and holds', async () => {
    const calls: [string | null, number][] = [];
    const counts = await countOrders(({ after, first }) => {
      calls.push([after, first]);
      return Promise.resolve(
        after === null
          ? page(['pending', 'fulfilled', 'pending'], 'c1')
          : page(['awaiting-pickup', 'pending'], null, null),
      );
    });
    expect(calls).toEqual([
      [null, 100],
      ['c1', 100],
    ]);
    expect(counts.total).toBe(5);
    expect(counts.more).toBe(false);
    expect(counts.byStatus).toEqual([
      { status: 'pending', count: 3 },
      { status: 'awaiting-pickup', count: 1 },
      { status: 'fulfilled', count: 1 },
    ]);
    expect(counts.holds.operator_hold).toBe(3);
    expect(counts.holds.fraud_hold).toBe(2);
    // Charged 4 for the first page; the second did not say, so its estimate counts.
    expect(counts.credits).toBe(4 + 101);
  });

  it(`stops at ${COUNT_LIMIT} orders and says there are more`, async () => {
    let pages = 0;
    const counts = await countOrders(({ first }) => {
      pages++;
      return Promise.resolve(
        page(
          Array.from({ length: first }, () => 'pending'),
          `c${pages}`,
        ),
      );
    });
    expect(pages).toBe(COUNT_LIMIT / 100);
    expect(counts.total).toBe(COUNT_LIMIT);
    expect(counts.more).toBe(true);
    expect(counts.credits).toBeLessThanOrEqual(COUNT_MAX_CREDITS);
  });

  it('asks only for what is left under the limit, and stops on an empty page with a cursor', async () => {
    const firsts: number[] = [];
    const counts = await countOrders(({ after, first }) => {
      firsts.push(first);
      const full = Array.from({ length: 100 }, () => 'a');
      return Promise.resolve(after === null ? page(full, 'c1') : page([], 'c2'));
    }, 120);
    expect(firsts).toEqual([100, 20]);
    expect(counts.total).toBe(100);
    expect(counts.more).toBe(false);
  });

  it('counts nothing when the service withheld the list', async () => {
    const empty: Page = { ...page([], null), data: { orders: null, mark: null } };
    const counts = await countOrders(() => Promise.resolve(empty));
    expect(counts.total).toBe(0);
    expect(counts.byStatus).toEqual([]);
  });

  it('asks for the mark on the first page only, and keeps it with the orders for a recount', async () => {
    const withMarks: boolean[] = [];
    const counts = await countOrders(({ after, withMark }) => {
      withMarks.push(withMark);
      return Promise.resolve(
        after === null
          ? overviewPage([{ status: 'a' }], 'c1', 4, '2026-11-01T09:00:00')
          : overviewPage([{ status: 'b', updatedAt: '2026-11-01T09:30:00' }]),
      );
    });
    expect(withMarks).toEqual([true, false]);
    // The mark the first page gave, not the newest order read: one changed after its page was
    // read could be older than that.
    expect(counts.basis?.mark).toBe('2026-11-01T09:00:00');
    expect(counts.basis?.orders.size).toBe(2);
    expect(counts.read).toBe('all');
  });

  it('keeps no basis when it stopped at the limit or the service gave no mark', async () => {
    const noMark = await countOrders(() => Promise.resolve(page(['a'], null)));
    expect(noMark.basis).toBeNull();
    const full = Array.from({ length: 100 }, () => 'a');
    const limited = await countOrders(
      ({ after }) =>
        Promise.resolve(
          overviewPage(
            full.map((status) => ({ status })),
            'c',
            101,
            after ? null : 'm',
          ),
        ),
      100,
    );
    expect(limited.more).toBe(true);
    expect(limited.basis).toBeNull();
  });
});
