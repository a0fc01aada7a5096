/**
 * Cancelling an order lets go of its stock (docs/service-notes.md "Orders, shipments, returns and
 * history"): released to available, or with `remove_inventory` removed from inventory as an
 * inventory change, so `on_hand` stays the sum of each record's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Order, WarehouseProduct } from '../data/types.ts';
import { cancellationReason } from './resolvers/order-stock.ts';
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

const STATUS = `mutation M($data: UpdateOrderFulfillmentStatusInput!) {
  order_update_fulfillment_status(data: $data) { order { fulfillment_status line_items(first: 10) {
    edges { node { sku quantity_allocated } } } } } }`;
const CANCEL = `mutation C($data: CancelOrderInput!) {
  order_cancel(data: $data) { request_id complexity order { id fulfillment_status } } }`;
const STOCK = `query S($sku: String!) {
  warehouse_products(sku: $sku) { data { edges { node { warehouse_id on_hand allocated available } } } }
  inventory_changes(sku: $sku) { data(first: 100, sort: "-created_at") { edges { node { reason change_in_on_hand } } } } }`;

const used = new Set<string>();

/** A pending order whose lines all sit in a stocked warehouse, each record holding its allocation. */
function openOrder(): { order: Order; records: WarehouseProduct[] } {
  for (const order of account.orders) {
    if (order.fulfillment_status !== 'pending' || used.has(order.id)) continue;
    if (order.shipments.length > 0) continue;
    const records = order.line_items.map((item) =>
      account.warehouseProductsBySku
        .get(item.sku)
        ?.find((r) => r.warehouse_id === item.warehouse_id),
    );
    if (!records.every((r): r is WarehouseProduct => r !== undefined)) continue;
    if (order.line_items.some((item) => item.quantity_allocated === 0)) continue;
    if (new Set(order.line_items.map((i) => i.sku)).size !== order.line_items.length) continue;
    // The seed's allocations are not derived from its orders: make these records hold this
    // order's lines (and a few units for other orders), where the shelf has them.
    const fits = order.line_items.every(
      (item, i) => (records[i]?.on_hand ?? 0) >= item.quantity_allocated + 3,
    );
    if (!fits) continue;
    used.add(order.id);
    order.line_items.forEach((item, i) => {
      const record = records[i];
      if (!record) return;
      record.allocated = item.quantity_allocated + 3;
      record.available = record.on_hand - record.allocated;
    });
    return { order, records };
  }
  throw new Error('no suitable pending order');
}

const snapshot = (records: WarehouseProduct[]) =>
  records.map(({ on_hand, allocated, available }) => ({ on_hand, allocated, available }));

function historySum(record: WarehouseProduct): number {
  return account.inventoryChanges
    .filter((c) => c.sku === record.sku && c.warehouse_id === record.warehouse_id)
    .reduce((sum, c) => sum + c.change_in_on_hand, 0);
}

