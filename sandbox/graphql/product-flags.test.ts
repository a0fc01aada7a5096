/**
 * The product booleans `no_air`, `not_owned`, `ignore_on_invoice` and `ignore_on_customs` come
 * back filled, as `kit` and `final_sale` do, and the same seed fills them the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../data/seed.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

const FLAGS = ['no_air', 'not_owned', 'ignore_on_invoice', 'ignore_on_customs'] as const;

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox({ products: 300 });
  token = t.token(null);
});
afterAll(() => t.close());

const PRODUCTS = `{
  products { data(first: 1000) { edges { node { sku kit final_sale ${FLAGS.join(' ')} } } } }
}`;

describe('product booleans', () => {
  it('are never null, and each is true for some products and false for most', async () => {
    const reply = await t.graphql(token, PRODUCTS);
    expect(dig(reply.body, 'errors')).toBeUndefined();
    const nodes = digList(reply.body, 'data.products.data.edges').map((e) => dig(e, 'node'));
    expect(nodes.length).toBeGreaterThan(50);
    for (const flag of FLAGS) {
      const values = nodes.map((node) => dig(node, flag));
      expect(values.every((v) => typeof v === 'boolean')).toBe(true);
      const trues = values.filter((v) => v === true).length;
      expect(trues).toBeGreaterThan(0);
      expect(trues).toBeLessThan(values.length / 4);
    }
  });

  it('are the same for the same seed', () => {
    const options = {
      seed: 11,
      products: 200,
      orders: 10,
      warehouses: 2,
      credits: 4004,
      rate: 60,
      now: Date.parse('2026-11-01T12:00:00Z'),
    };
    const flagsOf = (): unknown[] => {
      const account = seedData(options).accounts[0];
      return (account?.products ?? []).map((p) => FLAGS.map((flag) => p[flag]));
    };
    expect(flagsOf()).toEqual(flagsOf());
  });
});
