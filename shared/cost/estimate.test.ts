import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadServiceSchema } from '../api/service-schema.ts';
import { DEFAULT_CONNECTION_SIZE, actualCost, estimateCost } from './estimate.ts';

const schema = loadServiceSchema();
const estimate = (query: string, variables: Record<string, unknown> = {}): number =>
  estimateCost(schema, parse(query), variables).total;

describe('estimateCost — the formula in docs/service-notes.md', () => {
  it('reproduces the four recorded estimates', () => {
    const orders = (outer: string, inner: string): string =>
      `{ orders { data(${outer}) { edges { node { id line_items(${inner}) { edges { node { sku } } } } } } } }`;
    expect(estimate(orders('first: 5', 'first: 5'))).toBe(31);
    expect(estimate(orders('first: 5', 'first: 40'))).toBe(206);
    expect(estimate(orders('first: 1', 'first: 40'))).toBe(42);
    // Shipments without `first`: 100 assumed; line_items is a plain list there, so use a
    // schema with the recorded shape to check the default-size arithmetic.
    const shipmentsSchema = buildSchema(`
      type Query { shipments: R }
      type R { data(first: Int): C }
      type C { edges: [E] pageInfo: P }
      type E { node: S }
      type S { line_items(first: Int): LC }
      type LC { edges: [LE] pageInfo: P }
      type LE { node: L }
      type L { id: String }
      type P { hasNextPage: Boolean }`);
    const doc = parse(
      '{ shipments { data { edges { node { line_items(first: 10) { edges { node { id } } } } } } } }',
    );
    expect(estimateCost(shipmentsSchema, doc).total).toBe(1101);
  });

  it('charges one per outer node as well as the product of sizes (orders × line items, no args)', () => {
    const query =
      '{ orders { data { edges { node { line_items { edges { node { sku } } } } } } } }';
    expect(estimate(query)).toBe(1 + 100 * (1 + 100));
  });

  it('costs 1 for plain objects and lists, and 1 + size for a flat connection', () => {
    expect(estimate('{ account { data { warehouses { id address { city } } } } }')).toBe(1);
    expect(estimate('{ user_quota { credits_remaining } }')).toBe(1);
    expect(
      estimate(
        '{ products { data(first: 25) { edges { node { sku warehouse_products { on_hand } } } } } }',
      ),
    ).toBe(26);
    expect(estimate('{ products { data { edges { node { sku } } } } }')).toBe(
      1 + DEFAULT_CONNECTION_SIZE,
    );
  });

  it('uses `last` when `first` is absent, and variables', () => {
    expect(estimate('{ products { data(last: 7) { edges { node { sku } } } } }')).toBe(8);
    expect(
      estimate('query Q($n: Int) { products { data(first: $n) { edges { node { sku } } } } }', {
        n: 12,
      }),
    ).toBe(13);
  });

  it('follows fragments, honours @skip/@include, and sums root fields by response key', () => {
    const query = `
      query Q($skip: Boolean!) {
        a: products { data(first: 3) { ...P } }
        b: orders { data(first: 2) { edges { node { line_items(first: 4) @skip(if: $skip) { edges { node { sku } } } } } } }
      }
      fragment P on ProductConnection { edges { node { sku } } }`;
    const withLines = estimateCost(schema, parse(query), { skip: false });
    expect(withLines.byRootField).toEqual({ a: 4, b: 1 + 2 * (1 + 4) });
    expect(withLines.total).toBe(15);
    expect(estimateCost(schema, parse(query), { skip: true }).byRootField['b']).toBe(3);
  });

  it('treats negative sizes as zero (the service rejects them with code 3 anyway)', () => {
    expect(estimate('{ products { data(first: -5) { edges { node { sku } } } } }')).toBe(1);
  });

  it('charges actual cost as 1 + nodes returned (5 orders holding 11 line items → 17)', () => {
    expect(actualCost(5 + 11)).toBe(17);
  });
});
