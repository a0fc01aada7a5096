import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../data/types.ts';
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

const warehouseIds = (): string[] => account.warehouses.map((w) => w.id);

const CREATE = `mutation Create($data: CreateProductInput!) {
  product_create(data: $data) { request_id complexity product { sku name price value barcode warehouse_products { warehouse_id on_hand } } }
}`;

const STOCK = `query Stock($sku: String!) {
  product(sku: $sku) { data { warehouse_products { warehouse_id on_hand } } }
  inventory_changes(sku: $sku) { data(first: 50) { edges { node { warehouse_id previous_on_hand change_in_on_hand reason } } } }
}`;

function onHand(reply: unknown, warehouseId: string): unknown {
  const records = digList(reply, 'data.product.data.warehouse_products');
  return dig(
    records.find((wp) => dig(wp, 'warehouse_id') === warehouseId),
    'on_hand',
  );
}

describe('product_create', () => {
  it('creates the product, its stock per warehouse and the initial inventory changes', async () => {
    const [w1 = '', w2 = ''] = warehouseIds();
    const { body } = await t.graphql(token, CREATE, {
      data: {
        name: 'Test Lantern',
        sku: 'TEST-LANTERN',
        price: '24.50',
        value: '11.00',
        barcode: '0123456789012',
        warehouse_products: [
          { warehouse_id: w1, on_hand: 12 },
          { warehouse_id: w2, on_hand: 0 },
        ],
      },
    });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.product_create.request_id')).toMatch(/^[0-9a-f]{24}$/);
    expect(dig(body, 'data.product_create.product')).toEqual({
      sku: 'TEST-LANTERN',
      name: 'Test Lantern',
      price: '24.50',
      value: '11.00',
      barcode: '0123456789012',
      warehouse_products: [
        { warehouse_id: w1, on_hand: 12 },
        { warehouse_id: w2, on_hand: 0 },
      ],
    });
    const stock = await t.graphql(token, STOCK, { sku: 'TEST-LANTERN' });
    expect(
      digList(stock.body, 'data.inventory_changes.data.edges').map((e) => dig(e, 'node')),
    ).toEqual([
      { warehouse_id: w1, previous_on_hand: 0, change_in_on_hand: 12, reason: 'Initial stock' },
    ]);
    const listed = await t.graphql(
      token,
      '{ products(sku: "TEST-LANTERN") { data { edges { node { name } } } } }',
    );
    expect(dig(listed.body, 'data.products.data.edges.0.node.name')).toBe('Test Lantern');
  });

  it('refuses duplicates, bad decimals, unknown warehouses and negative stock without changing anything', async () => {
    const [w1 = ''] = warehouseIds();
    const productCount = account.products.length;
    const changeCount = account.inventoryChanges.length;
    const attempts: [Record<string, unknown>, number, RegExp][] = [
      [{ name: 'Dup', sku: 'TEST-LANTERN', warehouse_products: [] }, 3, /already exists/],
      [{ name: 'Bad', sku: 'BAD-PRICE', price: '12,50', warehouse_products: [] }, 3, /decimal/],
      [
        {
          name: 'Bad',
          sku: 'BAD-WH',
          warehouse_products: [{ warehouse_id: 'nowhere', on_hand: 1 }],
        },
        5,
        /nowhere/,
      ],
      [
        { name: 'Bad', sku: 'BAD-QTY', warehouse_products: [{ warehouse_id: w1, on_hand: -3 }] },
        3,
        /negative/,
      ],
      [{ name: '  ', sku: 'BLANK', warehouse_products: [] }, 3, /name/],
    ];
    for (const [data, code, message] of attempts) {
      const { body } = await t.graphql(token, CREATE, { data });
      expect(body.errors?.[0]?.code).toBe(code);
      expect(body.errors?.[0]?.message).toMatch(message);
      expect(dig(body, 'data.product_create')).toBeNull();
    }
    expect(account.products.length).toBe(productCount);
    expect(account.inventoryChanges.length).toBe(changeCount);
  });
});

