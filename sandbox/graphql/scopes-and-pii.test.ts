import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingScopes } from '../../shared/catalogues/scopes.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const VIEW_ALL = ['view:accounts', 'view:products', 'view:orders', 'view:inventory'];

const ORDERS_WITH_PII = `{ orders { data(first: 5) { edges { node {
  id order_number email
  shipping_address { first_name last_name address1 city state zip country email phone }
} } } } }`;

describe('scopes per operation (OAuth tokens)', () => {
  it('answers code 7 naming the missing scope, with the data entry null', async () => {
    const { status, body } = await t.graphql(
      t.token(['view:products']),
      '{ orders { data(first: 1) { edges { node { id } } } } }',
    );
    expect(status).toBe(200);
    expect(dig(body, 'data.orders')).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): view:orders',
      operation: 'orders',
      field: 'orders',
    });
    expect(body.errors?.[0]?.request_id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('fails only the root field that lacks its scope', async () => {
    const { body } = await t.graphql(
      t.token(['view:products']),
      '{ products { data(first: 2) { edges { node { sku } } } } orders { data(first: 1) { edges { node { id } } } } }',
    );
    expect(digList(body, 'data.products.data.edges')).toHaveLength(2);
    expect(dig(body, 'data.orders')).toBeNull();
    expect(body.errors).toHaveLength(1);
  });

  it('requires change scopes for mutations, whatever view scopes are held', async () => {
    const { body } = await t.graphql(
      t.token(VIEW_ALL),
      'mutation { product_create(data: { name: "X", sku: "NEW-1", warehouse_products: [] }) { product { sku } } }',
    );
    expect(body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): change:products',
    });
    expect(dig(body, 'data.product_create')).toBeNull();
  });

  it('names every missing scope when an operation needs two', () => {
    expect(
      missingScopes(
        ['change:inbound_shipments', 'change:purchase_orders'],
        ['change:purchase_orders'],
      ),
    ).toEqual(['change:inbound_shipments']);
    expect(missingScopes(['change:inbound_shipments', 'change:purchase_orders'], [])).toEqual([
      'change:inbound_shipments',
      'change:purchase_orders',
    ]);
  });

  it('does not limit tokens from /auth/token', async () => {
    const { body } = await t.graphql(
      t.token(null),
      'mutation { order_update_fulfillment_status(data: { order_id: "x", fulfillment_status: "pending" }) { order { id } } }',
    );
    expect(body.errors?.[0]?.code).toBe(5); // reached the operation: not found, not code 7
  });

  it('lists granted scopes through me { data { scopes } } with view:accounts', async () => {
    const { body } = await t.graphql(
      t.token(['openid', 'view:accounts', 'view:orders']),
      '{ me { data { email scopes } } }',
    );
    expect(dig(body, 'data.me.data')).toEqual({
      email: 'owner@sandbox.test',
      scopes: ['openid', 'view:accounts', 'view:orders'],
    });
  });
});

describe('view:pii withholding', () => {
  it('returns protected fields as null and a scope warning per field id, occurrences counted', async () => {
    const { body } = await t.graphql(t.token(VIEW_ALL), ORDERS_WITH_PII);
    expect(body.errors).toBeUndefined();
    const orders = digList(body, 'data.orders.data.edges');
    expect(orders).toHaveLength(5);
    for (const edge of orders) {
      expect(dig(edge, 'node.order_number')).toMatch(/^#\d+/);
      expect(dig(edge, 'node.email')).toBeNull();
      expect(dig(edge, 'node.shipping_address.first_name')).toBeNull();
      expect(dig(edge, 'node.shipping_address.phone')).toBeNull();
      expect(dig(edge, 'node.shipping_address.state')).toEqual(expect.any(String));
      expect(dig(edge, 'node.shipping_address.country')).toBe('US');
    }
    const warnings = dig(body, 'extensions.scope_warnings') as Record<string, unknown>;
    expect(Object.keys(warnings).sort()).toEqual(
      [
        'Order.email',
        'OrderAddress.address1',
        'OrderAddress.city',
        'OrderAddress.email',
        'OrderAddress.first_name',
        'OrderAddress.last_name',
        'OrderAddress.phone',
        'OrderAddress.zip',
      ].sort(),
    );
    expect(warnings['Order.email']).toEqual({
      code: 'FIELD_SCOPE_MISSING',
      message: expect.stringMatching(/Order\.email.*view:pii/) as unknown,
      field_id: 'Order.email',
      parent_type: 'Order',
      field: 'email',
      required_scopes: ['view:pii'],
      occurrences: 5,
    });
  });

  it('withholds warehouse contact details on the account but keeps state and country', async () => {
    const { body } = await t.graphql(
      t.token(VIEW_ALL),
      '{ account { data { warehouses { identifier phone_number address { name city state country } } } } }',
    );
    const warehouses = digList(body, 'data.account.data.warehouses');
    expect(warehouses.length).toBe(3);
    expect(dig(warehouses[0], 'phone_number')).toBeNull();
    expect(dig(warehouses[0], 'address.name')).toBeNull();
    expect(dig(warehouses[0], 'address.state')).toEqual(expect.any(String));
    expect(dig(body, 'extensions.scope_warnings.Address.name')).toBeUndefined(); // keyed by field id
    expect(dig(body, 'extensions.scope_warnings')).toHaveProperty(
      ['Address.name', 'occurrences'],
      3,
    );
    expect(dig(body, 'extensions.scope_warnings')).toHaveProperty(
      ['Warehouse.phone_number', 'occurrences'],
      3,
    );
  });

  it('shows the values with view:pii, and to full-access tokens, with no warnings', async () => {
    for (const token of [t.token([...VIEW_ALL, 'view:pii']), t.token(null)]) {
      const { body } = await t.graphql(token, ORDERS_WITH_PII);
      const edge = digList(body, 'data.orders.data.edges')[0];
      expect(dig(edge, 'node.email')).toMatch(/@/);
      expect(dig(edge, 'node.shipping_address.first_name')).toEqual(expect.any(String));
      expect(dig(body, 'extensions.scope_warnings')).toBeUndefined();
    }
  });
});
