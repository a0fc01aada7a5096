/**
 * One low-stock rule everywhere: every place that decides "low" (the catalogue copy's lists, the
 * overview and exports that read them, the product pane, the kiosk's lookups and its low-stock
 * list from the copy or the service) gives the same verdict for the same warehouse rows. The rule
 * is the schema's: available compared with a reorder level above 0; a level of 0 never reorders.
 */
import { describe, expect, it } from 'vitest';
import { productsExport } from '../electron/bulk/export/products-export.ts';
import { figuresOf, isLowStock } from '../shared/replica/figures.ts';
import { createSearchIndex } from '../shared/replica/search-index.ts';
import type { ReplicaProduct } from '../shared/replica/types.ts';
import {
  lookedUpFromReplica,
  lowStockRows,
  lowStockRowsFromReplica,
  warehouseStock,
} from '../renderer/kiosk/board-model.ts';
import { reorderRows } from '../renderer/products/reorder-rows.ts';
import type { ProductDetail } from '../renderer/stock/product-detail-data.ts';

interface Case {
  readonly sku: string;
  readonly onHand: number;
  readonly available: number;
  readonly reorderLevel: number;
}

const CASES: readonly Case[] = [
  { sku: 'OUT-NO-LEVEL', onHand: 0, available: 0, reorderLevel: 0 },
  { sku: 'ALLOCATED-AWAY', onHand: 9, available: 3, reorderLevel: 5 },
  { sku: 'AT-LEVEL', onHand: 5, available: 5, reorderLevel: 5 },
  { sku: 'ABOVE-LEVEL', onHand: 6, available: 6, reorderLevel: 5 },
  { sku: 'OVERSOLD-NO-LEVEL', onHand: 0, available: -2, reorderLevel: 0 },
  { sku: 'OVERSOLD', onHand: 0, available: -1, reorderLevel: 3 },
  { sku: 'HIGH-LEVEL', onHand: 400, available: 400, reorderLevel: 500 },
  { sku: 'ON-HAND-LOW-ONLY', onHand: 2, available: 8, reorderLevel: 4 },
];
/** The schema's rule, written out: what every place must agree with. */
const LOW = ['ALLOCATED-AWAY', 'AT-LEVEL', 'OVERSOLD', 'HIGH-LEVEL'];

function replicaProduct(c: Case): ReplicaProduct {
  return {
    id: `id-${c.sku}`,
    sku: c.sku,
    name: c.sku,
    barcode: null,
    price: null,
    value: null,
    currency: null,
    createdAt: null,
    updatedAt: null,
    stock: [
      {
        warehouseId: 'W1',
        warehouseLabel: 'Primary',
        onHand: c.onHand,
        allocated: c.onHand - c.available,
        available: c.available,
        backorder: 0,
        reorderLevel: c.reorderLevel,
        reorderAmount: 10,
        updatedAt: null,
      },
    ],
  };
}

function serviceProduct(c: Case): ProductDetail {
  return {
    id: `id-${c.sku}`,
    sku: c.sku,
    name: c.sku,
    price: null,
    value: null,
    value_currency: null,
    barcode: null,
    tags: null,
    product_note: null,
    created_at: null,
    updated_at: null,
    dimensions: null,
    warehouse_products: [
      {
        id: `wp-${c.sku}`,
        warehouse_id: 'W1',
        price: null,
        value: null,
        value_currency: null,
        on_hand: c.onHand,
        allocated: c.onHand - c.available,
        available: c.available,
        backorder: 0,
        reorder_level: c.reorderLevel,
        reorder_amount: 10,
        updated_at: null,
        warehouse: { id: 'W1', identifier: 'Primary' },
      },
    ],
  };
}

const products = CASES.map(replicaProduct);
const lowSkus = (verdicts: readonly (readonly [string, boolean])[]): string[] =>
  verdicts.filter(([, low]) => low).map(([sku]) => sku);

describe('the one low-stock rule', () => {
  it('is the schema’s rule', () => {
    expect(lowSkus(CASES.map((c) => [c.sku, isLowStock(c)]))).toEqual(LOW);
  });

  it('the catalogue copy: figures, the Low stock filter and its count', () => {
    expect(lowSkus(products.map((p) => [p.sku, figuresOf(p, null).low]))).toEqual(LOW);
    const index = createSearchIndex();
    const result = index.query(
      { version: 1, products },
      { text: '', sort: 'sku', quick: 'low', offset: 0, limit: 100 },
      true,
    );
    expect(result.counts.low).toBe(LOW.length);
    expect(result.rows.map((r) => r.sku)).toEqual([...LOW].sort());
  });

  it('the low-stock export: one record per low warehouse row', async () => {
    const rows = createSearchIndex().matching(
      { version: 1, products },
      { text: '', sort: 'sku', quick: 'low' },
    );
    const source = productsExport(rows, true);
    const records = [];
    for await (const batch of source.batches()) if (batch.ok) records.push(...batch.value);
    expect(records.map((r) => r[0])).toEqual([...LOW].sort());
    expect(source.total).toBe(LOW.length);
  });

  it('the product pane’s reorder rows', () => {
    const verdicts = CASES.map(
      (c) => [c.sku, reorderRows(serviceProduct(c))[0]?.low ?? false] as const,
    );
    expect(lowSkus(verdicts)).toEqual(LOW);
  });

  it('the kiosk: lookups from the service and the copy, and both low-stock lists', () => {
    const fromService = CASES.map(
      (c) => [c.sku, warehouseStock(serviceProduct(c))[0]?.low ?? false] as const,
    );
    expect(lowSkus(fromService)).toEqual(LOW);
    const fromCopy = products.map(
      (p) => [p.sku, lookedUpFromReplica(p).rows[0]?.low ?? false] as const,
    );
    expect(lowSkus(fromCopy)).toEqual(LOW);

    const scan = lowStockRows({
      warehouse_products: {
        request_id: 'r',
        complexity: 1,
        data: {
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: CASES.map((c) => ({
            node: {
              id: `wp-${c.sku}`,
              sku: c.sku,
              warehouse_id: 'W1',
              warehouse_identifier: 'Primary',
              on_hand: c.onHand,
              reorder_level: c.reorderLevel,
              available: c.available,
              product: { name: c.sku },
            },
          })),
        },
      },
    });
    expect(scan.map((r) => r.sku).sort()).toEqual([...LOW].sort());

    const listed = createSearchIndex().matching(
      { version: 1, products },
      { text: '', quick: 'low' },
    );
    expect(
      lowStockRowsFromReplica(listed)
        .map((r) => r.sku)
        .sort(),
    ).toEqual([...LOW].sort());
  });
});
