/**
 * `inventory_changes(reason:)` is a contains search and needs a date range of at most 60 days;
 * without one, or with a longer one, it is a bad argument (code 3) on the wrapper's `data`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateTime, type Account } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  token = t.token(null);
});
afterAll(() => t.close());

const CHANGES = `query C($sku: String, $reason: String, $from: ISODateTime, $to: ISODateTime) {
  inventory_changes(sku: $sku, reason: $reason, date_from: $from, date_to: $to) {
    data(first: 100) { edges { node { reason created_at } } }
  }
}`;
const ADD = `mutation A($data: UpdateInventoryInput!) {
  inventory_add(data: $data) { warehouse_product { on_hand } }
}`;
const DAY = 86_400_000;

function expectBadArgument(body: unknown, words: string): void {
  expect(dig(body, 'data.inventory_changes.data')).toBeNull();
  const errors = digList(body, 'errors');
  expect(errors).toHaveLength(1);
  expect(dig(errors[0], 'code')).toBe(3);
  expect(dig(errors[0], 'operation')).toBe('inventory_changes');
  expect(dig(errors[0], 'field')).toBe('data');
  expect(String(dig(errors[0], 'message'))).toContain(words);
}

describe('inventory_changes(reason:)', () => {
  it('finds reasons that contain the text, inside the range', async () => {
    const product = account.products[2];
    const row = product ? account.warehouseProductsBySku.get(product.sku)?.[0] : undefined;
    if (!product || !row) throw new Error('no stock row');
    const added = await t.graphql(token, ADD, {
      data: {
        sku: product.sku,
        warehouse_id: row.warehouse_id,
        quantity: 2,
        reason: 'Cycle count aisle 7 [run-42]',
      },
    });
    expect(dig(added.body, 'errors')).toBeUndefined();
    const now = t.clock.now();
    const reply = await t.graphql(token, CHANGES, {
      sku: product.sku,
      reason: 'aisle 7',
      from: isoDateTime(now - 30 * DAY),
      to: isoDateTime(now + DAY).replace('T', ' '),
    });
    expect(dig(reply.body, 'errors')).toBeUndefined();
    const reasons = digList(reply.body, 'data.inventory_changes.data.edges').map((e) =>
      dig(e, 'node.reason'),
    );
    expect(reasons).toEqual(['Cycle count aisle 7 [run-42]']);
  });

  it('refuses reason without a date range', async () => {
    const reply = await t.graphql(token, CHANGES, { reason: 'count' });
    expectBadArgument(reply.body, 'date_from');
    const half = await t.graphql(token, CHANGES, {
      reason: 'count',
      from: isoDateTime(t.clock.now() - DAY),
    });
    expectBadArgument(half.body, 'date_to');
  });

  it('refuses a range longer than 60 days and accepts exactly 60', async () => {
    const now = t.clock.now();
    const long = await t.graphql(token, CHANGES, {
      reason: 'count',
      from: isoDateTime(now - 61 * DAY),
      to: isoDateTime(now),
    });
    expectBadArgument(long.body, '60 days');
    const sixty = await t.graphql(token, CHANGES, {
      reason: 'count',
      from: isoDateTime(now - 60 * DAY),
      to: isoDateTime(now),
    });
    expect(dig(sixty.body, 'errors')).toBeUndefined();
  });

  it('needs no range without reason', async () => {
    const reply = await t.graphql(token, CHANGES, { sku: account.products[2]?.sku });
    expect(dig(reply.body, 'errors')).toBeUndefined();
  });
});
