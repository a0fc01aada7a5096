// @vitest-environment jsdom
/**
 * The products grid under Low stock says which warehouse is low and why: the warehouse, what is
 * available there, its reorder level and reorder amount; the export names its columns the same.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOW_STOCK_EXPORT_COLUMNS } from '../../shared/bulk/export-columns.ts';
import type { ReplicaRow, ReplicaStock } from '../../shared/replica/types.ts';
import { DataTable } from '../components/table/DataTable.tsx';
import { replicaColumns } from './replica-columns.tsx';

afterEach(cleanup);

function stock(label: string, available: number, reorderLevel: number): ReplicaStock {
  return {
    warehouseId: `id-${label}`,
    warehouseLabel: label,
    onHand: available,
    allocated: 0,
    available,
    backorder: 0,
    reorderLevel,
    reorderAmount: reorderLevel * 4,
    updatedAt: null,
  };
}

// 396 on hand in all, but low in one warehouse: the case a bare flag left unexplained.
const LOW_IN_ONE: ReplicaRow = {
  id: 'P1',
  sku: 'SBX-000315',
  name: 'Steel bolt',
  barcode: null,
  price: null,
  value: null,
  currency: null,
  updatedAt: null,
  onHand: 396,
  allocated: 0,
  available: 396,
  backorder: 0,
  reorderLevel: 5,
  low: true,
  lowIn: [stock('PDX', 4, 5)],
};

function gridCells(quick: 'all' | 'low', row: ReplicaRow) {
  render(
    <DataTable label="Products" columns={replicaColumns(quick)} rows={[row]} rowId={(r) => r.id} />,
  );
  const grid = screen.getByRole('grid', { name: 'Products' });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const cells = within(grid).getAllByRole('gridcell');
  return { headers, cell: (header: string) => cells[headers.indexOf(header)] };
}

describe('the products grid under Low stock', () => {
  it('shows the low warehouse, what is available there, its reorder level and amount', () => {
    const { headers, cell } = gridCells('low', LOW_IN_ONE);
    expect(headers.slice(0, 9)).toEqual([
      'Reorder',
      'SKU',
      'Name',
      'On hand',
      'Available',
      'Low in',
      'Available there',
      'Reorder level',
      'Reorder amount',
    ]);
    expect(cell('Low in')?.textContent).toBe('PDX');
    expect(cell('Available there')?.textContent).toBe('4');
    expect(cell('Reorder level')?.textContent).toBe('5');
    expect(cell('Reorder amount')?.textContent).toBe('20');
  });

  it('lists every low warehouse, in the same order in each column', () => {
    const twice = { ...LOW_IN_ONE, lowIn: [stock('PDX', 4, 5), stock('RNO', 0, 2)] };
    const { cell } = gridCells('low', twice);
    expect(cell('Low in')?.textContent).toBe('PDX · RNO');
    expect(cell('Available there')?.textContent).toBe('4 · 0');
    expect(cell('Reorder amount')?.textContent).toBe('20 · 8');
  });

  it('explains a flagged total on the whole list too', () => {
    const { headers, cell } = gridCells('all', LOW_IN_ONE);
    expect(headers).not.toContain('Low in');
    expect(cell('Available')?.querySelector('[title]')?.getAttribute('title')).toBe(
      'Low in PDX: 4 available, reorder level 5, reorder amount 20',
    );
  });

  it('names the export’s columns as the grid does, adding only the currency', () => {
    // The box that picks a product for a reorder is no figure: the export has no such column.
    const headers = replicaColumns('low')
      .filter((c) => c.id !== 'reorderPick')
      .map((c) => c.header);
    expect(LOW_STOCK_EXPORT_COLUMNS.filter((c) => headers.includes(c))).toEqual(headers);
    expect(LOW_STOCK_EXPORT_COLUMNS.filter((c) => !headers.includes(c))).toEqual(['Currency']);
  });
});
