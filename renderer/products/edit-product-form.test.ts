import { describe, expect, it } from 'vitest';
import {
  checkEdit,
  editValuesOf,
  fieldKey,
  planEdit,
  type EditValues,
} from './edit-product-form.ts';
import type { ProductDetail } from '../stock/product-detail-data.ts';

const record = (id: string, level: number) => ({
  id: `wp-${id}`,
  warehouse_id: id,
  price: '19.00',
  value: '7.50',
  value_currency: 'USD',
  on_hand: 10,
  allocated: 0,
  available: 10,
  backorder: 0,
  reorder_level: level,
  reorder_amount: 40,
  updated_at: null,
  warehouse: { id, identifier: id === 'W1' ? 'Primary' : 'Reno West' },
});

const product = {
  id: 'p1',
  sku: 'SKU-1',
  name: 'Lantern',
  price: null,
  value: null,
  value_currency: null,
  barcode: '123',
  tags: null,
  product_note: null,
  created_at: null,
  updated_at: null,
  dimensions: null,
  warehouse_products: [record('W1', 5), record('W2', 8)],
} satisfies ProductDetail;

const initial = editValuesOf(product);

function withRow(values: EditValues, id: string, field: string, value: string): EditValues {
  return {
    ...values,
    warehouses: values.warehouses.map((w) =>
      w.warehouseId === id ? { ...w, values: { ...w.values, [field]: value } } : w,
    ),
  };
}

describe('planEdit', () => {
  it('plans nothing for an untouched form', () => {
    expect(planEdit(initial, initial)).toEqual({ product: null, warehouses: [] });
  });

  it('sends only changed product fields and only the warehouses that changed', () => {
    const next = withRow({ ...initial, name: '  Storm lantern ' }, 'W2', 'reorder_level', '12');
    expect(planEdit(initial, next)).toEqual({
      product: { sku: 'SKU-1', name: 'Storm lantern' },
      warehouses: [
        { label: 'Reno West', input: { sku: 'SKU-1', warehouse_id: 'W2', reorder_level: 12 } },
      ],
    });
  });

  it('sends an emptied barcode as "" (the service clears it)', () => {
    expect(planEdit(initial, { ...initial, barcode: ' ' }).product).toEqual({
      sku: 'SKU-1',
      barcode: '',
    });
  });
});

describe('checkEdit', () => {
  it('refuses a blank name, bad decimals and negative or fractional counts, per field', () => {
    let next = withRow({ ...initial, name: '' }, 'W1', 'price', '12,50');
    next = withRow(next, 'W1', 'reorder_level', '-1');
    next = withRow(next, 'W2', 'reorder_amount', '2.5');
    expect(Object.keys(checkEdit(next)).sort()).toEqual(
      [
        'name',
        fieldKey('W1', 'price'),
        fieldKey('W1', 'reorder_level'),
        fieldKey('W2', 'reorder_amount'),
      ].sort(),
    );
    expect(checkEdit(initial)).toEqual({});
  });
});
