import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let first: Account;
let second: Account;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 40 });
  const [a, b] = t.sandbox.data.accounts;
  if (!a || !b) throw new Error('seed data needs two accounts');
  [first, second] = [a, b];
});
beforeEach(() => {
  t.sandbox.pools.set(first, first.quota.max);
  t.sandbox.pools.set(second, second.quota.max);
});
afterAll(() => t.close());

const ORDERS_5x5 =
  '{ orders { data(first: 5) { edges { node { id line_items(first: 5) { edges { node { sku } } } } } } } }';

describe('cost: estimated before, charged on actual records after', () => {
  it('estimates orders first:5 × line_items first:5 at 31 and charges 1 + nodes returned', async () => {
    const { body } = await t.graphql(t.token(null), ORDERS_5x5);
    const orders = digList(body, 'data.orders.data.edges');
    const lineItems = orders.reduce<number>(
      (n, o) => n + digList(o, 'node.line_items.edges').length,
      0,
    );
    expect(orders).toHaveLength(5);
    expect(lineItems).toBeGreaterThan(5); // seed orders have 1–6 items, so fewer than 25 come back

    const actual = 1 + 5 + lineItems;
    expect(dig(body, 'extensions.throttling')).toEqual({
      estimated_complexity: 31,
      cost: actual,
      cost_detail: {
        orders: {
          items_count: 5 + lineItems,
          cost: actual,
          total_cost: 31,
          fields: { data: 5, 'data.edges.node.line_items': lineItems },
        },
      },
      user_quota: { credits_remaining: 4004 - actual, max_available: 4004, increment_rate: 60 },
    });
  });

  it('charges 1 for a reply with fewer records than requested', async () => {
    const { body } = await t.graphql(
      t.token(null),
      '{ products(sku: "NO-SUCH-SKU") { data(first: 100) { edges { node { sku } } } } }',
    );
    expect(dig(body, 'extensions.throttling.estimated_complexity')).toBe(101);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(dig(body, 'extensions.throttling.user_quota.credits_remaining')).toBe(4003);
  });

  it('charges 1 for an error', async () => {
    const { body } = await t.graphql(
      t.token(null),
      '{ order(id: "bm90LWFuLW9yZGVy") { data { id } } }',
    );
    expect(body.errors?.[0]?.code).toBe(3);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(dig(body, 'extensions.throttling.user_quota.credits_remaining')).toBe(4003);
  });
});

describe('one pool per account, restored at the rate', () => {
  it('is shared by the users of an account and separate from other accounts', async () => {
    await t.graphql(t.token(null, t.owner), ORDERS_5x5);
    const staffView = await t.graphql(
      t.token(null, t.staff),
      '{ user_quota { credits_remaining max_available increment_rate } }',
    );
    const ownerSpent = 4004 - Number(dig(staffView.body, 'data.user_quota.credits_remaining'));
    expect(ownerSpent).toBeGreaterThan(10); // the owner's query, plus staff's 1
    const otherAccount = await t.graphql(
      t.token(null, t.secondOwner),
      '{ user_quota { credits_remaining max_available increment_rate } }',
    );
    expect(dig(otherAccount.body, 'data.user_quota')).toEqual({
      credits_remaining: 2001,
      max_available: 2002,
      increment_rate: 30,
    });
  });

  it('restores at increment_rate per second, capped at the maximum', async () => {
    t.sandbox.pools.set(first, 100);
    t.clock.advance(10_000);
    const { body } = await t.graphql(t.token(null), '{ user_quota { credits_remaining } }');
    // 100 + 10 s × 60, less this query's own credit.
    expect(dig(body, 'data.user_quota.credits_remaining')).toBe(699);
    t.clock.advance(3_600_000);
    const later = await t.graphql(t.token(null), '{ user_quota { credits_remaining } }');
    expect(dig(later.body, 'data.user_quota.credits_remaining')).toBe(4003);
  });
});

describe('code 30', () => {
  const BIG =
    '{ orders { data(first: 50) { edges { node { id line_items(first: 20) { edges { node { sku } } } } } } } }';

  it('refuses an operation the pool cannot pay yet, saying how long to wait', async () => {
    t.sandbox.pools.set(first, 100);
    const { status, body } = await t.graphql(t.token(null), BIG);
    expect(status).toBe(200);
    expect(dig(body, 'data.orders')).toBeNull();
    expect(body.errors).toHaveLength(1);
    // 1051 needed, 100 held: 951 more at 60/s is 15.85 s.
    expect(body.errors?.[0]).toMatchObject({
      code: 30,
      operation: 'orders',
      required_credits: 1051,
      time_remaining: '16 seconds',
    });
    expect(body.errors?.[0]?.message).toMatch(/16 seconds/);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    // The refusal costs 1; the error reports the same remainder as the reply's quota, no field.
    expect(dig(body, 'extensions.throttling.user_quota.credits_remaining')).toBe(99);
    expect(body.errors?.[0]?.remaining_credits).toBe(99);
    expect(body.errors?.[0]).not.toHaveProperty('field');
  });

  it('succeeds after waiting time_remaining', async () => {
    t.sandbox.pools.set(first, 100);
    const refused = await t.graphql(t.token(null), BIG);
    expect(refused.body.errors?.[0]?.code).toBe(30);
    t.clock.advance(16_000);
    const retried = await t.graphql(t.token(null), BIG);
    expect(retried.body.errors).toBeUndefined();
    expect(digList(retried.body, 'data.orders.data.edges')).toHaveLength(
      Math.min(50, first.orders.length),
    );
  });

  it('refuses an operation above the per-operation maximum with time_remaining "0"', async () => {
    const { body } = await t.graphql(
      t.token(null),
      '{ orders { data(first: 1000) { edges { node { line_items(first: 1000) { edges { node { sku } } } } } } } }',
    );
    expect(body.errors?.[0]).toMatchObject({
      code: 30,
      operation: 'orders',
      required_credits: 1001001,
      time_remaining: '0',
    });
    expect(body.errors?.[0]).not.toHaveProperty('field');
    expect(body.errors?.[0]?.remaining_credits).toBe(
      dig(body, 'extensions.throttling.user_quota.credits_remaining'),
    );
    expect(body.errors?.[0]?.message).toContain(
      'The max allowed for your account is 4004 credits per operation',
    );
    expect(dig(body, 'data.orders')).toBeNull();
  });
});

describe('extensions.throttling on every response', () => {
  it('is present on document errors and unimplemented operations too', async () => {
    const invalid = await t.graphql(t.token(null), '{ products { nope } }');
    expect(invalid.status).toBe(200);
    expect(invalid.body.errors?.[0]?.message).toMatch(/nope/);
    expect(dig(invalid.body, 'extensions.throttling.user_quota.max_available')).toBe(4004);
    const syntax = await t.graphql(t.token(null), '{ products { ');
    expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(dig(syntax.body, 'extensions.throttling.cost')).toBe(1);
  });
});
