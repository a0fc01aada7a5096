/**
 * Every `orders` filter the app offers, answered over HTTP and checked against the seeded records
 * themselves: each filter alone, and combined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHold } from '../data/fulfillment.ts';
import type { Account, Order } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 400 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  token = t.token(null);
});
afterAll(() => t.close());

const ORDERS = `query Find($order_number: String, $email: String, $sku: String, $shop_name: String,
  $warehouse_id: String, $has_hold: Boolean, $has_backorder: Boolean, $tag: String,
  $fulfillment_status: String, $order_date_from: ISODateTime, $order_date_to: ISODateTime,
  $operator_hold: Boolean) {
  orders(order_number: $order_number, email: $email, sku: $sku, shop_name: $shop_name,
    warehouse_id: $warehouse_id, has_hold: $has_hold, has_backorder: $has_backorder, tag: $tag,
    fulfillment_status: $fulfillment_status, order_date_from: $order_date_from,
    order_date_to: $order_date_to, operator_hold: $operator_hold) {
    data(first: 500) { edges { node { id } } }
  }
}`;

async function found(variables: Record<string, unknown>): Promise<string[]> {
  const { body } = await t.graphql(token, ORDERS, variables);
  expect(body.errors).toBeUndefined();
  return digList(body, 'data.orders.data.edges').map((edge) => String(dig(edge, 'node.id')));
}

function ids(match: (order: Order) => boolean): string[] {
  return account.orders.filter(match).map((order) => order.id);
}

function sample(index: number): Order {
  const order = account.orders[index];
  if (!order) throw new Error(`no order ${index}`);
  return order;
}

describe('orders filters', () => {
  it('order number: exactly the one order', async () => {
    const order = sample(123);
    expect(await found({ order_number: order.order_number })).toEqual([order.id]);
    expect(await found({ order_number: order.order_number.slice(0, -1) })).toEqual([]);
  });

  it('customer e-mail, whatever its case: every order of that customer', async () => {
    const order = sample(50);
    const expected = ids((o) => o.email === order.email);
    expect(await found({ email: order.email.toUpperCase() })).toEqual(expected);
  });

  it('SKU: orders with a line of that product', async () => {
    const sku = sample(7).line_items[0]?.sku ?? '';
    const expected = ids((o) => o.line_items.some((li) => li.sku === sku));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found({ sku })).toEqual(expected);
  });

  it('order date range: both ends inclusive', async () => {
    const from = sample(100).order_date;
    const to = sample(140).order_date;
    const expected = ids((o) => o.order_date >= from && o.order_date <= to);
    expect(expected.length).toBeGreaterThanOrEqual(41);
    expect(await found({ order_date_from: from, order_date_to: to })).toEqual(expected);
  });

  it('shop and warehouse', async () => {
    const shop = 'Etsy';
    expect(await found({ shop_name: shop })).toEqual(ids((o) => o.shop_name === shop));
    const warehouse = account.warehouses[1]?.id ?? '';
    const expected = ids((o) => o.line_items.some((li) => li.warehouse_id === warehouse));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found({ warehouse_id: warehouse })).toEqual(expected);
  });

  it('has_hold: the seeded orders with holds, and only those', async () => {
    const held = ids((o) => hasHold(o.holds));
    expect(held.length).toBeGreaterThan(5);
    expect(await found({ has_hold: true })).toEqual(held);
    expect(await found({ has_hold: false })).toEqual(ids((o) => !hasHold(o.holds)));
    expect(await found({ operator_hold: true })).toEqual(ids((o) => o.holds.operator_hold));
  });

  it('has_backorder: orders with a backordered line', async () => {
    const expected = ids((o) => o.line_items.some((li) => li.backorder_quantity > 0));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found({ has_backorder: true })).toEqual(expected);
  });

  it('tag and status', async () => {
    expect(await found({ tag: 'wholesale' })).toEqual(ids((o) => o.tags.includes('wholesale')));
    expect(await found({ fulfillment_status: 'on-hold' })).toEqual(
      ids((o) => o.fulfillment_status === 'on-hold'),
    );
  });

  it('combines every filter given', async () => {
    const order = sample(200);
    const sku = order.line_items[0]?.sku ?? '';
    const expected = ids(
      (o) =>
        o.shop_name === order.shop_name &&
        o.fulfillment_status === order.fulfillment_status &&
        o.line_items.some((li) => li.sku === sku),
    );
    expect(expected).toContain(order.id);
    expect(
      await found({
        shop_name: order.shop_name,
        fulfillment_status: order.fulfillment_status,
        sku,
      }),
    ).toEqual(expected);
    expect(
      await found({ order_number: order.order_number, fulfillment_status: 'no-such-status' }),
    ).toEqual([]);
  });
});
