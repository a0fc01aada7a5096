/**
 * Returns over HTTP: the `returns` filters, `return_update_status` (receiving, restocking exactly
 * once with an inventory change, history), label PII and the `change:returns` scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { isOverdue } from '../../shared/returns/overdue.ts';
import type { Account, Return } from '../data/types.ts';
import { restockReason } from './resolvers/return-mutations.ts';
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

const allReturns = (): Return[] => account.orders.flatMap((o) => o.returns);
function returnWhere(match: (r: Return) => boolean): Return {
  const found = allReturns().find(match);
  if (!found) throw new Error('no such seeded return');
  return found;
}

const LIST = `query R($order: String, $warehouse: String, $from: ISODateTime, $to: ISODateTime, $customer: String) {
  returns(order_id: $order, warehouse_id: $warehouse, date_from: $from, date_to: $to, customer_account_id: $customer) {
    data(first: 100) { edges { node { id } } } } }`;

async function listed(variables: Record<string, unknown>): Promise<string[]> {
  const { body } = await t.graphql(full, LIST, variables);
  expect(body.errors).toBeUndefined();
  return digList(body, 'data.returns.data.edges').map((e) => String(dig(e, 'node.id')));
}

const UPDATE = `mutation U($data: UpdateReturnStatusInput!) { return_update_status(data: $data) {
  complexity return { id status total_items_expected total_items_received total_items_restocked
    line_items { quantity quantity_received restock condition updated_at }
    return_history { body user_id } } } }`;

const LABELS = `query R($order: String) { returns(order_id: $order) { data(first: 5) { edges { node {
  address { name address1 city state } labels { to_name address1 address_city address_state tracking_number } } } } } }`;

describe('returns filters', () => {
  it('lists every return unfiltered, and filters by order', async () => {
    expect((await listed({})).sort()).toEqual(
      allReturns()
        .map((r) => r.id)
        .sort(),
    );
    const one = returnWhere((r) => r.status === 'received');
    expect(await listed({ order: one.order_id })).toEqual(
      allReturns()
        .filter((r) => r.order_id === one.order_id)
        .map((r) => r.id),
    );
  });

  it('filters by warehouse of any line, and by created_at range', async () => {
    const one = returnWhere((r) => r.line_items.length > 0);
    const warehouse = one.line_items[0]?.warehouse_id;
    const byWarehouse = await listed({ warehouse });
    expect(byWarehouse).toContain(one.id);
    const expected = allReturns().filter((r) =>
      r.line_items.some((l) => l.warehouse_id === warehouse),
    );
    expect(byWarehouse.sort()).toEqual(expected.map((r) => r.id).sort());
    const inRange = await listed({ from: one.created_at, to: one.created_at });
    expect(inRange).toEqual(
      allReturns()
        .filter((r) => r.created_at === one.created_at)
        .map((r) => r.id),
    );
  });

  it('filters by customer account: this account lists all, another none', async () => {
    expect((await listed({ customer: account.id })).length).toBe(allReturns().length);
    const other = t.sandbox.data.accounts[1]?.id;
    expect(await listed({ customer: other })).toEqual([]);
  });
});

describe('return_update_status', () => {
  it('marks every outstanding item received, and the history names the user', async () => {
    const pending = returnWhere((r) => r.status === 'pending' && r.total_items_received === 0);
    const { body } = await t.graphql(full, UPDATE, {
      data: { return_id: pending.id, status: 'received' },
    });
    expect(body.errors).toBeUndefined();
    const updated = dig(body, 'data.return_update_status.return');
    expect(dig(updated, 'status')).toBe('received');
    expect(dig(updated, 'total_items_received')).toBe(dig(updated, 'total_items_expected'));
    const history = digList(updated, 'return_history');
    expect(dig(history.at(-1), 'user_id')).toBe(t.owner.id);
    expect(String(dig(history.at(-1), 'body'))).toMatch(/^Status changed from pending to received/);
    // Just arrived: not overdue now, overdue once more than 48 hours have passed.
    expect(isOverdue(pending, t.clock.now())).toBe(false);
    expect(isOverdue(pending, t.clock.now() + 49 * 3_600_000)).toBe(true);
  });

  it('restocks received items exactly once, as one inventory change naming the return', async () => {
    const overdue = returnWhere((r) => isOverdue(r, t.clock.now()));
    const order = account.ordersById.get(overdue.order_id);
    const line = overdue.line_items[0];
    const sku = order?.line_items.find((item) => item.id === line?.line_item_id)?.sku ?? '';
    const stock = account.warehouseProductsBySku
      .get(sku)
      ?.find((wp) => wp.warehouse_id === line?.warehouse_id);
    if (!stock || !line || !order) throw new Error('seeded return without stock');
    const onHand = stock.on_hand;
    const changes = account.inventoryChanges.length;
    const reason = restockReason(overdue, order.order_number);
    for (const status of ['complete', 'complete', 'received', 'complete']) {
      const { body } = await t.graphql(full, UPDATE, { data: { return_id: overdue.id, status } });
      expect(body.errors).toBeUndefined();
    }
    expect(overdue.status).toBe('complete');
    expect(overdue.total_items_restocked).toBe(overdue.total_items_received);
    expect(stock.on_hand).toBe(onHand + line.quantity_received);
    const written = account.inventoryChanges.slice(changes);
    expect(written.map((c) => c.reason)).toEqual(overdue.line_items.map(() => reason));
    expect(written.find((c) => c.sku === sku)?.change_in_on_hand).toBe(line.quantity_received);
    expect(isOverdue(overdue, t.clock.now())).toBe(false);
  });

  it('setting the status a return already has writes nothing', async () => {
    const done = returnWhere((r) => r.status === 'canceled');
    const entries = done.return_history.length;
    const { body } = await t.graphql(full, UPDATE, {
      data: { return_id: done.id, status: 'canceled' },
    });
    expect(dig(body, 'data.return_update_status.return.status')).toBe('canceled');
    expect(done.return_history).toHaveLength(entries);
  });

  it('refuses an unknown status (code 3) and an unknown return (code 5), changing nothing', async () => {
    const one = returnWhere((r) => r.status === 'partial');
    const bad = await t.graphql(full, UPDATE, { data: { return_id: one.id, status: 'lost' } });
    expect(bad.body.errors?.[0]).toMatchObject({ code: 3, operation: 'return_update_status' });
    expect(bad.body.errors?.[0]?.message).toMatch(/pending, partial, received, complete, canceled/);
    expect(one.status).toBe('partial');
    const missing = await t.graphql(full, UPDATE, {
      data: { return_id: 'UmV0dXJuOjE=', status: 'complete' },
    });
    expect(missing.body.errors?.[0]?.code).toBe(5);
  });

  it('needs change:returns: without it, code 7 and the return stays as it was', async () => {
    const one = returnWhere((r) => r.status === 'partial');
    const token = t.token(['view:returns', 'view:orders']);
    const { body } = await t.graphql(token, UPDATE, {
      data: { return_id: one.id, status: 'complete' },
    });
    expect(body.errors?.[0]).toMatchObject({ code: 7 });
    expect(body.errors?.[0]?.message).toMatch(/change:returns/);
    expect(dig(body, 'data.return_update_status')).toBeNull();
    expect(one.status).toBe('partial');
  });
});

describe('return(id:)', () => {
  const ONE = `query One($id: String!) { return(id: $id) { complexity data { id status order { order_number } } } }`;

  it('reads one return with its order; malformed ids are code 3, unknown ones code 5', async () => {
    const one = returnWhere((r) => r.status === 'partial');
    const { body } = await t.graphql(full, ONE, { id: one.id });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.return.data.status')).toBe('partial');
    expect(dig(body, 'data.return.data.order.order_number')).toBe(
      account.ordersById.get(one.order_id)?.order_number,
    );
    expect((await t.graphql(full, ONE, { id: 'nonsense' })).body.errors?.[0]?.code).toBe(3);
    expect((await t.graphql(full, ONE, { id: 'UmV0dXJuOjE=' })).body.errors?.[0]?.code).toBe(5);
  });
});

describe('return labels', () => {
  it('withholds the label recipient and address without view:pii, keeping state', async () => {
    const one = returnWhere((r) => r.status === 'received');
    const limited = await t.graphql(t.token(['view:returns']), LABELS, { order: one.order_id });
    const node = dig(limited.body, 'data.returns.data.edges.0.node');
    expect(dig(node, 'labels.0.to_name')).toBeNull();
    expect(dig(node, 'labels.0.address1')).toBeNull();
    expect(dig(node, 'labels.0.address_city')).toBeNull();
    expect(dig(node, 'labels.0.address_state')).toBe(one.labels[0]?.address_state);
    expect(dig(node, 'labels.0.tracking_number')).toBe(one.labels[0]?.tracking_number);
    expect(dig(node, 'address.name')).toBeNull();
    expect(dig(limited.body, 'extensions.scope_warnings')).toHaveProperty('RMALabelType.to_name');

    const granted = await t.graphql(t.token(['view:returns', 'view:pii']), LABELS, {
      order: one.order_id,
    });
    const shown = dig(granted.body, 'data.returns.data.edges.0.node');
    expect(dig(shown, 'labels.0.to_name')).toBe(one.labels[0]?.to_name);
    expect(dig(shown, 'labels.0.to_name')).not.toBeNull();
  });
});

describe('what the Returns view costs', () => {
  it('a queue page is estimated at 1 + first and charged 1 + the returns read; a return at 1', async () => {
    const queue = await t.graphql(full, print(OPERATIONS.ReturnsQueue.document), { first: 100 });
    expect(queue.body.errors).toBeUndefined();
    const read = digList(queue.body, 'data.returns.data.edges').length;
    expect(read).toBe(allReturns().length);
    expect(queue.body.extensions?.throttling?.estimated_complexity).toBe(101);
    expect(queue.body.extensions?.throttling?.cost).toBe(1 + read);
    const one = returnWhere((r) => r.status === 'received');
    const detail = await t.graphql(full, print(OPERATIONS.ReturnsDetail.document), { id: one.id });
    expect(detail.body.extensions?.throttling?.cost).toBe(1);
    const order = await t.graphql(full, print(OPERATIONS.ReturnsOrder.document), {
      id: one.order_id,
    });
    expect(order.body.extensions?.throttling?.cost).toBe(1);
  });
});
