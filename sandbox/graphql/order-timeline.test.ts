/**
 * The order pane's timeline document against the sandbox: page by page with `after`, newest first,
 * every entry once, each page charged for what it returned.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import type { Order } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let order: Order;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  const found = t.sandbox.data.accounts[0]?.orders[0];
  if (!found) throw new Error('no seeded order');
  order = found;
  token = t.token(['view:orders', 'change:orders']);
  const NOTE = `mutation N($data: AddHistoryInput!) { order_add_history_entry(data: $data) { order { id } } }`;
  // Notes a second apart, so "newest first" has one right answer.
  for (let i = 1; i <= 5; i++) {
    t.clock.advance(1000);
    await t.graphql(token, NOTE, {
      data: { order_id: order.id, history_entry: { message: `Note ${i}` } },
    });
  }
});
afterAll(() => t.close());

const TIMELINE = print(OPERATIONS.OrderTimeline.document);

describe('OrderTimeline, page by page', () => {
  it('walks the whole history newest first with `after`, each entry once, at the exact cost', async () => {
    const total = order.order_history.length;
    expect(total).toBeGreaterThanOrEqual(6);
    const seen: unknown[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const { body } = await t.graphql(token, TIMELINE, { orderId: order.id, first: 2, after });
      expect(body.errors).toBeUndefined();
      const edges = digList(body, 'data.order_history.data.edges');
      seen.push(...edges.map((e) => dig(e, 'node.information')));
      pages++;
      // Estimate 1 + 2; charged 1 + the entries this page returned.
      expect(body.extensions?.throttling?.estimated_complexity).toBe(3);
      expect(body.extensions?.throttling?.cost).toBe(1 + edges.length);
      if (dig(body, 'data.order_history.data.pageInfo.hasNextPage') !== true) break;
      after = String(dig(body, 'data.order_history.data.pageInfo.endCursor'));
    }
    expect(pages).toBe(Math.ceil(total / 2));
    expect(seen).toHaveLength(total);
    expect(seen.slice(0, 5)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(seen).toEqual(
      [...order.order_history]
        .sort((a, b) =>
          a.created_at === b.created_at
            ? b.legacy_id - a.legacy_id
            : b.created_at.localeCompare(a.created_at),
        )
        .map((h) => h.information),
    );
  });
});
