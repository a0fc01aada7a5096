/** Stock changes as an import kind (run/kind-handler.ts): one row, one SKU in one warehouse. */
import { STOCK_IMPORT_COLUMNS } from '../../../shared/bulk/import-kinds.ts';
import type { ImportKindHandler } from '../run/kind-handler.ts';
import { fetchStockFacts } from './stock-facts.ts';
import { stockRowHandler } from './stock-handler.ts';
import {
  parseStockPlan,
  stockMutation,
  type PlannedStockChange,
  type StockOperation,
} from './stock-plan.ts';
import { STOCK_COLUMNS, stockCells } from './stock-results.ts';
import { mapStockHeader, skusIn, validateStockImport, type StockFacts } from './validate-stock.ts';

export const STOCK_KIND: ImportKindHandler<
  'stock',
  PlannedStockChange,
  StockFacts,
  StockOperation
> = {
  kind: 'stock',
  fileColumns: STOCK_IMPORT_COLUMNS,
  resultColumns: STOCK_COLUMNS,
  parse: parseStockPlan,
  header: mapStockHeader,
  facts: (table, request) => fetchStockFacts({ ...request, skus: skusIn(table) }),
  validate: validateStockImport,
  mutation: stockMutation,
  cells: stockCells,
  rows: stockRowHandler,
};
