import { describe, expect, it } from 'vitest';
import type { ReplicaRow, ReplicaStock } from '../../../shared/replica/types.ts';
import { lowStockRecords, productRecord } from './products-export.ts';

const stock = (warehouseId: string, price: string, available: number): ReplicaStock => ({
  warehouseId,
  warehouseLabel: warehouseId,
  onHand: available,
  allocated: 0,
  available,
  backorder: 0,
  reorderLevel: 5,
  reorderAmount: 20,
  updatedAt: null,
  price,
  value: '2.00',
});

const row = (priceHigh: string | null): ReplicaRow => ({
  id: 'P1',
  sku: 'LAMP-1',
  name: 'Lamp',
  barcode: null,
  price: '4.00',
  value: '2.00',
  currency: 'USD',
  updatedAt: null,
  onHand: 6,
  allocated: 0,
  available: 6,
  backorder: 0,
  reorderLevel: 10,
  low: true,
  lowIn: [stock('PDX', '5.50', 2), stock('RNO', '4.00', 4)],
  priceHigh,
  valueHigh: null,
});

describe('products export money cells', () => {
  it('writes the figure when warehouses agree, and the span the grid shows when they do not', () => {
    expect(productRecord(row(null)).slice(4, 7)).toEqual(['4.00', '2.00', 'USD']);
    expect(productRecord(row('5.50')).slice(4, 7)).toEqual(['4.00–5.50', '2.00', 'USD']);
  });

  it('a low-stock record holds that warehouse’s own price', () => {
    const records = lowStockRecords(row('5.50'));
    expect(records.map((r) => [r[4], r[8]])).toEqual([
      ['PDX', '5.50'],
      ['RNO', '4.00'],
    ]);
  });
});
