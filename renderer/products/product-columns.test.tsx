// @vitest-environment happy-dom
/**
 * The price and value cells of both products grids (server pages and the catalogue copy): in the
 * product's own currency, as the product pane shows them, and plain digits when none is known.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplicaRow } from '../../shared/replica/types.ts';
import { DataTable, type Column } from '../components/table/DataTable.tsx';
import { PRODUCT_COLUMNS } from './product-columns.tsx';
import type { ProductRow } from './products-data.ts';
import { REPLICA_COLUMNS } from './replica-columns.tsx';

afterEach(cleanup);

interface Money {
  readonly sku: string;
  readonly price: string | null;
  readonly value: string | null;
  readonly currency: string | null;
}

const MONEY: readonly Money[] = [
  { sku: 'USD-1', price: '12.5', value: '7', currency: 'USD' },
  { sku: 'EUR-1', price: '1234.5', value: '0.125', currency: 'EUR' },
  { sku: 'JPY-1', price: '1500', value: '900', currency: 'JPY' },
  { sku: 'NONE-1', price: '3.5', value: null, currency: null },
];

function serverRow(m: Money): ProductRow {
  return {
    id: `id-${m.sku}`,
    sku: m.sku,
    name: `Product ${m.sku}`,
    // Deprecated, and only a fallback: the warehouse's figures are shown.
    price: '999.00',
    value: null,
    value_currency: null,
    barcode: null,
    created_at: null,
    updated_at: null,
    // Price and value live per warehouse.
    warehouse_products: [
      {
        warehouse_id: 'W1',
        on_hand: 1,
        allocated: 0,
        available: 1,
        price: m.price,
        value: m.value,
        value_currency: m.currency,
      },
    ],
  };
}

function replicaRow(m: Money): ReplicaRow {
  return {
    id: `id-${m.sku}`,
    sku: m.sku,
    name: `Product ${m.sku}`,
    barcode: null,
    price: m.price,
    value: m.value,
    currency: m.currency,
    updatedAt: null,
    onHand: 0,
    allocated: 0,
    available: 0,
    backorder: 0,
    reorderLevel: 0,
    low: false,
    lowIn: [],
  };
}

/** Price and Value of the row of `sku`, read from the cells under those headers. */
function moneyCells(sku: string): { price: string; value: string } {
  const grid = screen.getByRole('grid', { name: 'Products' });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const row = within(grid).getByText(sku).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${sku}`);
  const cells = within(row).getAllByRole('gridcell');
  const at = (header: string) => cells[headers.findIndex((h) => h.startsWith(header))];
  return { price: at('Price')?.textContent ?? '', value: at('Value')?.textContent ?? '' };
}

function renderGrid<T extends { id: string | null }>(columns: readonly Column<T>[], rows: T[]) {
  render(
    <DataTable label="Products" columns={columns} rows={rows} rowId={(row) => row.id ?? ''} />,
  );
}

const EXPECTED: Record<string, { price: string; value: string }> = {
  'USD-1': { price: '$12.50', value: '$7.00' },
  // Never rounded: a third decimal stays.
  'EUR-1': { price: '€1,234.50', value: '€0.125' },
  'JPY-1': { price: '¥1,500', value: '¥900' },
  // No currency sent: digits padded to cents, as before; an empty value is marked empty.
  'NONE-1': { price: '3.50', value: '—empty' },
};

describe('products grid money cells', () => {
  it('shows price and value in each product’s currency on the server-paged grid', () => {
    renderGrid(PRODUCT_COLUMNS, MONEY.map(serverRow));
    for (const m of MONEY) expect(moneyCells(m.sku)).toEqual(EXPECTED[m.sku]);
  });

  it('shows them the same way on the catalogue copy’s grid', () => {
    renderGrid(REPLICA_COLUMNS, MONEY.map(replicaRow));
    for (const m of MONEY) expect(moneyCells(m.sku)).toEqual(EXPECTED[m.sku]);
  });
});

describe('products grid money cells where warehouses disagree', () => {
  it('shows the lowest and highest warehouse price on the server-paged grid', () => {
    const row: ProductRow = {
      ...serverRow({ sku: 'SPLIT-1', price: null, value: null, currency: null }),
      warehouse_products: [
        {
          warehouse_id: 'W1',
          on_hand: 1,
          allocated: 0,
          available: 1,
          price: '5.50',
          value: '2',
          value_currency: 'USD',
        },
        {
          warehouse_id: 'W2',
          on_hand: 1,
          allocated: 0,
          available: 1,
          price: '4.00',
          value: '2',
          value_currency: 'USD',
        },
      ],
    };
    renderGrid(PRODUCT_COLUMNS, [row]);
    expect(moneyCells('SPLIT-1')).toEqual({ price: '$4.00–$5.50', value: '$2.00' });
    expect(screen.getByTitle('Differs by warehouse: $4.00–$5.50').textContent).toBe('$4.00–$5.50');
  });

  it('shows the same span on the catalogue copy’s grid', () => {
    const row: ReplicaRow = {
      ...replicaRow({ sku: 'SPLIT-2', price: '4.00', value: '2', currency: 'USD' }),
      priceHigh: '5.50',
      valueHigh: null,
    };
    renderGrid(REPLICA_COLUMNS, [row]);
    expect(moneyCells('SPLIT-2')).toEqual({ price: '$4.00–$5.50', value: '$2.00' });
  });
});
