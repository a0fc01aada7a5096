import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ products: 250, orders: 30 });
  token = t.token(null);
});
afterAll(() => t.close());

const skus = (reply: unknown): unknown[] =>
  digList(reply, 'data.products.data.edges').map((e) => dig(e, 'node.sku'));

describe('base response and connections', () => {
  it('wraps every root field in { request_id, complexity, data }', async () => {
    const { status, body } = await t.graphql(
      token,
      '{ products { request_id complexity data(first: 3) { edges { node { sku } } } } }',
    );
    expect(status).toBe(200);
    expect(dig(body, 'data.products.request_id')).toMatch(/^[0-9a-f]{24}$/);
    expect(dig(body, 'data.products.complexity')).toBe(4);
    expect(skus(body)).toHaveLength(3);
    expect(body.errors).toBeUndefined();
  });

  it('applies 100 when neither first nor last is given', async () => {
    const { body } = await t.graphql(token, '{ products { data { edges { node { sku } } } } }');
    expect(skus(body)).toHaveLength(100);
    expect(dig(body, 'extensions.throttling.estimated_complexity')).toBe(101);
  });

  it('pages with pageInfo and cursors through the whole catalogue exactly once', async () => {
    const seen: unknown[] = [];
    let after: unknown = null;
    for (let page = 0; page < 10; page++) {
      const { body } = await t.graphql(
        token,
        'query P($after: String) { products { data(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { sku } } } } }',
        { after },
      );
      seen.push(...skus(body));
      after = dig(body, 'data.products.data.pageInfo.endCursor');
      if (dig(body, 'data.products.data.pageInfo.hasNextPage') !== true) break;
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
  });

  it('takes the tail with last', async () => {
    const all = skus(
      (await t.graphql(token, '{ products { data(first: 250) { edges { node { sku } } } } }')).body,
    );
    const tail = skus(
      (await t.graphql(token, '{ products { data(last: 2) { edges { node { sku } } } } }')).body,
    );
    expect(tail).toEqual(all.slice(-2));
  });

  it('rejects a negative first with code 3 on the data field, wrapper intact', async () => {
    const { status, body } = await t.graphql(
      token,
      '{ products { request_id data(first: -1) { edges { node { sku } } } } }',
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({ code: 3, operation: 'products', field: 'data' });
    expect(body.errors?.[0]?.message).toMatch(/first/);
    expect(dig(body, 'data.products.data')).toBeNull();
    expect(dig(body, 'data.products.request_id')).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('sort', () => {
  const query = (sort: string): string =>
    `{ products { data(first: 250, sort: "${sort}") { edges { node { sku name price } } } } }`;
  const nodes = async (sort: string): Promise<{ sku: string; name: string; price: string }[]> =>
    digList((await t.graphql(token, query(sort))).body, 'data.products.data.edges').map(
      (e) => dig(e, 'node') as { sku: string; name: string; price: string },
    );

  it('sorts descending by a decimal attribute, numerically', async () => {
    const prices = (await nodes('-price')).map((n) => Number(n.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sorts by several keys with +/- prefixes', async () => {
    const list = await nodes('+name,-price');
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      if (!a || !b) continue;
      expect(a.name <= b.name).toBe(true);
      if (a.name === b.name) expect(Number(a.price)).toBeGreaterThanOrEqual(Number(b.price));
    }
  });

  it('rejects an unknown attribute with code 3', async () => {
    const { body } = await t.graphql(token, query('colour'));
    expect(body.errors?.[0]).toMatchObject({ code: 3, operation: 'products' });
    expect(body.errors?.[0]?.message).toMatch(/colour/);
  });
});

describe('analyze', () => {
  it('returns the complexity only, with empty edges, for at most 1 credit', async () => {
    const before = t.sandbox.pools.snapshot(
      t.sandbox.data.accounts[0] ?? never(),
    ).credits_remaining;
    const { body } = await t.graphql(
      token,
      '{ orders(analyze: true) { complexity data(first: 50) { edges { node { id line_items(first: 20) { edges { node { sku } } } } } } } }',
    );
    expect(dig(body, 'data.orders.complexity')).toBe(1 + 50 * 21);
    expect(digList(body, 'data.orders.data.edges')).toEqual([]);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(dig(body, 'extensions.throttling.user_quota.credits_remaining')).toBe(before - 1);
  });
});

function never(): never {
  throw new Error('seed data has no first account');
}
