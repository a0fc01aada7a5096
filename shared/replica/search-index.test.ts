/**
 * Search over the replica: SKU prefixes in any case, a prefix of any word of the name without
 * regard to case or accents, barcodes; ranking; sorting by every column with empty values last;
 * warehouse scope; quick filters and their counts; and text of any length or script is safe.
 */
import { describe, expect, it } from 'vitest';
import type { ReplicaQuery } from './query.ts';
import type { ReplicaProduct, ReplicaStock } from './types.ts';
import { createSearchIndex, type CatalogueSnapshot } from './search-index.ts';

function stock(warehouseId: string, fields: Partial<ReplicaStock> = {}): ReplicaStock {
  return {
    warehouseId,
    warehouseLabel: warehouseId,
    onHand: 10,
    allocated: 0,
    available: 10,
    backorder: 0,
    reorderLevel: 0,
    reorderAmount: 0,
    updatedAt: '2026-01-01T00:00:00',
    ...fields,
  };
}

function product(sku: string, name: string, fields: Partial<ReplicaProduct> = {}): ReplicaProduct {
  return {
    id: `id-${sku}`,
    sku,
    name,
    barcode: null,
    price: '1.00',
    value: '0.50',
    currency: 'USD',
    createdAt: null,
    updatedAt: '2026-01-01T00:00:00',
    stock: [stock('W1')],
    ...fields,
  };
}

const CATALOGUE: CatalogueSnapshot = {
  version: 1,
  products: [
    product('CB-100', 'Crème brûlée torch', { barcode: '4006381333931', price: '30.00' }),
    product('LAMP-2', 'Brass desk lamp', {
      price: '12.50',
      stock: [
        stock('W1', { onHand: 3, available: 2, reorderLevel: 5 }),
        stock('W2', { onHand: 40, available: 40 }),
      ],
    }),
    product('lamp-10', 'Lampshade, linen', {
      price: null,
      stock: [stock('W2', { onHand: 0, available: 0, backorder: 3, reorderLevel: 0 })],
    }),
    product('TORCH-1', 'Pocket torch', { barcode: '0000000000017', price: '8.00' }),
    product('ZZ-9', 'Zebra mug', {
      stock: [stock('W1', { onHand: 7, available: 7, reorderLevel: 7 })],
    }),
  ],
};

const all = (query: Partial<ReplicaQuery> = {}) =>
  createSearchIndex().query(CATALOGUE, { text: '', offset: 0, limit: 100, ...query }, true);
const skus = (query: Partial<ReplicaQuery>) => all(query).rows.map((row) => row.sku);

describe('matching', () => {
  it('finds a SKU by prefix in any case', () => {
    expect(skus({ text: 'lamp' })).toEqual(['LAMP-2', 'lamp-10']);
    // "torch-" is also the word "torch" of two names: the SKU prefix ranks first.
    expect(skus({ text: 'torch-' })).toEqual(['TORCH-1', 'CB-100']);
    expect(skus({ text: 'cb-100' })).toEqual(['CB-100']);
  });

  it('finds a name by a prefix of any word, ignoring case and accents', () => {
    expect(skus({ text: 'creme' })).toEqual(['CB-100']);
    expect(skus({ text: 'BRULEE' })).toEqual(['CB-100']);
    expect(skus({ text: 'linen' })).toEqual(['lamp-10']);
    expect(skus({ text: 'desk bra' })).toEqual(['LAMP-2']);
    expect(skus({ text: 'desk zebra' })).toEqual([]);
  });

  it('finds a barcode, whole or by prefix', () => {
    expect(skus({ text: '4006381333931' })).toEqual(['CB-100']);
    expect(skus({ text: ' 40063813 ' })).toEqual(['CB-100']);
  });

  it('ranks exact SKU and barcode, then SKU prefixes, then names by their first word', () => {
    // "torch": the name "Pocket torch" and "Crème brûlée torch" match a later word; TORCH-1 is
    // a SKU prefix and comes first.
    expect(skus({ text: 'torch' })).toEqual(['TORCH-1', 'CB-100']);
    // "lamp": both SKUs start with it; among name matches a first word ranks before a later one.
    expect(skus({ text: 'LAMP-2' })).toEqual(['LAMP-2']);
    expect(skus({ text: 'pocket' })).toEqual(['TORCH-1']);
  });

  it('treats any text as text: no pattern, no crash, no stall', () => {
    for (const text of [
      '.*',
      '(',
      '[a-',
      '\\',
      '$^',
      '%',
      '🙂',
      'ضوء',
      '灯',
      '\u0000',
      'a'.repeat(10_000),
    ]) {
      const result = all({ text });
      expect(result.total).toBe(0);
    }
    expect(skus({ text: '   ' })).toHaveLength(5);
  });
});

