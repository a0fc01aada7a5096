/**
 * The columns of a stock import file (shared/bulk/import-kinds.ts names them). The header is
 * matched case-insensitively; `Reason` may be left out.
 */
import { STOCK_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';

export { STOCK_IMPORT_COLUMNS };

export type StockColumn = keyof typeof STOCK_IMPORT_COLUMNS;

export const REQUIRED_STOCK_COLUMNS: readonly StockColumn[] = [
  'sku',
  'warehouse',
  'action',
  'quantity',
];
