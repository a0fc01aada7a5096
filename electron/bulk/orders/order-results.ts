/** An order import's rows as the preview and the results show them (run/results.ts). */
import type { ImportColumn } from '../../../shared/bulk/import-contract.ts';
import { ORDER_CHANGE_WORDS, ORDER_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';
import { HOLD_NAMES } from '../../../shared/orders/holds.ts';
import { changeValue, type PlannedOrderChange } from './order-plan.ts';

export const ORDER_COLUMNS: readonly ImportColumn[] = Object.values(ORDER_IMPORT_COLUMNS).map(
  (label) => ({ label, numeric: false }),
);

export function orderCells(row: PlannedOrderChange): string[] {
  const value =
    row.change === 'place-hold' || row.change === 'clear-hold'
      ? HOLD_NAMES[row.hold]
      : changeValue(row);
  return [row.orderNumber, ORDER_CHANGE_WORDS[row.change], value];
}
