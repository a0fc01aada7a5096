/**
 * ISODateTime arguments: the service reads `YYYY-mm-dd HH:MM:SS`, `YYYY-mm-ddTHH:MM:SS` and a
 * `+00:00` suffix as the same instant, and compares instants. Text comparison put
 * "2026-… 23:59:59" (space) before "2026-…T00:00:00", so it matched records from earlier that day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 300 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  token = t.token(null);
});
afterAll(() => t.close());

const ORDERS = `query O($from: ISODateTime) {
  orders(updated_from: $from) { data(first: 500) { edges { node { id updated_at } } } }
}`;

async function updatedFrom(from: string): Promise<unknown[]> {
  const reply = await t.graphql(token, ORDERS, { from });
  expect(dig(reply.body, 'errors')).toBeUndefined();
  return digList(reply.body, 'data.orders.data.edges').map((e) => dig(e, 'node.id'));
}

describe('ISODateTime arguments', () => {
  it('reads a space, a T and a +00:00 suffix as the same instant', async () => {
    const days = account.orders.map((o) => o.updated_at.slice(0, 10)).sort();
    const day = days[Math.floor(days.length / 2)];
    if (day === undefined) throw new Error('no orders');
    const expected = account.orders
      .filter((o) => o.updated_at > `${day}T23:59:59`)
      .map((o) => o.id)
      .sort();
    const withSpace = await updatedFrom(`${day} 23:59:59`);
    const withT = await updatedFrom(`${day}T23:59:59`);
    const withZone = await updatedFrom(`${day}T23:59:59+00:00`);
    expect([...withSpace].sort()).toEqual(expected);
    expect(withT).toEqual(withSpace);
    expect(withZone).toEqual(withSpace);
    // Orders updated earlier that same day exist, and none of them may come back.
    expect(account.orders.some((o) => o.updated_at.startsWith(day))).toBe(true);
  });

  it('shifts a value with another offset to the instant it names', async () => {
    const day = account.orders[0]?.updated_at.slice(0, 10) ?? '';
    expect(await updatedFrom(`${day}T01:00:00+01:00`)).toEqual(
      await updatedFrom(`${day} 00:00:00`),
    );
  });

  it('refuses a value that is no date with a code 3 on the operation', async () => {
    const reply = await t.graphql(token, ORDERS, { from: '27/11/2026' });
    // The filters run in the wrapper's `data`, so that is what fails (the service's shape).
    expect(dig(reply.body, 'data.orders.data')).toBeNull();
    const errors = digList(reply.body, 'errors');
    expect(errors).toHaveLength(1);
    expect(dig(errors[0], 'code')).toBe(3);
    expect(dig(errors[0], 'operation')).toBe('orders');
    expect(dig(errors[0], 'field')).toBe('data');
    expect(String(dig(errors[0], 'message'))).toContain('updated_from');
    expect(dig(reply.body, 'extensions.throttling.cost')).toBe(1);
  });

  it('refuses a day that does not exist', async () => {
    const reply = await t.graphql(token, ORDERS, { from: '2026-02-30 00:00:00' });
    expect(dig(digList(reply.body, 'errors')[0], 'code')).toBe(3);
  });
});
