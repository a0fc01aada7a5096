// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeBridge, payload, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ProductDetailPane } from './ProductDetailPane.tsx';

afterEach(cleanup);

/** One warehouse's record, priced as the service keeps prices: per warehouse. */
function priced(id: string, price: string, value: string, currency: string | null) {
  return {
    id: `wp-${id}`,
    warehouse_id: id,
    price,
    value,
    value_currency: currency,
    on_hand: 5,
    allocated: 0,
    available: 5,
    backorder: 0,
    reorder_level: 0,
    reorder_amount: 0,
    updated_at: null,
    warehouse: { id, identifier: `WH-${id}` },
  };
}

function detailBridge(
  dimensions: Record<string, string> | null,
  currency: string | null,
  stock: readonly Record<string, unknown>[] = [priced('1', '1234.5', '7.25', currency)],
) {
  return createFakeBridge({
    session: signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    graphql: (name) =>
      ok(
        payload(
          name !== 'ProductDetail'
            ? {}
            : {
                product: {
                  request_id: 'r',
                  complexity: 1,
                  data: {
                    id: 'P1',
                    sku: 'SBX-1',
                    name: 'Brass Camp Lantern',
                    // Deprecated: shown only where no warehouse gives a figure.
                    price: '999',
                    value: null,
                    value_currency: currency,
                    barcode: '0001',
                    tags: [],
                    product_note: null,
                    created_at: null,
                    updated_at: null,
                    dimensions,
                    warehouse_products: stock,
                  },
                },
              },
        ),
      ),
  });
}

/** The value next to a label in the Product section. */
async function property(label: string): Promise<string> {
  const section = await screen.findByRole('region', { name: 'Product' });
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('ProductDetailPane', () => {
  it('shows prices in the product’s currency and sizes with their units', async () => {
    renderWithApp(
      <ProductDetailPane sku="SBX-1" onClose={() => undefined} />,
      detailBridge({ length: '16', width: '5.5', height: '15', weight: '1.4' }, 'USD'),
    );
    expect(await property('Price')).toBe('$1,234.50');
    expect(await property('Value (unit cost)')).toBe('$7.25');
    expect(await property('Dimensions')).toBe('16 × 5.5 × 15 in');
    expect(await property('Weight')).toBe('1.4 lb');
    // One warehouse, one price: no table of prices by warehouse.
    expect(screen.queryByRole('region', { name: 'Prices by warehouse' })).toBeNull();
  });

  it('shows the product’s own price when no warehouse stocks it', async () => {
    renderWithApp(
      <ProductDetailPane sku="SBX-1" onClose={() => undefined} />,
      detailBridge(null, 'USD', []),
    );
    expect(await property('Price')).toBe('$999.00');
    expect(await property('Value (unit cost)')).toBe('—empty');
  });

  it('lists each warehouse’s price where they differ, and the span in the Product section', async () => {
    renderWithApp(
      <ProductDetailPane sku="SBX-1" onClose={() => undefined} />,
      detailBridge(null, 'USD', [
        priced('1', '5.50', '2.00', 'USD'),
        priced('2', '4.00', '2.00', 'USD'),
      ]),
    );
    expect(await property('Price')).toBe('$4.00–$5.50');
    expect(await property('Value (unit cost)')).toBe('$2.00');
    const section = await screen.findByRole('region', { name: 'Prices by warehouse' });
    const lines = within(section)
      .getAllByRole('row')
      .map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Warehouse', 'Price', 'Value'],
      ['WH-1', '$5.50', '$2.00'],
      ['WH-2', '$4.00', '$2.00'],
    ]);
  });

  it('shows unmeasured sizes as empty, and amounts plain when no currency is sent', async () => {
    renderWithApp(
      <ProductDetailPane sku="SBX-1" onClose={() => undefined} />,
      detailBridge({ length: '0', width: '0', height: '0', weight: '0' }, null),
    );
    expect(await property('Price')).toBe('1,234.50');
    expect(await property('Dimensions')).toBe('—empty');
    expect(await property('Weight')).toBe('—empty');
  });

  it('shows reorder level and amount per warehouse, and marks a warehouse that is low', async () => {
    const row = (id: string, available: number, level: number, amount: number) => ({
      id: `wp-${id}`,
      warehouse_id: id,
      price: null,
      value: null,
      on_hand: available,
      allocated: 0,
      available,
      backorder: 0,
      reorder_level: level,
      reorder_amount: amount,
      updated_at: null,
      warehouse: { id, identifier: `WH-${id}` },
    });
    renderWithApp(
      <ProductDetailPane sku="SBX-1" onClose={() => undefined} />,
      detailBridge(null, 'USD', [row('1', 396, 0, 0), row('2', 4, 5, 20)]),
    );
    const section = await screen.findByRole('region', { name: 'Reordering' });
    const lines = within(section)
      .getAllByRole('row')
      .map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Warehouse', 'Available', 'Reorder level', 'Reorder amount'],
      ['WH-1', '396', '0', '0'],
      ['WH-2', '4 (low)', '5', '20'],
    ]);
  });
});
