import type { ReplicaRow, ReplicaStock } from '../../shared/replica/types.ts';
import type { Column } from '../components/table/DataTable.tsx';
import { formatInteger } from '../format/number.ts';
import { lowStockSentence, warehouseOf } from './low-stock-words.ts';
import { ReorderPickBox } from '../incoming/ReorderPickBox.tsx';
import { OnOrderCell } from '../incoming/OnOrderCell.tsx';

/**
 * The Low stock filter's own columns, after Available: what is on order, then for each warehouse
 * where the product is low, its name, what is available there, its reorder level and reorder amount. A grid row is one
 * line, so a product low in two warehouses lists both in each cell, in the same order; the
 * whole sentence is the cell's tooltip.
 */
function lowColumn(
  id: string,
  header: string,
  value: (stock: ReplicaStock) => string,
  align: 'start' | 'end',
): Column<ReplicaRow> {
  return {
    id,
    header,
    // Wide enough for the headers and a product low in two or three warehouses.
    width: align === 'end' ? 'minmax(9rem, 0.8fr)' : 'minmax(11rem, 1.4fr)',
    align,
    cell: (row) => (
      <span title={lowStockSentence(row.lowIn)}>{row.lowIn.map(value).join(' · ')}</span>
    ),
  };
}

/**
 * The box that picks a product for a reorder (renderer/incoming/ReorderDialog.tsx): first and
 * pinned, so it stays in reach when the product pane narrows the grid.
 */
export const REORDER_PICK_COLUMN: Column<ReplicaRow> = {
  id: 'reorderPick',
  header: 'Reorder',
  width: '5.25rem',
  align: 'start',
  pinned: true,
  cell: (row) => <ReorderPickBox row={row} />,
};

export const LOW_STOCK_COLUMNS: readonly Column<ReplicaRow>[] = [
  {
    // Still to come on open POs and when, next to Available so it is read before reordering;
    // one read shared by every row (docs/incoming.md).
    id: 'onOrder',
    header: 'On order',
    // Room for "105 to Columbus East · Dec 3, 2026": the warehouse is part of the answer.
    width: 'minmax(17.5rem, 1.4fr)',
    align: 'end',
    cell: (row) => <OnOrderCell row={row} />,
  },
  lowColumn('lowIn', 'Low in', warehouseOf, 'start'),
  lowColumn('availableThere', 'Available there', (s) => formatInteger(s.available), 'end'),
  lowColumn('reorderLevel', 'Reorder level', (s) => formatInteger(s.reorderLevel), 'end'),
  lowColumn('reorderAmount', 'Reorder amount', (s) => formatInteger(s.reorderAmount), 'end'),
];