describe('sorting, scope and quick filters', () => {
  it('sorts by every column, empty values last both ways', () => {
    expect(skus({ sort: 'price' })).toEqual(['ZZ-9', 'TORCH-1', 'LAMP-2', 'CB-100', 'lamp-10']);
    expect(skus({ sort: 'price', descending: true })).toEqual([
      'CB-100',
      'LAMP-2',
      'TORCH-1',
      'ZZ-9',
      'lamp-10',
    ]);
    expect(skus({ sort: 'onHand' })).toEqual(['lamp-10', 'ZZ-9', 'CB-100', 'TORCH-1', 'LAMP-2']);
    expect(skus({ sort: 'available', descending: true })[0]).toBe('LAMP-2');
    expect(skus({ sort: 'barcode' })).toEqual(['TORCH-1', 'CB-100', 'LAMP-2', 'lamp-10', 'ZZ-9']);
    expect(skus({ sort: 'name' })).toEqual(['LAMP-2', 'CB-100', 'lamp-10', 'TORCH-1', 'ZZ-9']);
  });

  it('sums stock over warehouses, or shows the one filtered on', () => {
    expect(all({ text: 'LAMP-2' }).rows[0]).toMatchObject({ onHand: 43, available: 42 });
    expect(all({ text: 'LAMP-2', warehouseId: 'W1' }).rows[0]).toMatchObject({
      onHand: 3,
      available: 2,
    });
    expect(skus({ warehouseId: 'W2' })).toEqual(['LAMP-2', 'lamp-10']);
  });

  it('counts and applies the quick filters', () => {
    const counts = all().counts;
    expect(counts).toEqual({ all: 5, low: 2, out: 1, backorder: 1 });
    // Low stock: available at or below a reorder level above 0, in some warehouse in scope.
    expect(skus({ quick: 'low', sort: 'sku' })).toEqual(['LAMP-2', 'ZZ-9']);
    expect(skus({ quick: 'low', warehouseId: 'W2' })).toEqual([]);
    expect(skus({ quick: 'out' })).toEqual(['lamp-10']);
    expect(skus({ quick: 'backorder' })).toEqual(['lamp-10']);
    expect(all({ text: 'lamp' }).counts).toEqual({ all: 2, low: 1, out: 1, backorder: 1 });
  });

  it('names the warehouse rows in scope that make a product low', () => {
    const lowIn = (query: Partial<ReplicaQuery>) =>
      all(query).rows[0]?.lowIn.map((s) => [s.warehouseId, s.available, s.reorderLevel]);
    expect(lowIn({ text: 'LAMP-2' })).toEqual([['W1', 2, 5]]);
    expect(lowIn({ text: 'LAMP-2', warehouseId: 'W2' })).toEqual([]);
    expect(lowIn({ text: 'ZZ-9' })).toEqual([['W1', 7, 7]]);
    expect(lowIn({ text: 'CB-100' })).toEqual([]);
  });

  it('answers the requested window only, with the total', () => {
    const page = all({ sort: 'sku', offset: 1, limit: 2 });
    // SKUs compare without regard to case: cb-100, lamp-10, lamp-2, torch-1, zz-9.
    expect(page.rows.map((r) => r.sku)).toEqual(['lamp-10', 'LAMP-2']);
    expect(page.total).toBe(5);
    expect(page.catalogue).toBe(5);
  });
});

