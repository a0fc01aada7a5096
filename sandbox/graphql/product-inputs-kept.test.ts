/**
 * Every field the product input types accept is stored and read back (docs/service-notes.md
 * "Products"): nothing sent to `product_create`, `product_update` or `warehouse_product_update`
 * is dropped silently, and what is refused is refused with the service's bad-argument code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../data/types.ts';
import { decodeSnapshot, encodeSnapshot } from '../persist/snapshot-format.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let token: string;
let w1 = '';
let w2 = '';
beforeAll(async () => {
  t = await startTestSandbox();
  const first = t.sandbox.data.accounts[0];
  const [one, two] = first?.warehouses ?? [];
  if (!first || !one || !two) throw new Error('an account with two warehouses expected');
  account = first;
  w1 = one.id;
  w2 = two.id;
  token = t.token(null);
});
afterAll(() => t.close());

const PRODUCT_FIELDS = `sku tags product_note customs_description packer_note customs_value
  dimensions { weight height width length } images { src position } cases { case_barcode case_quantity }`;
const WAREHOUSE_FIELDS = `warehouse_id on_hand price value value_currency reorder_level reorder_amount
  inventory_bin inventory_overstock_bin reserve_inventory replenishment_level custom customs_value`;

const CREATE = `mutation C($data: CreateProductInput!) {
  product_create(data: $data) { product { ${PRODUCT_FIELDS} warehouse_products { ${WAREHOUSE_FIELDS} } } }
}`;
const READ = `query R($sku: String!) {
  product(sku: $sku) { data { ${PRODUCT_FIELDS} } }
  products(sku: $sku) { data { edges { node { ${PRODUCT_FIELDS} } } } }
  warehouse_products(sku: $sku) { data { edges { node { ${WAREHOUSE_FIELDS} } } } }
}`;
const UPDATE = `mutation U($data: UpdateProductInput!) { product_update(data: $data) { product { ${PRODUCT_FIELDS} } } }`;
const WAREHOUSE_UPDATE = `mutation W($data: UpdateWarehouseProductInput!) {
  warehouse_product_update(data: $data) { warehouse_product { ${WAREHOUSE_FIELDS} } }
}`;

const SKU = 'KEPT-LANTERN';

describe('product_create keeps every field its input accepts', () => {
  it('stores tags, notes, dimensions, images, cases and per-warehouse reorder figures and bins', async () => {
    const created = await t.graphql(token, CREATE, {
      data: {
        sku: SKU,
        name: 'Kept Lantern',
        price: '30.00',
        value: '12.00',
        customs_value: '11.50',
        tags: ['camping', ' light ', '', 'camping'],
        product_note: 'Ships with batteries removed',
        customs_description: 'Battery lantern',
        packer_note: 'Wrap the glass',
        dimensions: { weight: '1.20', height: '9', width: '4', length: '4' },
        images: [
          { src: 'https://img.example/b.jpg', position: 2 },
          { src: 'https://img.example/a.jpg', position: 1 },
        ],
        cases: [{ case_barcode: 'CASE-12', case_quantity: 12 }],
        warehouse_products: [
          {
            warehouse_id: w1,
            on_hand: 8,
            reorder_level: 5,
            reorder_amount: 40,
            inventory_bin: 'A-01-02',
            inventory_overstock_bin: 'Z-09-01',
            reserve_inventory: 2,
            replenishment_level: 10,
            custom: true,
          },
          { warehouse_id: w2, on_hand: 0, price: '32.00', value_currency: 'eur' },
        ],
      },
    });
    expect(created.body.errors).toBeUndefined();
    const product = {
      sku: SKU,
      tags: ['camping', 'light'],
      product_note: 'Ships with batteries removed',
      customs_description: 'Battery lantern',
      packer_note: 'Wrap the glass',
      customs_value: '11.50',
      dimensions: { weight: '1.20', height: '9', width: '4', length: '4' },
      images: [
        { src: 'https://img.example/a.jpg', position: 1 },
        { src: 'https://img.example/b.jpg', position: 2 },
      ],
      cases: [{ case_barcode: 'CASE-12', case_quantity: 12 }],
    };
    const stock = [
      {
        warehouse_id: w1,
        on_hand: 8,
        price: '30.00',
        value: '12.00',
        value_currency: 'USD',
        reorder_level: 5,
        reorder_amount: 40,
        inventory_bin: 'A-01-02',
        inventory_overstock_bin: 'Z-09-01',
        reserve_inventory: 2,
        replenishment_level: 10,
        custom: true,
        customs_value: '11.50',
      },
      {
        warehouse_id: w2,
        on_hand: 0,
        price: '32.00',
        value: '12.00',
        value_currency: 'EUR',
        reorder_level: 0,
        reorder_amount: 0,
        inventory_bin: null,
        inventory_overstock_bin: null,
        reserve_inventory: 0,
        replenishment_level: 0,
        custom: false,
        customs_value: '11.50',
      },
    ];
    expect(dig(created.body, 'data.product_create.product')).toEqual({
      ...product,
      warehouse_products: stock,
    });

    const read = await t.graphql(token, READ, { sku: SKU });
    expect(read.body.errors).toBeUndefined();
    expect(dig(read.body, 'data.product.data')).toEqual(product);
    expect(dig(read.body, 'data.products.data.edges.0.node')).toEqual(product);
    expect(
      digList(read.body, 'data.warehouse_products.data.edges').map((e) => dig(e, 'node')),
    ).toEqual(stock);
  });

  it('answers a product created without them with empty values, not missing ones', async () => {
    const { body } = await t.graphql(token, CREATE, {
      data: { sku: 'BARE-LANTERN', name: 'Bare', warehouse_products: [] },
    });
    expect(dig(body, 'data.product_create.product')).toMatchObject({
      tags: [],
      product_note: null,
      packer_note: null,
      dimensions: { weight: '0', height: '0', width: '0', length: '0' },
      images: [],
      cases: [],
    });
  });

  it('refuses bad nested input with code 3, storing nothing', async () => {
    const count = account.products.length;
    const attempts: [Record<string, unknown>, RegExp][] = [
      [{ dimensions: { weight: '-1' } }, /dimensions.weight/],
      [{ warehouse_products: [{ warehouse_id: w1, on_hand: 1, reorder_level: -2 }] }, /reorder/],
      [{ warehouse_products: [{ warehouse_id: w1, on_hand: 1, value_currency: 'euro' }] }, /EURO/],
      [
        {
          cases: [
            { case_barcode: 'X', case_quantity: 1 },
            { case_barcode: 'X', case_quantity: 2 },
          ],
        },
        /once/,
      ],
    ];
    for (const [extra, message] of attempts) {
      const { body } = await t.graphql(token, CREATE, {
        data: { sku: 'REFUSED', name: 'Refused', warehouse_products: [], ...extra },
      });
      expect(body.errors?.[0]).toMatchObject({ code: 3, operation: 'product_create' });
      expect(body.errors?.[0]?.message).toMatch(message);
      expect(dig(body, 'data.product_create')).toBeNull();
    }
    expect(account.products.length).toBe(count);
    const { body } = await t.graphql(token, CREATE, {
      data: {
        sku: 'REFUSED',
        name: 'Refused',
        warehouse_products: [],
        vendors: [{ vendor_id: 'nobody', vendor_sku: 'S' }],
      },
    });
    expect(body.errors?.[0]).toMatchObject({ code: 5, operation: 'product_create' });
    expect(body.errors?.[0]?.message).toMatch(/Vendor "nobody" not found/);
    expect(account.products.length).toBe(count);
  });
});

describe('product vendors', () => {
  const VENDORS = `query V($sku: String!) { product(sku: $sku) { data { vendors { vendor_id vendor_sku price } } } }`;
  it('links the vendors product_create names, and product_update adds or changes links', async () => {
    const [first, second] = account.vendors;
    if (!first || !second) throw new Error('two seeded vendors expected');
    const created = await t.graphql(token, CREATE, {
      data: {
        sku: 'VENDOR-LANTERN',
        name: 'Vendor Lantern',
        warehouse_products: [],
        vendors: [{ vendor_id: first.id, vendor_sku: 'FIRST-1', price: '4.10' }],
      },
    });
    expect(created.body.errors).toBeUndefined();
    const read = await t.graphql(token, VENDORS, { sku: 'VENDOR-LANTERN' });
    expect(dig(read.body, 'data.product.data.vendors')).toEqual([
      { vendor_id: first.id, vendor_sku: 'FIRST-1', price: '4.10' },
    ]);
    await t.graphql(token, UPDATE, {
      data: {
        sku: 'VENDOR-LANTERN',
        vendors: [
          { vendor_id: first.id, price: '4.25' },
          { vendor_id: second.id, vendor_sku: 'SECOND-9' },
        ],
      },
    });
    const updated = await t.graphql(token, VENDORS, { sku: 'VENDOR-LANTERN' });
    expect(dig(updated.body, 'data.product.data.vendors')).toEqual([
      { vendor_id: first.id, vendor_sku: 'FIRST-1', price: '4.25' },
      { vendor_id: second.id, vendor_sku: 'SECOND-9', price: '0.00' },
    ]);
  });
});

describe('product_update and warehouse_product_update keep the fields they accept', () => {
  it('stores product_note, packer_note, customs_description, images and cases, and clears with ""', async () => {
    const updated = await t.graphql(token, UPDATE, {
      data: {
        sku: SKU,
        product_note: 'Now with a USB cable',
        packer_note: '',
        images: [{ src: 'https://img.example/c.jpg' }],
        cases: [{ case_barcode: 'CASE-6', case_quantity: 6 }],
      },
    });
    expect(updated.body.errors).toBeUndefined();
    const read = await t.graphql(token, READ, { sku: SKU });
    expect(dig(read.body, 'data.product.data')).toMatchObject({
      product_note: 'Now with a USB cable',
      packer_note: null,
      customs_description: 'Battery lantern',
      images: [{ src: 'https://img.example/c.jpg', position: 1 }],
      cases: [{ case_barcode: 'CASE-6', case_quantity: 6 }],
      tags: ['camping', 'light'],
    });
  });

  it('stores a warehouse record customs value and overstock bin without touching the other', async () => {
    const { body } = await t.graphql(token, WAREHOUSE_UPDATE, {
      data: { sku: SKU, warehouse_id: w2, customs_value: '9.75', inventory_overstock_bin: 'Y-01' },
    });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.warehouse_product_update.warehouse_product')).toMatchObject({
      warehouse_id: w2,
      customs_value: '9.75',
      inventory_overstock_bin: 'Y-01',
    });
    const records = account.warehouseProductsBySku.get(SKU) ?? [];
    expect(records.map((r) => r.customs_value)).toEqual(['11.50', '9.75']);
    // Accepted by the input type though the schema has no field to read it back.
    const cleared = await t.graphql(token, WAREHOUSE_UPDATE, {
      data: { sku: SKU, warehouse_id: w2, customs_value: '', replenishment_max_level: 50 },
    });
    expect(dig(cleared.body, 'data.warehouse_product_update.warehouse_product.customs_value')).toBe(
      null,
    );
    expect(records[1]?.replenishment_max_level).toBe(50);
  });

  it('keeps the new fields through a saved snapshot', () => {
    const decoded = decodeSnapshot(encodeSnapshot(t.sandbox.data));
    if (!decoded.ok) throw new Error(decoded.error);
    const saved = decoded.value.accounts[0];
    expect(saved?.productsBySku.get(SKU)).toEqual(account.productsBySku.get(SKU));
    expect(saved?.warehouseProductsBySku.get(SKU)).toEqual(account.warehouseProductsBySku.get(SKU));
  });
});
