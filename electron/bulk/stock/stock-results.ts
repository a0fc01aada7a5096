/** A stock import's rows as the preview and the results show them (run/results.ts). */
import type { ImportColumn } from '../../../shared/bulk/import-contract.ts';
import { STOCK_IMPORT_COLUMNS } from './stock-columns.ts';
import type { PlannedStockChange } from './stock-plan.ts';

export const STOCK_COLUMNS: readonly ImportColumn[] = Object.values(STOCK_IMPORT_COLUMNS).map(
  (label) => ({ label, numeric: label === STOCK_IMPORT_COLUMNS.quantity }),
);

export function stockCells(row: PlannedStockChange): string[] {
  return [row.sku, row.warehouseName, row.action, String(row.quantity), row.reason];
}
