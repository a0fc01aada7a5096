/**
 * The catalogue copy treats product ids as opaque: ids in the service's real form (base64 of
 * `ProductInfo:<n>`), in the form a warehouse product's takes (`Product:<n>`), or in no known
 * form at all come back unchanged from the saved columns and from search, and never decide which
 * product a row is (docs/service-notes.md "Values").
 */
import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from './replica-columns.ts';
import { createSearchIndex, type CatalogueSnapshot } from './search-index.ts';
import type { ReplicaProduct } from './types.ts';

const b64 = (text: string): string => Buffer.from(text).toString('base64');
const ODD_IDS = [
  b64('ProductInfo:41500001'),
  b64('Product:63800001'),
  'gid://warehouse/Thing/7',
  'not base64 at all: ✓ 產品',
  b64('WarehouseProduct:1'),
];

function product(id: string, i: number): ReplicaProduct {
  return {
    id,
    sku: `ODD-${i}`,
    name: `Odd ${i}`,
    barcode: null,
    price: '1.00',
    value: '0.50',
    currency: 'USD',
    createdAt: null,
    updatedAt: '2026-11-27 23:59:59',
    stock: [
      {
        warehouseId: b64('Warehouse:1'),
        warehouseLabel: 'Main',
        onHand: i,
        allocated: 0,
        available: i,
        backorder: 0,
        reorderLevel: 0,
        reorderAmount: 0,
        updatedAt: '2026-11-27T23:59:59',
      },
    ],
  };
}

const PRODUCTS = ODD_IDS.map(product);

describe('product ids of any form', () => {
  it('survive the saved columns unchanged', () => {
    const back = fromColumns(JSON.parse(JSON.stringify(toColumns(PRODUCTS))));
    expect(back?.map((p) => p.id)).toEqual(ODD_IDS);
  });

  it('come back from search on the rows their SKUs find', () => {
    const snapshot: CatalogueSnapshot = { version: 1, products: PRODUCTS };
    const index = createSearchIndex();
    for (const [i, id] of ODD_IDS.entries()) {
      const result = index.query(snapshot, { text: `ODD-${i}`, offset: 0, limit: 10 }, true);
      expect(result.rows.map((row) => [row.sku, row.id])).toEqual([[`ODD-${i}`, id]]);
    }
    const all = index.query(snapshot, { text: '', offset: 0, limit: 10 }, true);
    expect(new Set(all.rows.map((row) => row.id))).toEqual(new Set(ODD_IDS));
  });
});
