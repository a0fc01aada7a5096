/**
 * What a day of the Stock changes feed costs, measured against the sandbox at its default size
 * (500 products, 1,000 orders): the StockChanges document, paged 100 changes a request as the
 * feed reads it (renderer/inventory/stock-changes/read-changes.ts), is charged one credit per
 * change plus one per request. docs/stock-changes.md quotes these figures.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../sandbox/data/types.ts';
import {
  dig,
  digList,
  startTestSandbox,
  type TestSandbox,
} from '../../sandbox/testing/test-sandbox.ts';
import { OPERATIONS } from './catalogue.ts';

const PAGE = 100;
let t: TestSandbox;
let account: Account;
beforeAll(async () => {
  t = await startTestSandbox({ products: 500, orders: 1000 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
});
afterAll(() => t.close());

/** Every page of one day, as the feed asks for it: changes read, requests, credits charged. */
async function readDay(
  day: string,
): Promise<{ changes: number; requests: number; credits: number }> {
  const document = print(OPERATIONS.StockChanges.document);
  const token = t.token(null);
  let after: string | null = null;
  let changes = 0;
  let requests = 0;
  let credits = 0;
  for (;;) {
    const reply = await t.graphql(token, document, {
      first: PAGE,
      after,
      from: `${day}T00:00:00`,
      to: `${day}T23:59:59`,
    });
    requests += 1;
    credits += Number(dig(reply.body, 'extensions.throttling.cost'));
    changes += digList(reply.body, 'data.inventory_changes.data.edges').length;
    const next = dig(reply.body, 'data.inventory_changes.data.pageInfo');
    if (dig(next, 'hasNextPage') !== true) break;
    after = String(dig(next, 'endCursor'));
  }
  return { changes, requests, credits };
}

describe('a day’s stock changes feed', () => {
  it.each([
    ['yesterday', '2026-10-31'],
    ['today, until noon', '2026-11-01'],
  ])('%s costs one credit per change plus one per page of 100', async (_label, day) => {
    const read = await readDay(day);
    const expected = account.inventoryChanges.filter((c) => c.created_at.startsWith(day)).length;
    expect(expected).toBeGreaterThan(0);
    expect(read.changes).toBe(expected);
    expect(read.requests).toBe(Math.max(1, Math.ceil(expected / PAGE)));
    expect(read.credits).toBe(expected + read.requests);
  });
});
