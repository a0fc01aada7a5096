/**
 * Prices where they live: each warehouse row of the copy keeps its own price and value, the
 * product's list figure is the lowest of them, and lists get the span where they differ. One rule
 * for a first sync, a refresh's stock rows and this app's own edits; the file keeps the rows'
 * figures, and a file written before rows kept them still loads.
 */
import { describe, expect, it } from 'vitest';
import type { OperationData } from '../../shared/operations/catalogue.ts';
import { fromColumns, toColumns } from '../../shared/replica/replica-columns.ts';
import { createSearchIndex } from '../../shared/replica/search-index.ts';
import { createCatalogue } from './catalogue.ts';
import { productsPage, stockPage } from './wire-rows.ts';

const row = (warehouse: string, price: string | null, value: string | null) => ({
  warehouse_id: warehouse,
  warehouse_identifier: warehouse,
  on_hand: 3,
  allocated: 0,
  available: 3,
  backorder: 0,
  reorder_level: 0,
  reorder_amount: 0,
  price,
  value,
  value_currency: price === null ? null : 'USD',
  updated_at: '2026-11-27T09:00:00',
});

function page(rows: ReturnType<typeof row>[]): OperationData<'ReplicaProducts'> {
  return {
    products: {
      request_id: 'r',
      complexity: 1,
      data: {
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: [
          {
            node: {
              id: 'UHJvZHVjdEluZm86MQ==',
              sku: 'LAMP-1',
              name: 'Lamp',
              // Deprecated: only where no warehouse gives a figure.
              price: '9.99',
              value: null,
              value_currency: 'EUR',
              barcode: null,
              created_at: '2026-11-27 09:00:00',
              updated_at: '2026-11-27 09:00:00',
              warehouse_products: rows,
            },
          },
        ],
      },
    },
  };
}

function listed(catalogue: ReturnType<typeof createCatalogue>) {
  const result = createSearchIndex().query(
    catalogue.snapshot(),
    { text: '', offset: 0, limit: 10 },
    true,
  );
  const first = result.rows[0];
  return {
    price: first?.price,
    high: first?.priceHigh,
    value: first?.value,
    high2: first?.valueHigh,
  };
}

describe('prices per warehouse in the catalogue copy', () => {
  it('keeps each row’s figures; the product lists the lowest, with the span where they differ', () => {
    const { products } = productsPage(page([row('W1', '5.50', '2.00'), row('W2', '4.00', '2.00')]));
    const catalogue = createCatalogue();
    catalogue.replaceAll(products);
    expect(products[0]?.stock.map((s) => [s.price, s.value])).toEqual([
      ['5.50', '2.00'],
      ['4.00', '2.00'],
    ]);
    expect(products[0]).toMatchObject({ price: '4.00', value: '2.00', currency: 'USD' });
    expect(listed(catalogue)).toEqual({ price: '4.00', high: '5.50', value: '2.00', high2: null });
  });

  it('a warehouse without a price is left out; with none, the product’s own figure stands', () => {
    const some = productsPage(page([row('W1', null, null), row('W2', '4.00', '1.00')])).products;
    expect(some[0]).toMatchObject({ price: '4.00', value: '1.00' });
    expect(some[0]?.stock[0]).not.toHaveProperty('price');
    // No warehouse gives one: the product's own (deprecated) figure, the one place left.
    const none = productsPage(page([row('W1', '', null)])).products;
    expect(none[0]).toMatchObject({ price: '9.99', value: null });
    const nowhere = productsPage(page([])).products;
    expect(nowhere[0]).toMatchObject({ price: '9.99', currency: 'EUR' });
  });

  it('an own edit and a refreshed stock row move the row’s figure and the product’s with it', () => {
    const catalogue = createCatalogue();
    catalogue.replaceAll(
      productsPage(page([row('W1', '5.50', '2.00'), row('W2', '4.00', '2.00')])).products,
    );
    // This app's edit of W2's price: the reply carries it.
    catalogue.patch('LAMP-1', { row: { warehouseId: 'W2', fields: {}, price: '6.00' } });
    expect(listed(catalogue)).toMatchObject({ price: '5.50', high: '6.00' });
    // Another desk's edit of W1, read by a refresh's stock stream; W2 keeps its own.
    const stock = stockPage({
      warehouse_products: {
        request_id: 'r',
        complexity: 1,
        data: {
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: [{ node: { sku: 'LAMP-1', ...row('W1', '6.00', '2.50') } }],
        },
      },
    });
    catalogue.applyStock(
      stock.updates.map((u) => ({ ...u, stock: { ...u.stock, updatedAt: '2026-11-27T09:00:05' } })),
    );
    const product = catalogue.find('LAMP-1');
    expect(product?.stock.map((s) => s.price)).toEqual(['6.00', '6.00']);
    expect(listed(catalogue)).toEqual({ price: '6.00', high: null, value: '2.00', high2: '2.50' });
  });

  it('the file keeps each row’s figures, and one written before rows kept them still loads', () => {
    const { products } = productsPage(page([row('W1', '5.50', null), row('W2', '4.00', '1.00')]));
    const columns = toColumns(products);
    expect(fromColumns(JSON.parse(JSON.stringify(columns)))).toEqual(products);

    const oldStock = Object.fromEntries(
      Object.entries(columns.stock).filter(([key]) => key !== 'price' && key !== 'value'),
    );
    const old = fromColumns(JSON.parse(JSON.stringify({ ...columns, stock: oldStock })));
    expect(old?.[0]).toMatchObject({ price: '4.00', value: '1.00' });
    expect(old?.[0]?.stock.every((s) => !('price' in s) && !('value' in s))).toBe(true);

    const damaged = { ...columns, stock: { ...columns.stock, price: [1, 2] } };
    expect(fromColumns(JSON.parse(JSON.stringify(damaged)))).toBeNull();
  });
});
