import { describe, expect, it } from 'vitest';
import { seedData } from '../data/seed.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { decodeSnapshot, encodeSnapshot } from './snapshot-format.ts';

describe('the sandbox snapshot format', () => {
  const seed = () =>
    seedData({ ...DEFAULT_OPTIONS, products: 30, orders: 20, now: Date.parse('2026-11-01') });

  it('gives back every record, lookup map and counter it was given', () => {
    const data = seed();
    const decoded = decodeSnapshot(encodeSnapshot(data));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.data).toEqual(data);
    // The maps point at the records of the lists, so a change through one shows in the other.
    const account = decoded.data.accounts[0];
    const product = account?.products[0];
    const order = account?.orders[0];
    if (!account || !product || !order) throw new Error('the seed has no product or order');
    expect(account.productsBySku.get(product.sku)).toBe(product);
    expect(account.ordersById.get(order.id)).toBe(order);
  });

  it('refuses a file of another format version rather than misreading it', () => {
    const text = encodeSnapshot(seed()).replace('"version":1', '"version":2');
    expect(decodeSnapshot(text)).toEqual({
      ok: false,
      reason: 'it is format 2, this version reads 1',
    });
  });
});
