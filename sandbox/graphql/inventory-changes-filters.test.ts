/**
 * `inventory_changes` without a SKU answers for the whole account, and every filter the schema
 * gives narrows it (AND): warehouse, customer account, location, date range (instants, both ends
 * inclusive). A date that is no date is a bad argument (code 3) on the wrapper's `data`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateTime, type Account } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

const DAY = 86_400_000;
let t: TestSandbox;
let account: Account;
let other: Account;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  const [first, second] = t.sandbox.data.accounts;
  if (!first || !second) throw new Error('two accounts expected');
  account = first;
  other = second;
  token = t.token(null);
});
afterAll(() => t.close());

const CHANGES = `query C($sku: String, $warehouse: String, $location: String, $locationName: String,
  $customer: String, $from: ISODateTime, $to: ISODateTime) {
  inventory_changes(sku: $sku, warehouse_id: $warehouse, location_id: $location,
    location_name: $locationName, customer_account_id: $customer, date_from: $from, date_to: $to) {
    data(first: 100, sort: "created_at") {
      pageInfo { hasNextPage }
      edges { node { id sku warehouse_id account_id created_at } }
    }
  }
}`;

interface Node {
  id: string;
  sku: string;
  warehouse_id: string;
  account_id: string;
  created_at: string;
}

async function changes(variables: Record<string, unknown>): Promise<Node[]> {
  const reply = await t.graphql(token, CHANGES, variables);
  expect(dig(reply.body, 'errors')).toBeUndefined();
  return digList(reply.body, 'data.inventory_changes.data.edges').map(
    (e) => dig(e, 'node') as Node,
  );
}

/** The account's own changes at the 100 most recent created_at values, as the service keeps them. */
function newest(count: number): Account['inventoryChanges'] {
  return [...account.inventoryChanges]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.legacy_id - b.legacy_id)
    .slice(-count);
}

describe('inventory_changes without a SKU', () => {
  it('answers the account’s changes of every SKU inside the range, both ends inclusive', async () => {
    const last = newest(30);
    const from = last[0]?.created_at ?? '';
    const to = last.at(-1)?.created_at ?? '';
    const expected = account.inventoryChanges.filter(
      (c) => c.created_at >= from && c.created_at <= to,
    );
    const found = await changes({ from, to });
    expect(found.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    expect(new Set(found.map((c) => c.sku)).size).toBeGreaterThan(1);
    expect(found.every((c) => c.account_id === account.id)).toBe(true);
  });

  it('narrows to one warehouse, and to the SKU when one is given', async () => {
    const sample = newest(1)[0];
    if (!sample) throw new Error('no changes');
    const inWarehouse = await changes({ warehouse: sample.warehouse_id, from: sample.created_at });
    expect(inWarehouse.length).toBeGreaterThan(0);
    expect(inWarehouse.every((c) => c.warehouse_id === sample.warehouse_id)).toBe(true);
    const oneSku = await changes({ sku: sample.sku, warehouse: sample.warehouse_id });
    expect(oneSku.every((c) => c.sku === sample.sku)).toBe(true);
    expect(oneSku.map((c) => c.id)).toContain(sample.id);
  });

  it('matches the customer account by the change’s account: another account’s id finds none', async () => {
    const from = newest(5)[0]?.created_at;
    expect((await changes({ customer: account.id, from })).length).toBeGreaterThan(0);
    expect(await changes({ customer: other.id, from })).toEqual([]);
  });

  it('finds nothing by location, as the sandbox keeps no locations on changes', async () => {
    const from = newest(5)[0]?.created_at;
    expect(await changes({ location: 'TG9jYXRpb246MQ==', from })).toEqual([]);
    expect(await changes({ locationName: 'A-01-01', from })).toEqual([]);
  });

  it('searches reasons account-wide by contains, inside at most 60 days', async () => {
    const now = t.clock.now();
    const sixtyAgo = isoDateTime(now - 60 * DAY);
    const query = `query R($reason: String, $from: ISODateTime, $to: ISODateTime) {
      inventory_changes(reason: $reason, date_from: $from, date_to: $to) {
        data(first: 100) { edges { node { sku reason } } }
      }
    }`;
    const expected = account.inventoryChanges.filter(
      (c) => c.reason.toLowerCase().includes('picked') && c.created_at >= sixtyAgo,
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await t.graphql(token, query, {
      reason: 'PICKED',
      from: sixtyAgo,
      to: isoDateTime(now),
    });
    const nodes = digList(found.body, 'data.inventory_changes.data.edges');
    expect(nodes).toHaveLength(Math.min(100, expected.length));
    expect(nodes.every((e) => String(dig(e, 'node.reason')).includes('picked'))).toBe(true);
    const tooLong = await t.graphql(token, query, {
      reason: 'picked',
      from: isoDateTime(now - 61 * DAY),
      to: isoDateTime(now),
    });
    expect(dig(tooLong.body, 'errors.0.code')).toBe(3);
    expect(String(dig(tooLong.body, 'errors.0.message'))).toContain('60 days');
  });

  it('refuses a date that is no date, as a bad argument on data', async () => {
    const reply = await t.graphql(token, CHANGES, { from: 'yesterday' });
    expect(dig(reply.body, 'data.inventory_changes.data')).toBeNull();
    const errors = digList(reply.body, 'errors');
    expect(dig(errors[0], 'code')).toBe(3);
    expect(dig(errors[0], 'field')).toBe('data');
    expect(String(dig(errors[0], 'message'))).toContain('date_from');
  });
});
