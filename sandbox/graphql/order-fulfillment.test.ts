/**
 * "Where is my order?" over HTTP: shipments, returns and history by order, their scopes and exact
 * costs, and the order mutations (holds, notes, tags, status) each writing history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Order } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let full: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 200 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  full = t.token(null);
});
afterAll(() => t.close());

function orderWhere(match: (order: Order) => boolean): Order {
  const order = account.orders.find(match);
  if (!order) throw new Error('no such seeded order');
  return order;
}

const SHIPMENTS = `query S($id: String) { shipments(order_id: $id) { complexity data(first: 10) {
  edges { node { id order_id delivered address { name city }
    shipping_labels { tracking_number tracking_url carrier } } } } } }`;
const ORDER_SHIPMENTS = `query O($id: String!) { order(id: $id) { data {
  shipments { id order_id delivered address { name city } shipping_labels { tracking_number tracking_url carrier } } } } }`;
const RETURNS = `query R($id: String) { returns(order_id: $id) { data(first: 5) {
  edges { node { id status reason total_items_expected total_items_received total_items_restocked } } } } }`;
const HISTORY = `query H($id: String) { order_history(order_id: $id) { data(first: 50, sort: "-created_at,-legacy_id") {
  edges { node { information username user_id created_at } } } } }`;

const SCOPES = ['view:orders', 'view:shipments', 'view:returns', 'view:pii', 'change:orders'];
const without = (scope: string): string[] => SCOPES.filter((s) => s !== scope);

describe('shipments, returns and history of one order', () => {
  it('shipments(order_id:) agrees with Order.shipments, at the exact cost', async () => {
    const order = orderWhere((o) => o.shipments.length === 2);
    const listed = await t.graphql(full, SHIPMENTS, { id: order.id });
    expect(listed.body.errors).toBeUndefined();
    const nodes = digList(listed.body, 'data.shipments.data.edges').map((e) => dig(e, 'node'));
    const nested = await t.graphql(full, ORDER_SHIPMENTS, { id: order.id });
    expect(nodes).toEqual(dig(nested.body, 'data.order.data.shipments'));
    expect(nodes).toHaveLength(2);
    // Estimate 1 + 10 (first: 10; labels are a list); charged 1 + 2 nodes returned.
    expect(dig(listed.body, 'data.shipments.complexity')).toBe(11);
    expect(listed.body.extensions?.throttling?.estimated_complexity).toBe(11);
    expect(listed.body.extensions?.throttling?.cost).toBe(3);
  });

  it('a pending order has no shipments; an unknown id matches nothing', async () => {
    const pending = orderWhere((o) => o.fulfillment_status === 'pending');
    for (const id of [pending.id, 'T3JkZXI6MQ==']) {
      const { body } = await t.graphql(full, SHIPMENTS, { id });
      expect(digList(body, 'data.shipments.data.edges')).toEqual([]);
      expect(body.extensions?.throttling?.cost).toBe(1);
    }
  });

  it('returns(order_id:) lists the order’s returns', async () => {
    const order = orderWhere((o) => o.returns.length > 0);
    const { body } = await t.graphql(full, RETURNS, { id: order.id });
    expect(digList(body, 'data.returns.data.edges').map((e) => dig(e, 'node.id'))).toEqual(
      order.returns.map((r) => r.id),
    );
    // Estimate 1 + 5 (first: 5; a return's line items are a list); charged 1 + returns listed.
    expect(body.extensions?.throttling?.estimated_complexity).toBe(6);
    expect(body.extensions?.throttling?.cost).toBe(1 + order.returns.length);
  });

  it('needs view:shipments and view:returns (code 7), view:orders for history', async () => {
    const order = orderWhere((o) => o.returns.length > 0);
    const noShipments = await t.graphql(t.token(without('view:shipments')), SHIPMENTS, {
      id: order.id,
    });
    expect(dig(noShipments.body, 'data.shipments')).toBeNull();
    expect(noShipments.body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): view:shipments',
    });
    const noReturns = await t.graphql(t.token(without('view:returns')), RETURNS, { id: order.id });
    expect(noReturns.body.errors?.[0]?.message).toBe('Missing required scope(s): view:returns');
    const noOrders = await t.graphql(t.token(without('view:orders')), HISTORY, { id: order.id });
    expect(noOrders.body.errors?.[0]?.message).toBe('Missing required scope(s): view:orders');
  });

  it('withholds the shipment address’s personal fields without view:pii', async () => {
    const order = orderWhere((o) => o.shipments.length > 0);
    const { body } = await t.graphql(t.token(without('view:pii')), SHIPMENTS, { id: order.id });
    expect(dig(body, 'data.shipments.data.edges.0.node.address')).toEqual({
      name: null,
      city: null,
    });
    expect(body.extensions?.scope_warnings?.['Address.name']?.required_scopes).toEqual([
      'view:pii',
    ]);
    expect(dig(body, 'data.shipments.data.edges.0.node.shipping_labels.0.tracking_number')).toBe(
      order.shipments[0]?.shipping_labels[0]?.tracking_number,
    );
  });
});

const HOLDS = `mutation M($data: UpdateOrderHoldsInput!) { order_update_holds(data: $data) {
  complexity order { holds { operator_hold payment_hold } } } }`;
const NOTE = `mutation M($data: AddHistoryInput!) { order_add_history_entry(data: $data) { complexity order { id } } }`;
const ADD_TAGS = `mutation M($data: UpdateTagsInput!) { order_add_tags(data: $data) { order { tags } } }`;
const CLEAR_TAGS = `mutation M($data: UpdateOrderInputBase!) { order_clear_tags(data: $data) { order { tags } } }`;
const STATUS = `mutation M($data: UpdateOrderFulfillmentStatusInput!) {
  order_update_fulfillment_status(data: $data) { order { fulfillment_status } } }`;

async function latestHistory(id: string): Promise<unknown> {
  const { body } = await t.graphql(full, HISTORY, { id });
  return dig(body, 'data.order_history.data.edges.0.node');
}

async function historyCount(id: string): Promise<number> {
  const { body } = await t.graphql(full, HISTORY, { id });
  return digList(body, 'data.order_history.data.edges').length;
}

describe('order mutations write history', () => {
  it('places and clears a hold, each with an entry naming the user', async () => {
    const order = orderWhere((o) => o.fulfillment_status === 'pending' && !o.holds.operator_hold);
    const staff = t.token(SCOPES, t.staff);
    const placed = await t.graphql(staff, HOLDS, {
      data: { order_id: order.id, operator_hold: true },
    });
    expect(dig(placed.body, 'data.order_update_holds.order.holds.operator_hold')).toBe(true);
    expect(placed.body.extensions?.throttling?.cost).toBe(1);
    expect(await latestHistory(order.id)).toMatchObject({
      information: 'Operator hold placed',
      username: `${t.staff.first_name} ${t.staff.last_name}`,
      user_id: t.staff.id,
    });
    const held = await t.graphql(
      full,
      '{ orders(has_hold: true) { data(first: 500) { edges { node { id } } } } }',
    );
    expect(digList(held.body, 'data.orders.data.edges').map((e) => dig(e, 'node.id'))).toContain(
      order.id,
    );
    await t.graphql(staff, HOLDS, { data: { order_id: order.id, operator_hold: false } });
    expect(await latestHistory(order.id)).toMatchObject({ information: 'Operator hold cleared' });
    // Nothing changes, nothing is written.
    const count = await historyCount(order.id);
    await t.graphql(staff, HOLDS, { data: { order_id: order.id, operator_hold: false } });
    expect(await historyCount(order.id)).toBe(count);
  });

  it('adds a note as typed (trimmed); refuses an empty or overlong one', async () => {
    const order = orderWhere((o) => o.fulfillment_status === 'fulfilled');
    const note = await t.graphql(full, NOTE, {
      data: { order_id: order.id, history_entry: { message: '  Customer called: parcel late  ' } },
    });
    expect(note.body.errors).toBeUndefined();
    expect(await latestHistory(order.id)).toMatchObject({
      information: 'Customer called: parcel late',
      username: `${t.owner.first_name} ${t.owner.last_name}`,
    });
    const count = await historyCount(order.id);
    for (const message of ['   ', 'x'.repeat(2001)]) {
      const bad = await t.graphql(full, NOTE, {
        data: { order_id: order.id, history_entry: { message } },
      });
      expect(bad.body.errors?.[0]?.code).toBe(3);
      expect(dig(bad.body, 'data.order_add_history_entry')).toBeNull();
    }
    expect(await historyCount(order.id)).toBe(count);
  });

  it('adds tags once each and clears them, writing what changed', async () => {
    const order = orderWhere((o) => o.tags.length === 0);
    const added = await t.graphql(full, ADD_TAGS, {
      data: { order_id: order.id, tags: ['vip', ' late-parcel ', 'vip'] },
    });
    expect(dig(added.body, 'data.order_add_tags.order.tags')).toEqual(['vip', 'late-parcel']);
    expect(await latestHistory(order.id)).toMatchObject({
      information: 'Tags added: vip, late-parcel',
    });
    const tagged = await t.graphql(
      full,
      '{ orders(tag: "late-parcel") { data { edges { node { id } } } } }',
    );
    expect(dig(tagged.body, 'data.orders.data.edges.0.node.id')).toBe(order.id);
    const blank = await t.graphql(full, ADD_TAGS, { data: { order_id: order.id, tags: [' '] } });
    expect(blank.body.errors?.[0]?.code).toBe(3);
    const cleared = await t.graphql(full, CLEAR_TAGS, { data: { order_id: order.id } });
    expect(dig(cleared.body, 'data.order_clear_tags.order.tags')).toEqual([]);
    expect(await latestHistory(order.id)).toMatchObject({
      information: 'Tags cleared: vip, late-parcel',
    });
  });

  it('records a status change with its reason', async () => {
    const order = orderWhere((o) => o.fulfillment_status === 'pending');
    await t.graphql(full, STATUS, {
      data: { order_id: order.id, fulfillment_status: 'on-hold', reason: 'Customer asked to wait' },
    });
    expect(await latestHistory(order.id)).toMatchObject({
      information: 'Status changed from pending to on-hold: Customer asked to wait',
    });
  });

  it('needs change:orders (code 7) and an existing order (code 5), changing nothing', async () => {
    const order = orderWhere((o) => !o.holds.payment_hold);
    const count = await historyCount(order.id);
    const noScope = await t.graphql(t.token(without('change:orders')), HOLDS, {
      data: { order_id: order.id, payment_hold: true },
    });
    expect(noScope.body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): change:orders',
    });
    const missing = await t.graphql(full, NOTE, {
      data: { order_id: 'T3JkZXI6MQ==', history_entry: { message: 'hello' } },
    });
    expect(missing.body.errors?.[0]?.code).toBe(5);
    expect(order.holds.payment_hold).toBe(false);
    expect(await historyCount(order.id)).toBe(count);
  });
});
