/**
 * What changed after a version (what a page holding that version lacks): the products added or
 * changed since as they are now, the ids removed since, and nothing it can only guess — a version
 * from before the catalogue was replaced whole, or one not reached yet.
 */
import { describe, expect, it } from 'vitest';
import type { ReplicaProduct, ReplicaStock } from '../../shared/replica/types.ts';
import { createCatalogue } from './catalogue.ts';

const stock = (onHand: number): ReplicaStock => ({
  warehouseId: 'W1',
  warehouseLabel: 'Main',
  onHand,
  allocated: 0,
  available: onHand,
  backorder: 0,
  reorderLevel: 0,
  reorderAmount: 0,
  updatedAt: null,
});

const product = (id: string, name = `Product ${id}`): ReplicaProduct => ({
  id,
  sku: `SKU-${id}`,
  name,
  barcode: null,
  price: null,
  value: null,
  currency: null,
  createdAt: null,
  updatedAt: null,
  stock: [stock(1)],
});

const ids = (products: readonly ReplicaProduct[] | undefined) => products?.map((p) => p.id);

describe('changes since a version', () => {
  it('lists changed and added products as they are now, and removed ids', () => {
    const catalogue = createCatalogue();
    catalogue.replaceAll(['a', 'b', 'c', 'd'].map((id) => product(id)));
    const start = catalogue.version();
    expect(catalogue.changesSince(start)).toEqual({ products: [], removed: [] });

    catalogue.upsert([product('b', 'Renamed'), product('e')]);
    const middle = catalogue.version();
    catalogue.applyStock([{ sku: 'SKU-c', stock: stock(9) }]);
    catalogue.retainOnly(new Set(['a', 'b', 'c', 'e']));

    const all = catalogue.changesSince(start);
    expect(ids(all?.products)?.sort()).toEqual(['b', 'c', 'e']);
    expect(all?.products.find((p) => p.id === 'b')?.name).toBe('Renamed');
    expect(all?.products.find((p) => p.id === 'c')?.stock[0]?.onHand).toBe(9);
    expect(all?.removed).toEqual(['d']);

    // From the middle on: only what changed after it.
    const later = catalogue.changesSince(middle);
    expect(ids(later?.products)).toEqual(['c']);
    expect(later?.removed).toEqual(['d']);
  });

  it('a product changed again is listed once, as it is now; one added then removed, as removed', () => {
    const catalogue = createCatalogue();
    catalogue.replaceAll([product('a')]);
    const start = catalogue.version();
    catalogue.upsert([product('a', 'First')]);
    catalogue.upsert([product('a', 'Second'), product('x')]);
    catalogue.retainOnly(new Set(['a']));
    expect(catalogue.changesSince(start)).toEqual({
      products: [product('a', 'Second')],
      removed: ['x'],
    });
  });

  it('does not count a product or a stock row read again unchanged', () => {
    const catalogue = createCatalogue();
    catalogue.replaceAll([product('a'), product('b')]);
    const start = catalogue.version();
    const kept = catalogue.find('SKU-a');
    catalogue.upsert([product('a'), product('b')]);
    catalogue.applyStock([{ sku: 'SKU-b', stock: stock(1) }]);
    expect(catalogue.version()).toBe(start);
    expect(catalogue.find('SKU-a')).toBe(kept);
    catalogue.applyStock([{ sku: 'SKU-b', stock: stock(2) }]);
    expect(ids(catalogue.changesSince(start)?.products)).toEqual(['b']);
  });

  it('knows nothing from before a whole replacement, nor of versions not reached', () => {
    const catalogue = createCatalogue();
    catalogue.replaceAll([product('a')]);
    const first = catalogue.version();
    catalogue.upsert([product('b')]);
    catalogue.replaceAll([product('c')]);
    expect(catalogue.changesSince(first)).toBeNull();
    expect(catalogue.changesSince(catalogue.version())).toEqual({ products: [], removed: [] });
    expect(catalogue.changesSince(catalogue.version() + 1)).toBeNull();
    catalogue.clear();
    expect(catalogue.changesSince(catalogue.version() - 1)).toBeNull();
  });
});

describe('own changes by SKU', () => {
  it('reach the product with exactly that SKU, also after a SKU changed', () => {
    const catalogue = createCatalogue();
    const lower = { ...product('a'), sku: 'mug-1' };
    const upper = { ...product('b'), sku: 'MUG-1' };
    catalogue.replaceAll([lower, upper]);
    expect(catalogue.patch('MUG-1', { name: 'Upper' })).toBe(true);
    expect(catalogue.patch('mug-1', { name: 'Lower' })).toBe(true);
    const names = new Map(catalogue.snapshot().products.map((p) => [p.id, p.name]));
    expect(names).toEqual(
      new Map([
        ['a', 'Lower'],
        ['b', 'Upper'],
      ]),
    );

    // Renamed at the service: the old SKU no longer names it, the new one does.
    catalogue.upsert([{ ...upper, sku: 'MUG-2', updatedAt: '2026-01-01T00:00:00' }]);
    expect(catalogue.patch('MUG-1', { name: 'Gone' })).toBe(false);
    expect(catalogue.patch('MUG-2', { name: 'Renamed' })).toBe(true);
    catalogue.retainOnly(new Set(['a']));
    expect(catalogue.patch('MUG-2', { name: 'Removed' })).toBe(false);
  });
});