describe('a new version of the catalogue', () => {
  const next = (version: number, change: (p: ReplicaProduct) => ReplicaProduct) => ({
    version,
    products: CATALOGUE.products.map((p) => (p.sku === 'ZZ-9' ? change(p) : p)),
  });
  const sorted = (snapshot: CatalogueSnapshot, sort: ReplicaQuery['sort'], index = shared) =>
    index.query(snapshot, { text: '', sort, offset: 0, limit: 100 }, true).rows.map((r) => r.sku);
  let shared = createSearchIndex();

  it('sorts by the new stock after a stock change, and keeps the other orders right', () => {
    shared = createSearchIndex();
    expect(sorted(CATALOGUE, 'onHand')).toEqual(['lamp-10', 'ZZ-9', 'CB-100', 'TORCH-1', 'LAMP-2']);
    expect(sorted(CATALOGUE, 'name')).toEqual(['LAMP-2', 'CB-100', 'lamp-10', 'TORCH-1', 'ZZ-9']);
    const restocked = next(2, (p) => ({
      ...p,
      stock: [stock('W1', { onHand: 99, available: 99 })],
    }));
    expect(sorted(restocked, 'onHand')).toEqual(['lamp-10', 'CB-100', 'TORCH-1', 'LAMP-2', 'ZZ-9']);
    expect(sorted(restocked, 'name')).toEqual(['LAMP-2', 'CB-100', 'lamp-10', 'TORCH-1', 'ZZ-9']);
  });

  it('orders again by a changed name, price or SKU', () => {
    shared = createSearchIndex();
    expect(sorted(CATALOGUE, 'name')).toEqual(['LAMP-2', 'CB-100', 'lamp-10', 'TORCH-1', 'ZZ-9']);
    const renamed = next(2, (p) => ({ ...p, name: 'Apple mug' }));
    expect(sorted(renamed, 'name')).toEqual(['ZZ-9', 'LAMP-2', 'CB-100', 'lamp-10', 'TORCH-1']);
    expect(sorted(renamed, 'price')).toEqual(['ZZ-9', 'TORCH-1', 'LAMP-2', 'CB-100', 'lamp-10']);
    const repriced = next(3, (p) => ({ ...p, name: 'Apple mug', price: '99.00' }));
    expect(sorted(repriced, 'price')).toEqual(['TORCH-1', 'LAMP-2', 'CB-100', 'ZZ-9', 'lamp-10']);
    const resku = next(4, (p) => ({ ...p, name: 'Apple mug', price: '99.00', sku: 'AA-1' }));
    expect(sorted(resku, 'sku')).toEqual(['AA-1', 'CB-100', 'lamp-10', 'LAMP-2', 'TORCH-1']);
    // Each answer is the one a fresh index gives.
    for (const sort of ['name', 'sku', 'price', 'onHand'] as const)
      expect(sorted(resku, sort)).toEqual(sorted(resku, sort, createSearchIndex()));
  });
});

describe('the middle of a SKU or barcode', () => {
  const codes: CatalogueSnapshot = {
    version: 1,
    products: [
      product('SBX-000315', 'Steel bolt'),
      product('SBX-003150', 'Washer'),
      product('315-KIT', 'Assorted kit'),
      product('AD-1', '315 adapter'),
      product('LBL-7', 'Label', { barcode: '0000315000001' }),
      product('NO-1', 'Nothing alike'),
    ],
  };
  const find = (text: string, index = createSearchIndex()) =>
    index.query(codes, { text, offset: 0, limit: 100 }, true).rows.map((r) => r.sku);

  it('finds a SKU or a barcode by its middle, below prefix and name matches', () => {
    // SKU prefix, then a name word, then SKUs holding it (by name), then the barcode holding it.
    expect(find('315')).toEqual(['315-KIT', 'AD-1', 'SBX-000315', 'SBX-003150', 'LBL-7']);
    expect(find('X-00')).toEqual(['SBX-000315', 'SBX-003150']);
    expect(find('000315')).toEqual(['SBX-000315', 'LBL-7']);
  });

  it('does not look inside codes for one or two characters', () => {
    expect(find('31')).toEqual(['315-KIT', 'AD-1']);
  });

  it('finds the middle while it is typed one key at a time', () => {
    const typing = createSearchIndex();
    for (const text of ['3', '31']) find(text, typing);
    expect(find('315', typing)).toEqual(find('315'));
    expect(find('3150', typing)).toEqual(['SBX-003150', 'LBL-7']);
  });
});
