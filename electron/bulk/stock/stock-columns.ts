/**
 * The columns of a stock import file, as the import template and the preview name them. The
 * header is matched case-insensitively; `Reason` may be left out.
 */
export const STOCK_IMPORT_COLUMNS = {
  sku: 'SKU',
  warehouse: 'Warehouse',
  action: 'Change',
  quantity: 'Quantity',
  reason: 'Reason',
} as const;

export type StockColumn = keyof typeof STOCK_IMPORT_COLUMNS;
export const REQUIRED_STOCK_COLUMNS: readonly StockColumn[] = [
  'sku',
  'warehouse',
  'action',
  'quantity',
];
export const STOCK_TEMPLATE_HEADER: readonly string[] = Object.values(STOCK_IMPORT_COLUMNS);
