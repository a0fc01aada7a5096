// @vitest-environment happy-dom
/**
 * The products grid under Low stock says which warehouse is low and why: the warehouse, what is
 * available there, its reorder level and reorder amount; the export names its columns the same.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { LOW_STOCK_EXPORT_COLUMNS } from '../../shared/bulk/export-columns.ts';
import type { ReplicaRow, ReplicaStock } from '../../shared/replica/types.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { DataTable } from '../components/table/DataTable.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { createFakeBridge, payload, signedIn } from '../testing/fake-bridge.ts';
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

/** One open PO with 12 of the SKU still to come (20 ordered, 8 received), and a closed one. */
const OPEN_PO_LINES = {
  purchase_orders: {
    data: {
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [
        { po_number: 'PO-1', date_closed: null, received: 8, warehouse: 'id-PDX' },
        { po_number: 'PO-2', date_closed: '2026-11-01T00:00:00', received: 0, warehouse: 'id-PDX' },
      ].map((po, i) => ({
        node: {
          id: `P${i}`,
          po_number: po.po_number,
          po_date: '2026-12-11T00:00:00',
          date_closed: po.date_closed,
          warehouse_id: po.warehouse,
          fulfillment_status: po.date_closed ? 'closed' : 'pending',
          line_items: {
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [
              {
                node: {
                  sku: 'SBX-000315',
                  quantity: 20,
                  quantity_received: po.received,
                  quantity_rejected: 0,
                },
              },
            ],
          },
        },
      })),
    },
  },
};

function gridCells(quick: 'all' | 'low', row: ReplicaRow) {
  const bridge = createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:products', 'view:purchase_orders'] }),
    graphql: (name) => ok(payload(name === 'OpenPoLines' ? OPEN_PO_LINES : {})),
  });
  render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      <DataTable
        label="Products"
        columns={replicaColumns(quick)}
        rows={[row]}
        rowId={(r) => r.id}
      />
    </AppProviders>,
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
    expect(headers.slice(0, 10)).toEqual([
      'Reorder',
      'SKU',
      'Name',
      'On hand',
      'Available',
      'On order',
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

  it('says what is on order on the open POs and when it is expected', async () => {
    const { cell } = gridCells('low', LOW_IN_ONE);
    const onOrder = cell('On order');
    await within(onOrder ?? document.body).findByText(/^12 to PDX · /);
    expect(onOrder?.textContent).toBe('12 to PDX · Dec 11, 2026');
    expect(onOrder?.querySelector('[title]')?.getAttribute('title')).toBe(
      'On order: 12 to PDX, Dec 11, 2026 (PO-1).',
    );
  });

  it('names the warehouse a PO goes to and the low warehouses nothing is on order for', async () => {
    const three = {
      ...LOW_IN_ONE,
      lowIn: [stock('RNO', 0, 2), stock('PDX', 4, 5), stock('CMH', 1, 3)],
    };
    const { cell } = gridCells('low', three);
    const onOrder = cell('On order');
    await within(onOrder ?? document.body).findByText(/^12 to PDX/);
    expect(onOrder?.querySelector('[title]')?.getAttribute('title')).toBe(
      'On order: 12 to PDX, Dec 11, 2026 (PO-1). Nothing on order for RNO, CMH.',
    );
  });

  it('ends a long name in an ellipsis with the whole name in its title', () => {
    const name = 'Alpine Water Bottle — Tobacco Brown, 750 ml';
    const { cell } = gridCells('low', { ...LOW_IN_ONE, name });
    const shown = cell('Name')?.querySelector('[title]');
    expect(shown?.getAttribute('title')).toBe(name);
    expect(shown?.textContent).toBe(name);
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
    // The reorder box is no figure, and the export reads no purchase orders: neither is in it.
    const headers = replicaColumns('low')
      .filter((c) => c.id !== 'reorderPick' && c.id !== 'onOrder')
      .map((c) => c.header);
    expect(LOW_STOCK_EXPORT_COLUMNS.filter((c) => headers.includes(c))).toEqual(headers);
    expect(LOW_STOCK_EXPORT_COLUMNS.filter((c) => !headers.includes(c))).toEqual(['Currency']);
  });
});
