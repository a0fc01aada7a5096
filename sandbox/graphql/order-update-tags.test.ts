/**
 * `order_update_tags` replaces an order's tags in one mutation (docs/service-notes.md "Orders,
 * shipments, returns and history"): one request, one credit, one history entry, and nothing
 * half-done when it is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Order } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let full: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 60 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  full = t.token(null);
});
afterAll(() => t.close());

const UPDATE_TAGS = `mutation M($data: UpdateTagsInput!) {
  order_update_tags(data: $data) { request_id complexity order { id tags updated_at } } }`;
const HISTORY = `query H($id: String) { order_history(order_id: $id) { data(first: 50, sort: "-created_at,-legacy_id") {
  edges { node { information username } } } } }`;

function anOrder(): Order {
  const order = account.orders.find((o) => o.fulfillment_status === 'pending');
  if (!order) throw new Error('no pending order');
  return order;
}

async function history(id: string): Promise<unknown[]> {
  const { body } = await t.graphql(full, HISTORY, { id });
  return digList(body, 'data.order_history.data.edges').map((e) => dig(e, 'node.information'));
}

describe('order_update_tags', () => {
  it('replaces the tags in one request for one credit, writing what went and what came', async () => {
    const order = anOrder();
    order.tags.splice(0, order.tags.length, 'wholesale', 'gift');
    t.clock.advance(60_000);
    const before = order.updated_at;
    const { body } = await t.graphql(full, UPDATE_TAGS, {
      data: { order_id: order.id, tags: ['gift', ' rush ', 'rush'] },
    });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.order_update_tags.order.tags')).toEqual(['gift', 'rush']);
    expect(dig(body, 'data.order_update_tags.complexity')).toBe(1);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(dig(body, 'data.order_update_tags.order.updated_at')).not.toBe(before);
    expect((await history(order.id))[0]).toBe('Tags removed: wholesale; Tags added: rush');
    const listed = await t.graphql(
      full,
      '{ orders(tag: "rush") { data { edges { node { id } } } } }',
    );
    expect(digList(listed.body, 'data.orders.data.edges').map((e) => dig(e, 'node.id'))).toEqual([
      order.id,
    ]);
  });

  it('clears with an empty list, and writes nothing when the list is what the order has', async () => {
    const order = anOrder();
    const same = [...order.tags];
    const count = (await history(order.id)).length;
    await t.graphql(full, UPDATE_TAGS, { data: { order_id: order.id, tags: same } });
    expect((await history(order.id)).length).toBe(count);
    const { body } = await t.graphql(full, UPDATE_TAGS, { data: { order_id: order.id, tags: [] } });
    expect(dig(body, 'data.order_update_tags.order.tags')).toEqual([]);
    expect((await history(order.id))[0]).toBe(`Tags removed: ${same.join(', ')}`);
  });

  it('restores an exact earlier list, order included (what an undo sends)', async () => {
    const order = anOrder();
    await t.graphql(full, UPDATE_TAGS, { data: { order_id: order.id, tags: ['b', 'a'] } });
    const { body } = await t.graphql(full, UPDATE_TAGS, {
      data: { order_id: order.id, tags: ['a', 'b'] },
    });
    expect(dig(body, 'data.order_update_tags.order.tags')).toEqual(['a', 'b']);
    expect((await history(order.id))[0]).toBe('Tags reordered: a, b');
  });

  it('refuses a blank or overlong tag, an unknown order and a token without change:orders, changing nothing', async () => {
    const order = anOrder();
    const tags = [...order.tags];
    const count = (await history(order.id)).length;
    const attempts: [string, Record<string, unknown>, number, RegExp][] = [
      [full, { order_id: order.id, tags: ['ok', ' '] }, 3, /empty/],
      [full, { order_id: order.id, tags: ['x'.repeat(500)] }, 3, /longer/],
      [full, { order_id: order.id }, 3, /tags/],
      [full, { order_id: 'T3JkZXI6MA==', tags: ['a'] }, 5, /not found/],
      [t.token(['view:orders']), { order_id: order.id, tags: ['a'] }, 7, /change:orders/],
    ];
    for (const [token, data, code, message] of attempts) {
      const { body } = await t.graphql(token, UPDATE_TAGS, { data });
      expect(body.errors?.[0]).toMatchObject({ code, operation: 'order_update_tags' });
      expect(body.errors?.[0]?.message).toMatch(message);
      expect(dig(body, 'data.order_update_tags')).toBeNull();
    }
    expect(order.tags).toEqual(tags);
    expect((await history(order.id)).length).toBe(count);
  });
});
