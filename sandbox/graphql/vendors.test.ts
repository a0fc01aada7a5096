import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Product } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
beforeAll(async () => {
  t = await startTestSandbox();
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
});
afterAll(() => t.close());

const VENDORS =
  '{ vendors { data(first: 50) { edges { node { id name email account_number address { city zip } } } } } }';

function productWithVendor(): Product {
  const product = account.products.find((p) => account.productVendors.has(p.sku));
  if (!product) throw new Error('no product has a vendor');
  return product;
}

describe('vendors', () => {
  it('lists the account’s vendors; e-mail, account number and address need view:pii', async () => {
    const { body } = await t.graphql(t.token(['view:vendors']), VENDORS);
    const nodes = digList(body, 'data.vendors.data.edges').map((e) => dig(e, 'node'));
    expect(nodes.map((n) => dig(n, 'name'))).toEqual(account.vendors.map((v) => v.name));
    for (const node of nodes) {
      expect(node).toMatchObject({ email: null, account_number: null, address: { zip: null } });
    }
    const warnings = dig(body, 'extensions.scope_warnings');
    expect(warnings).toMatchObject({
      'Vendor.email': { field: 'email', required_scopes: ['view:pii'], occurrences: nodes.length },
      'Vendor.account_number': { field: 'account_number', occurrences: nodes.length },
    });
    expect(body.errors).toBeUndefined();
  });

  it('shows them with view:pii, and warns about nothing', async () => {
    const { body } = await t.graphql(t.token(['view:vendors', 'view:pii']), VENDORS);
    const vendor = account.vendors[0];
    expect(dig(body, 'data.vendors.data.edges.0.node')).toMatchObject({
      email: vendor?.email,
      account_number: vendor?.account_number,
      address: { zip: vendor?.address.zip },
    });
    expect(dig(body, 'extensions.scope_warnings')).toBeUndefined();
  });

  it('needs view:vendors (code 7) and costs 1 + first', async () => {
    const refused = await t.graphql(t.token(['view:purchase_orders']), VENDORS);
    expect(refused.body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): view:vendors',
    });
    const { body } = await t.graphql(
      t.token(['view:vendors']),
      '{ vendors { data(first: 2, sort: "-name") { edges { node { name } } } } }',
    );
    expect(dig(body, 'extensions.throttling.estimated_complexity')).toBe(3);
    expect(dig(body, 'extensions.throttling.cost')).toBe(3);
    const names = account.vendors
      .map((v) => v.name)
      .sort()
      .reverse();
    expect(digList(body, 'data.vendors.data.edges').map((e) => dig(e, 'node.name'))).toEqual(
      names.slice(0, 2),
    );
  });

  it('nests a product’s vendor links in Product.vendors', async () => {
    const product = productWithVendor();
    const { body } = await t.graphql(
      t.token(['view:products']),
      `{ product(sku: "${product.sku}") { data { vendors { vendor_id vendor_sku price } } } }`,
    );
    expect(dig(body, 'data.product.data.vendors')).toEqual(account.productVendors.get(product.sku));
  });
});

describe('vendor mutations', () => {
  const token = () => t.token(['change:vendors', 'view:vendors', 'view:products', 'view:pii']);

  it('creates a vendor (name and e-mail required) and links and unlinks a product', async () => {
    const created = await t.graphql(
      token(),
      'mutation { vendor_create(data: { name: "Test Supply", email: "sales@test-supply.example", account_number: "A-1" }) { vendor { id name email account_number } } }',
    );
    const vendor = dig(created.body, 'data.vendor_create.vendor');
    expect(vendor).toMatchObject({ name: 'Test Supply', email: 'sales@test-supply.example' });
    const vendorId = String(dig(vendor, 'id'));
    expect(Buffer.from(vendorId, 'base64').toString()).toMatch(/^Vendor:\d+$/);

    const product = productWithVendor();
    const link = await t.graphql(
      token(),
      `mutation { vendor_add_product(data: { vendor_id: "${vendorId}", sku: "${product.sku}", manufacturer_sku: "TS-9", price: "3.10" }) { request_id complexity } }`,
    );
    expect(link.body.errors).toBeUndefined();
    expect(dig(link.body, 'data.vendor_add_product.complexity')).toBe(1);
    expect(dig(link.body, 'extensions.throttling.cost')).toBe(1);
    expect(account.productVendors.get(product.sku)).toContainEqual({
      vendor_id: vendorId,
      vendor_sku: 'TS-9',
      price: '3.10',
    });

    const unlink = `mutation { vendor_remove_product(data: { vendor_id: "${vendorId}", sku: "${product.sku}" }) { request_id } }`;
    expect((await t.graphql(token(), unlink)).body.errors).toBeUndefined();
    expect(account.productVendors.get(product.sku)?.map((l) => l.vendor_id)).not.toContain(
      vendorId,
    );
    expect((await t.graphql(token(), unlink)).body.errors?.[0]?.code).toBe(5);
  });

  it('refuses a missing e-mail and needs change:vendors', async () => {
    const before = account.vendors.length;
    const bad = await t.graphql(
      token(),
      'mutation { vendor_create(data: { name: "No Mail", email: "nope" }) { vendor { id } } }',
    );
    expect(bad.body.errors?.[0]?.code).toBe(3);
    const refused = await t.graphql(
      t.token(['view:vendors']),
      'mutation { vendor_create(data: { name: "X", email: "x@x.example" }) { vendor { id } } }',
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): change:vendors',
    });
    expect(account.vendors).toHaveLength(before);
  });

  it('deletes a vendor with its links, but not while an open PO names it', async () => {
    const open = account.purchaseOrders.find((po) => po.date_closed === null);
    const busy = open?.vendor_id ?? '';
    const refused = await t.graphql(
      token(),
      `mutation { vendor_delete(data: { vendor_id: "${busy}" }) { request_id } }`,
    );
    expect(refused.body.errors?.[0]?.code).toBe(3);
    expect(account.vendors.some((v) => v.id === busy)).toBe(true);

    const idle = account.vendors.find(
      (v) => !account.purchaseOrders.some((po) => po.vendor_id === v.id && po.date_closed === null),
    );
    if (!idle) throw new Error('every vendor has an open PO');
    const { body } = await t.graphql(
      token(),
      `mutation { vendor_delete(data: { vendor_id: "${idle.id}" }) { request_id } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(account.vendors.some((v) => v.id === idle.id)).toBe(false);
    const links = [...account.productVendors.values()].flat();
    expect(links.some((link) => link.vendor_id === idle.id)).toBe(false);
  });
});