describe('order_update_fulfillment_status to canceled', () => {
  it('releases the allocated stock to available, changing nothing on the shelf', async () => {
    const { order, records } = openOrder();
    const before = snapshot(records);
    const held = order.line_items.map((item) => item.quantity_allocated);
    const changes = account.inventoryChanges.length;
    const { body } = await t.graphql(full, STATUS, {
      data: { order_id: order.id, fulfillment_status: 'canceled' },
    });
    expect(body.errors).toBeUndefined();
    expect(
      digList(body, 'data.order_update_fulfillment_status.order.line_items.edges').map((e) =>
        dig(e, 'node.quantity_allocated'),
      ),
    ).toEqual(order.line_items.map(() => 0));
    expect(snapshot(records)).toEqual(
      before.map((b, i) => ({
        on_hand: b.on_hand,
        allocated: b.allocated - (held[i] ?? 0),
        available: b.available + (held[i] ?? 0),
      })),
    );
    expect(account.inventoryChanges.length).toBe(changes);
  });

  it('with remove_inventory takes the allocated units off the shelf, as inventory changes', async () => {
    const { order, records } = openOrder();
    const before = snapshot(records);
    const held = order.line_items.map((item) => item.quantity_allocated);
    const { body } = await t.graphql(full, STATUS, {
      data: {
        order_id: order.id,
        fulfillment_status: 'canceled',
        remove_inventory: true,
        reason: 'Customer withdrew',
      },
    });
    expect(body.errors).toBeUndefined();
    // Available is unchanged: the stock set aside for the order is gone, not freed.
    expect(snapshot(records)).toEqual(
      before.map((b, i) => ({
        on_hand: b.on_hand - (held[i] ?? 0),
        allocated: b.allocated - (held[i] ?? 0),
        available: b.available,
      })),
    );
    for (const record of records) expect(historySum(record)).toBe(record.on_hand);
    const [first] = order.line_items;
    if (!first) throw new Error('a line item expected');
    const stock = await t.graphql(full, STOCK, { sku: first.sku });
    expect(dig(stock.body, 'data.inventory_changes.data.edges.0.node')).toEqual({
      reason: cancellationReason(order),
      change_in_on_hand: -(held[0] ?? 0),
    });
    const units = held.reduce((a, b) => a + b, 0);
    expect(order.order_history.at(-1)?.information).toBe(
      `Status changed from pending to canceled: Customer withdrew; ${units} allocated units removed from inventory`,
    );
  });

  it("with remove_inventory removes only what a record held for the order, never others' stock", async () => {
    const { order, records } = openOrder();
    const [first] = records;
    const [item] = order.line_items;
    if (!first || !item) throw new Error('a line item expected');
    // This record holds one unit less for the order than the order says it has allocated.
    const held = item.quantity_allocated - 1;
    first.allocated = held;
    first.available = first.on_hand - first.allocated;
    const before = snapshot([first]);
    const { body } = await t.graphql(full, STATUS, {
      data: { order_id: order.id, fulfillment_status: 'canceled', remove_inventory: true },
    });
    expect(body.errors).toBeUndefined();
    expect(snapshot([first])).toEqual(
      before.map((b) => ({
        on_hand: b.on_hand - held,
        allocated: 0,
        available: b.available,
      })),
    );
    expect(historySum(first)).toBe(first.on_hand);
  });

  it('ignores remove_inventory when the order is not being canceled, and a second cancel does nothing', async () => {
    const { order, records } = openOrder();
    const before = snapshot(records);
    await t.graphql(full, STATUS, {
      data: { order_id: order.id, fulfillment_status: 'on_hold', remove_inventory: true },
    });
    expect(snapshot(records)).toEqual(before);
    await t.graphql(full, STATUS, {
      data: { order_id: order.id, fulfillment_status: 'canceled', remove_inventory: true },
    });
    const canceled = snapshot(records);
    await t.graphql(full, STATUS, {
      data: { order_id: order.id, fulfillment_status: 'cancelled', remove_inventory: true },
    });
    expect(snapshot(records)).toEqual(canceled);
  });
});

describe('order_cancel', () => {
  it('cancels for one credit and releases the allocated stock', async () => {
    const { order, records } = openOrder();
    const before = snapshot(records);
    const held = order.line_items.map((item) => item.quantity_allocated);
    const { body } = await t.graphql(full, CANCEL, {
      data: { order_id: order.id, reason: 'Duplicate order', void_on_platform: true },
    });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.order_cancel.order.fulfillment_status')).toBe('canceled');
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(snapshot(records).map((r) => r.available)).toEqual(
      before.map((b, i) => b.available + (held[i] ?? 0)),
    );
    expect(order.order_history.at(-1)?.information).toBe(
      'Status changed from pending to canceled: Duplicate order',
    );
  });

  it('refuses an order with shipments unless forced, an unknown order, and a token without change:orders', async () => {
    const shipped = account.orders.find(
      (o) => o.shipments.length > 0 && o.fulfillment_status !== 'canceled',
    );
    if (!shipped) throw new Error('no shipped order');
    const attempts: [string, Record<string, unknown>, number, RegExp][] = [
      [full, { order_id: shipped.id }, 3, /force/],
      [full, { order_id: 'T3JkZXI6MA==' }, 5, /not found/],
      [t.token(['view:orders']), { order_id: shipped.id, force: true }, 7, /change:orders/],
    ];
    for (const [token, data, code, message] of attempts) {
      const { body } = await t.graphql(token, CANCEL, { data });
      expect(body.errors?.[0]).toMatchObject({ code, operation: 'order_cancel' });
      expect(body.errors?.[0]?.message).toMatch(message);
      expect(dig(body, 'data.order_cancel')).toBeNull();
    }
    expect(shipped.fulfillment_status).not.toBe('canceled');
    const forced = await t.graphql(full, CANCEL, { data: { order_id: shipped.id, force: true } });
    expect(dig(forced.body, 'data.order_cancel.order.fulfillment_status')).toBe('canceled');
  });
});
