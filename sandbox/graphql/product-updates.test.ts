import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Product, WarehouseProduct } from '../data/types.ts';
import { ON_HAND_UPDATE_REASON } from './resolvers/product-updates.ts';
import { dig, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let token: string;
let product: Product;
let records: WarehouseProduct[];
beforeAll(async () => {
  t = await startTestSandbox();
  const first = t.sandbox.data.accounts[0];
  const found = first?.products.find(
    (p) => (first.warehouseProductsBySku.get(p.sku) ?? []).length > 1,
  );
  if (!first || !found) throw new Error('no product stocked in two warehouses');
  account = first;
  product = found;
  records = first.warehouseProductsBySku.get(found.sku) ?? [];
  token = t.token(null);
});
afterAll(() => t.close());

const PRODUCT_UPDATE = `mutation U($data: UpdateProductInput!) {
  product_update(data: $data) { request_id complexity product { sku name barcode dimensions { weight } updated_at } }
}`;
const WAREHOUSE_UPDATE = `mutation W($data: UpdateWarehouseProductInput!) {
  warehouse_product_update(data: $data) { request_id complexity warehouse_product { sku warehouse_id on_hand price value reorder_level reorder_amount } }
}`;

describe('product_update', () => {
  it('changes only the fields sent, costs one credit and moves updated_at', async () => {
    t.clock.advance(60_000);
    const before = { ...product };
    const credits = account.quota.max;
    const { body } = await t.graphql(token, PRODUCT_UPDATE, {
      data: { sku: product.sku, name: '  Renamed lantern ', barcode: '4006381333931' },
    });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.product_update.product')).toEqual({
      sku: before.sku,
      name: 'Renamed lantern',
      barcode: '4006381333931',
      dimensions: { weight: before.dimensions.weight },
      updated_at: expect.not.stringMatching(before.updated_at) as unknown,
    });
    expect(dig(body, 'data.product_update.complexity')).toBe(1);
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(dig(body, 'extensions.throttling.user_quota.credits_remaining')).toBeLessThanOrEqual(
      credits - 1,
    );
    expect(product.price).toBe(before.price);
    expect(product.tariff_code).toBe(before.tariff_code);
  });

  it('clears the barcode with an empty string', async () => {
    const { body } = await t.graphql(token, PRODUCT_UPDATE, {
      data: { sku: product.sku, barcode: '' },
    });
    expect(dig(body, 'data.product_update.product.barcode')).toBeNull();
  });

  it('refuses an unknown SKU, a blank name, an unknown vendor and bad cases, changing nothing', async () => {
    const snapshot = JSON.stringify(product);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ sku: 'NO-SUCH-SKU', name: 'x' }, 5, /not found/],
      [{ sku: product.sku, name: '   ' }, 3, /name/],
      [{ sku: product.sku, name: 'Fine', vendors: [{ vendor_id: 'V' }] }, 5, /Vendor "V"/],
      [{ sku: product.sku, cases: [{ case_barcode: 'C1', case_quantity: 0 }] }, 3, /case_quantity/],
      [{ sku: product.sku, dimensions: { weight: '-1' } }, 3, /negative/],
    ];
    for (const [data, code, message] of cases) {
      const { body } = await t.graphql(token, PRODUCT_UPDATE, { data });
      expect(dig(body, 'errors.0.code')).toBe(code);
      expect(dig(body, 'errors.0.message')).toMatch(message);
      expect(dig(body, 'data.product_update')).toBeNull();
    }
    expect(JSON.stringify(product)).toBe(snapshot);
  });

  it('needs change:products', async () => {
    const { body } = await t.graphql(t.token(['view:products']), PRODUCT_UPDATE, {
      data: { sku: product.sku, name: 'Nope' },
    });
    expect(dig(body, 'errors.0.code')).toBe(7);
    expect(dig(body, 'errors.0.message')).toMatch(/change:products/);
  });
});

describe('warehouse_product_update', () => {
  it('sets reorder level and amount, price and value per warehouse, for one credit', async () => {
    const [first, second] = records;
    if (!first || !second) throw new Error('two records expected');
    const otherLevel = second.reorder_level;
    const { body } = await t.graphql(token, WAREHOUSE_UPDATE, {
      data: {
        sku: product.sku,
        warehouse_id: first.warehouse_id,
        reorder_level: 12,
        reorder_amount: 48,
        price: '19.99',
        value: '7.25',
      },
    });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.warehouse_product_update.warehouse_product')).toEqual({
      sku: product.sku,
      warehouse_id: first.warehouse_id,
      on_hand: first.on_hand,
      price: '19.99',
      value: '7.25',
      reorder_level: 12,
      reorder_amount: 48,
    });
    expect(dig(body, 'extensions.throttling.cost')).toBe(1);
    expect(second.reorder_level).toBe(otherLevel);
    // The product's deprecated price mirrors its first warehouse record.
    expect(product.price).toBe('19.99');
  });

  it('records an inventory change when on_hand is set, so stock history stays the sum', async () => {
    const [first] = records;
    if (!first) throw new Error('record expected');
    const changes = account.inventoryChanges.length;
    const previous = first.on_hand;
    const { body } = await t.graphql(token, WAREHOUSE_UPDATE, {
      data: { sku: product.sku, warehouse_id: first.warehouse_id, on_hand: previous + 3 },
    });
    expect(dig(body, 'data.warehouse_product_update.warehouse_product.on_hand')).toBe(previous + 3);
    expect(account.inventoryChanges.slice(changes)).toMatchObject([
      {
        sku: product.sku,
        warehouse_id: first.warehouse_id,
        previous_on_hand: previous,
        change_in_on_hand: 3,
        reason: ON_HAND_UPDATE_REASON,
      },
    ]);
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const [first] = records;
    if (!first) throw new Error('record expected');
    const snapshot = JSON.stringify(first);
    const changes = account.inventoryChanges.length;
    const base = { sku: product.sku, warehouse_id: first.warehouse_id };
    const cases: [Record<string, unknown>, number][] = [
      [{ ...base, reorder_level: -1 }, 3],
      [{ ...base, on_hand: 5, price: '1,50' }, 3],
      [{ ...base, value_currency: 'dollars' }, 3],
      [{ ...base, warehouse_id: 'nowhere', reorder_level: 1 }, 5],
      [{ ...base, sku: 'NO-SUCH-SKU' }, 5],
      [{ ...base, on_hand: 5, customs_value: '3,00' }, 3],
      [{ ...base, replenishment_max_level: -4 }, 3],
    ];
    for (const [data, code] of cases) {
      const { body } = await t.graphql(token, WAREHOUSE_UPDATE, { data });
      expect(dig(body, 'errors.0.code')).toBe(code);
      expect(dig(body, 'data.warehouse_product_update')).toBeNull();
    }
    expect(JSON.stringify(first)).toBe(snapshot);
    expect(account.inventoryChanges.length).toBe(changes);
  });
});
