/**
 * `products(updated_from:)` and `warehouse_products(updated_from:)`, which the catalogue replica
 * refreshes with: each returns exactly the records updated at or after the mark, a stock change
 * moves the warehouse row's `updated_at` (not the product's), and the charge is one credit plus
 * one per record returned.
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

const PRODUCTS = `query P($from: ISODateTime, $to: ISODateTime) {
  products(updated_from: $from, updated_to: $to) { complexity data(first: 100, sort: "updated_at") { edges { node { sku updated_at } } } }
}`;
const STOCK = `query S($from: ISODateTime, $to: ISODateTime) {
  warehouse_products(updated_from: $from, updated_to: $to) { complexity data(first: 100, sort: "updated_at") { edges { node { sku warehouse_id on_hand updated_at } } } }
}`;
const ADD = `mutation A($data: UpdateInventoryInput!) {
  inventory_add(data: $data) { warehouse_product { sku on_hand updated_at } }
}`;

function cost(reply: { body: { extensions?: unknown } }): unknown {
  return dig(reply.body, 'extensions.throttling.cost');
}

describe('updated_from on products and warehouse_products', () => {
  it('returns only records changed since the mark, at 1 + n credits', async () => {
    t.clock.advance(60_000);
    const mark = isoDateTime(t.clock.now());
    const product = account.products[3];
    const warehouseId = account.warehouses[0]?.id ?? '';
    if (!product) throw new Error('no product');
    const row = account.warehouseProductsBySku.get(product.sku)?.[0];
    if (!row) throw new Error('no stock row');
    const before = product.updated_at;

    const nothing = await t.graphql(token, STOCK, { from: mark });
    expect(digList(nothing.body, 'data.warehouse_products.data.edges')).toEqual([]);
    expect(cost(nothing)).toBe(1);

    const added = await t.graphql(token, ADD, {
      data: { sku: product.sku, warehouse_id: row.warehouse_id, quantity: 3, reason: 'count' },
    });
    expect(dig(added.body, 'data.inventory_add.warehouse_product.updated_at')).toBe(mark);

    const stock = await t.graphql(token, STOCK, { from: mark });
    const edges = digList(stock.body, 'data.warehouse_products.data.edges');
    expect(edges.map((e) => dig(e, 'node.sku'))).toEqual([product.sku]);
    expect(dig(edges[0], 'node.warehouse_id')).toBe(row.warehouse_id);
    expect(cost(stock)).toBe(2);
    expect(warehouseId).not.toBe('');

    // The product itself did not change: products(updated_from:) leaves it out, for 1 credit.
    expect(product.updated_at).toBe(before);
    const products = await t.graphql(token, PRODUCTS, { from: mark });
    expect(digList(products.body, 'data.products.data.edges')).toEqual([]);
    expect(cost(products)).toBe(1);
  });

  it('bounds both ends with updated_to and includes the mark itself', async () => {
    const sorted = [...account.products].sort((a, b) => (a.updated_at < b.updated_at ? -1 : 1));
    const pivot = sorted[10]?.updated_at ?? '';
    const expected = account.products.filter((p) => p.updated_at === pivot).map((p) => p.sku);
    const reply = await t.graphql(token, PRODUCTS, { from: pivot, to: pivot });
    const skus = digList(reply.body, 'data.products.data.edges').map((e) => dig(e, 'node.sku'));
    expect(skus.sort()).toEqual(expected.sort());
    expect(cost(reply)).toBe(1 + expected.length);

    const rows = account.products.flatMap((p) => account.warehouseProductsBySku.get(p.sku) ?? []);
    const stockPivot = rows.map((r) => r.updated_at).sort()[5] ?? '';
    const stockExpected = rows.filter((r) => r.updated_at >= stockPivot).length;
    const stock = await t.graphql(token, STOCK, { from: stockPivot });
    const count = digList(stock.body, 'data.warehouse_products.data.edges').length;
    expect(count).toBe(Math.min(100, stockExpected));
    expect(cost(stock)).toBe(1 + count);
  });
});
