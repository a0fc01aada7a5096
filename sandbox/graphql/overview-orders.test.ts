/**
 * The overview's `OverviewOrders` document against the sandbox: the counts it pages through are
 * the seeded orders themselves (from a date, or on hold), newest first, and each page costs what
 * the service charges: estimated 1 + first, charged 1 + the orders returned.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/operations/catalogue.ts';
import { hasHold } from '../data/fulfillment.ts';
import type { Account } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

const QUERY = print(OPERATIONS.OverviewOrders.document);

let t: TestSandbox;
let account: Account;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 300 });
  const first = t.sandbox.data.accounts.find((a) => a.id === t.owner.account_id);
  if (!first) throw new Error('no account');
  account = first;
  token = t.token(['view:orders']);
});
afterAll(() => t.close());

interface Page {
  readonly statuses: string[];
  readonly holds: unknown[];
  readonly next: string | null;
  readonly estimated: unknown;
  readonly charged: unknown;
}

async function page(variables: Record<string, unknown>): Promise<Page> {
  const { body, status } = await t.graphql(token, QUERY, { withMark: false, ...variables });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const edges = digList(body, 'data.orders.data.edges');
  const hasNext = dig(body, 'data.orders.data.pageInfo.hasNextPage') === true;
  return {
    statuses: edges.map((edge) => String(dig(edge, 'node.fulfillment_status'))),
    holds: edges.map((edge) => dig(edge, 'node.holds')),
    next: hasNext ? String(dig(body, 'data.orders.data.pageInfo.endCursor')) : null,
    estimated: dig(body, 'extensions.throttling.estimated_complexity'),
    charged: dig(body, 'extensions.throttling.cost'),
  };
}

function tally(statuses: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('OverviewOrders', () => {
  it('counts the orders from a date by status, newest first, at 1 + first estimated and 1 + n charged', async () => {
    const from = account.orders[account.orders.length - 40]?.order_date ?? '';
    const expected = account.orders.filter((o) => o.order_date >= from);
    expect(expected.length).toBeGreaterThanOrEqual(40);

    const result = await page({ first: 100, orderDateFrom: from });
    expect(result.next).toBeNull();
    expect(tally(result.statuses)).toEqual(tally(expected.map((o) => o.fulfillment_status)));
    expect(result.estimated).toBe(101);
    expect(result.charged).toBe(1 + expected.length);
  });

  it('pages through the orders on hold: every one once, each page charged for what it held', async () => {
    const expected = account.orders.filter((o) => hasHold(o.holds));
    expect(expected.length).toBeGreaterThan(10);
    const statuses: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const result: Page = await page({ first: 10, after, hasHold: true });
      expect(result.estimated).toBe(11);
      expect(result.charged).toBe(1 + result.statuses.length);
      for (const holds of result.holds) expect(Object.values(holds as object)).toContain(true);
      statuses.push(...result.statuses);
      after = result.next;
      pages++;
    } while (after !== null && pages < 100);
    expect(statuses.length).toBe(expected.length);
    expect(tally(statuses)).toEqual(tally(expected.map((o) => o.fulfillment_status)));
  });

  it('needs view:orders', async () => {
    const { body } = await t.graphql(t.token(['view:products']), QUERY, {
      first: 5,
      withMark: false,
    });
    expect(dig(body, 'data.orders')).toBeNull();
    expect(dig(body, 'errors.0.code')).toBe(7);
  });
});
