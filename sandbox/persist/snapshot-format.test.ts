import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedData } from '../data/seed.ts';
import type { SandboxData } from '../data/types.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { decodeSnapshot, encodeSnapshot } from './snapshot-format.ts';

describe('the sandbox snapshot format', () => {
  const seed = () =>
    seedData({ ...DEFAULT_OPTIONS, products: 30, orders: 20, now: Date.parse('2026-11-01') });

  it('gives back every record, lookup map and counter it was given', () => {
    const data = seed();
    const decoded = decodeSnapshot(encodeSnapshot(data));
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.value).toEqual(data);
    // The maps point at the records of the lists, so a change through one shows in the other.
    const account = decoded.value.accounts[0];
    const product = account?.products[0];
    const order = account?.orders[0];
    if (!account || !product || !order) throw new Error('the seed has no product or order');
    expect(account.productsBySku.get(product.sku)).toBe(product);
    expect(account.ordersById.get(order.id)).toBe(order);
  });

  it('refuses a file of another format version rather than misreading it', () => {
    const text = encodeSnapshot(seed()).replace('"version":3', '"version":4');
    expect(decodeSnapshot(text)).toEqual({
      ok: false,
      error: 'it is format 4, this version reads 3',
    });
  });

  it('upgrades a format-1 file, which lacks the product notes and the new stock fields', () => {
    const data = seed();
    const body = JSON.parse(encodeSnapshot(data).split('\n')[1] ?? '') as {
      accounts: {
        products: Record<string, unknown>[];
        warehouseProducts: [string, Record<string, unknown>[]][];
      }[];
    };
    // What format 1 wrote: records without the fields format 2 added.
    const without = (record: Record<string, unknown>, keys: readonly string[]) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
    const productKeys = ['product_note', 'customs_description', 'packer_note', 'images', 'cases'];
    const stockKeys = [
      'inventory_overstock_bin',
      'customs_value',
      'custom',
      'replenishment_max_level',
      'replenishment_increment',
    ];
    for (const account of body.accounts) {
      withoutPurchasing(account);
      account.products = account.products.map((p) => without(p, productKeys));
      account.warehouseProducts = account.warehouseProducts.map(([sku, records]) => [
        sku,
        records.map((r) => without(r, stockKeys)),
      ]);
    }
    const oldBody = JSON.stringify(body);
    expect(oldBody).not.toContain('packer_note');
    const sha256 = createHash('sha256').update(oldBody).digest('hex');
    const header = JSON.stringify({ format: 'floorboard-sandbox', version: 1, sha256 });
    const decoded = decodeSnapshot(`${header}\n${oldBody}`);
    if (!decoded.ok) throw new Error(decoded.error);
    // The seed fills the new fields with exactly what an upgraded record gets; purchasing,
    // which format 1 did not have either, comes back empty.
    expect(decoded.value).toEqual(noPurchasing(data));
  });

  it('upgrades a format-2 file, which has no vendors or purchase orders, to none of them', () => {
    const data = seed();
    expect(data.accounts[0]?.purchaseOrders.length).toBeGreaterThan(0);
    const body = JSON.parse(encodeSnapshot(data).split('\n')[1] ?? '') as {
      accounts: Record<string, unknown>[];
    };
    body.accounts.forEach(withoutPurchasing);
    const oldBody = JSON.stringify(body);
    expect(oldBody).not.toContain('purchaseOrders');
    const sha256 = createHash('sha256').update(oldBody).digest('hex');
    const header = JSON.stringify({ format: 'floorboard-sandbox', version: 2, sha256 });
    const decoded = decodeSnapshot(`${header}\n${oldBody}`);
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.value).toEqual(noPurchasing(data));
  });

  it('keeps vendors, their product links and purchase orders', () => {
    const data = seed();
    const decoded = decodeSnapshot(encodeSnapshot(data));
    if (!decoded.ok) throw new Error(decoded.error);
    const [account] = decoded.value.accounts;
    expect(account?.productVendors.size).toBeGreaterThan(0);
    expect(account?.productVendors).toEqual(data.accounts[0]?.productVendors);
    expect(account?.purchaseOrders).toEqual(data.accounts[0]?.purchaseOrders);
    expect(account?.vendors).toEqual(data.accounts[0]?.vendors);
  });
});

/** What an account saved before format 3 lacks. */
function withoutPurchasing(account: Record<string, unknown>): void {
  delete account['vendors'];
  delete account['productVendors'];
  delete account['purchaseOrders'];
}

function noPurchasing(data: SandboxData): SandboxData {
  return {
    accounts: data.accounts.map((account) => ({
      ...account,
      vendors: [],
      productVendors: new Map(),
      purchaseOrders: [],
    })),
  };
}