describe('inventory mutations', () => {
  const mutate = (name: string, data: Record<string, unknown>): Promise<{ body: unknown }> =>
    t.graphql(
      token,
      `mutation M($data: ${name === 'inventory_replace' ? 'ReplaceInventoryInput' : 'UpdateInventoryInput'}!) {
      ${name}(data: $data) { complexity warehouse_product { sku warehouse_id on_hand } } }`,
      { data },
    );

  it('adds, removes and replaces stock, appending consistent inventory changes', async () => {
    const [w1 = ''] = warehouseIds();
    const base = { sku: 'TEST-LANTERN', warehouse_id: w1 };
    expect(
      dig(
        (await mutate('inventory_add', { ...base, quantity: 5, reason: 'Received PO-7' })).body,
        'data.inventory_add.warehouse_product.on_hand',
      ),
    ).toBe(17);
    expect(
      dig(
        (await mutate('inventory_remove', { ...base, quantity: 4, reason: 'Damaged' })).body,
        'data.inventory_remove.warehouse_product.on_hand',
      ),
    ).toBe(13);
    expect(
      dig(
        (await mutate('inventory_replace', { ...base, quantity: 20, reason: 'Cycle count' })).body,
        'data.inventory_replace.warehouse_product.on_hand',
      ),
    ).toBe(20);

    const stock = await t.graphql(token, STOCK, { sku: 'TEST-LANTERN' });
    expect(onHand(stock.body, w1)).toBe(20);
    expect(
      digList(stock.body, 'data.inventory_changes.data.edges').map((e) => dig(e, 'node')),
    ).toEqual([
      { warehouse_id: w1, previous_on_hand: 0, change_in_on_hand: 12, reason: 'Initial stock' },
      { warehouse_id: w1, previous_on_hand: 12, change_in_on_hand: 5, reason: 'Received PO-7' },
      { warehouse_id: w1, previous_on_hand: 17, change_in_on_hand: -4, reason: 'Damaged' },
      { warehouse_id: w1, previous_on_hand: 13, change_in_on_hand: 7, reason: 'Cycle count' },
    ]);
  });

  it('refuses impossible changes with a typed error and leaves stock alone', async () => {
    const [w1 = ''] = warehouseIds();
    const base = { sku: 'TEST-LANTERN', warehouse_id: w1 };
    const cases: [string, Record<string, unknown>, number][] = [
      ['inventory_remove', { ...base, quantity: 999 }, 3],
      ['inventory_add', { ...base, quantity: 0 }, 3],
      ['inventory_replace', { ...base, quantity: -1 }, 3],
      ['inventory_add', { sku: 'NO-SUCH', warehouse_id: w1, quantity: 1 }, 5],
      ['inventory_add', { ...base, warehouse_id: 'nowhere', quantity: 1 }, 5],
    ];
    for (const [name, data, code] of cases) {
      const { body } = await mutate(name, data);
      expect(dig(body, 'errors.0.code')).toBe(code);
      expect(dig(body, `data.${name}`)).toBeNull();
    }
    expect(onHand((await t.graphql(token, STOCK, { sku: 'TEST-LANTERN' })).body, w1)).toBe(20);
  });
});

describe('order_update_fulfillment_status', () => {
  it('changes the status (a free string) and the order lists under the new status', async () => {
    const first = await t.graphql(
      token,
      '{ orders(fulfillment_status: "pending") { data(first: 1) { edges { node { id } } } } }',
    );
    const id = dig(first.body, 'data.orders.data.edges.0.node.id');
    const { body } = await t.graphql(
      token,
      'mutation U($data: UpdateOrderFulfillmentStatusInput!) { order_update_fulfillment_status(data: $data) { order { id fulfillment_status } } }',
      { data: { order_id: id, fulfillment_status: 'awaiting-courier', reason: 'test' } },
    );
    expect(dig(body, 'data.order_update_fulfillment_status.order')).toEqual({
      id,
      fulfillment_status: 'awaiting-courier',
    });
    const listed = await t.graphql(
      token,
      '{ orders(fulfillment_status: "awaiting-courier") { data { edges { node { id } } } } }',
    );
    expect(digList(listed.body, 'data.orders.data.edges').map((e) => dig(e, 'node.id'))).toEqual([
      id,
    ]);
  });

  it('answers code 5 for an unknown order and code 3 for an empty status', async () => {
    const first = await t.graphql(token, '{ orders { data(first: 1) { edges { node { id } } } } }');
    const id = dig(first.body, 'data.orders.data.edges.0.node.id');
    const run = (data: Record<string, unknown>): Promise<{ body: unknown }> =>
      t.graphql(
        token,
        'mutation U($data: UpdateOrderFulfillmentStatusInput!) { order_update_fulfillment_status(data: $data) { order { id } } }',
        { data },
      );
    expect(
      dig(
        (await run({ order_id: 'T3JkZXI6OTk5OTk5', fulfillment_status: 'pending' })).body,
        'errors.0.code',
      ),
    ).toBe(5);
    expect(dig((await run({ order_id: id, fulfillment_status: '  ' })).body, 'errors.0.code')).toBe(
      3,
    );
  });
});
