/**
 * Ids carry the service's internal type words: a product's decodes to `ProductInfo:<n>` and a
 * warehouse product's to `Product:<n>`, seeded or created. (The app never reads them; this only
 * keeps the sandbox's ids in the real form.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let token: string;
let warehouseId: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = t.token(null);
  warehouseId = t.sandbox.data.accounts[0]?.warehouses[0]?.id ?? '';
});
afterAll(() => t.close());

const decode = (id: unknown): string => Buffer.from(String(id), 'base64').toString('utf8');
const NODE = 'id legacy_id warehouse_products { id legacy_id }';

function expectWords(product: unknown): void {
  expect(decode(dig(product, 'id'))).toBe(`ProductInfo:${String(dig(product, 'legacy_id'))}`);
  const rows = digList(product, 'warehouse_products');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(decode(dig(row, 'id'))).toBe(`Product:${String(dig(row, 'legacy_id'))}`);
  }
}

describe('id type words', () => {
  it('are ProductInfo for products and Product for warehouse products when seeded', async () => {
    const reply = await t.graphql(
      token,
      `{ products { data(first: 5) { edges { node { ${NODE} } } } } }`,
    );
    const nodes = digList(reply.body, 'data.products.data.edges').map((e) => dig(e, 'node'));
    expect(nodes).toHaveLength(5);
    nodes.forEach(expectWords);
  });

  it('are the same for a created product, which product(id:) then finds', async () => {
    const created = await t.graphql(
      token,
      `mutation C($data: CreateProductInput!) { product_create(data: $data) { product { ${NODE} } } }`,
      {
        data: {
          sku: 'ID-WORDS-1',
          name: 'Id words',
          warehouse_products: [{ warehouse_id: warehouseId, on_hand: 1 }],
        },
      },
    );
    const product = dig(created.body, 'data.product_create.product');
    expectWords(product);
    const found = await t.graphql(
      token,
      'query P($id: String) { product(id: $id) { data { sku } } }',
      {
        id: dig(product, 'id'),
      },
    );
    expect(dig(found.body, 'data.product.data.sku')).toBe('ID-WORDS-1');
  });
});
