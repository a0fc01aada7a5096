/**
 * The cached reads that show a product's fields or its stock, in one list: what a change to a
 * product makes stale, whether the page made it (an edit) or an import did.
 */
import type { OperationName } from '../../shared/operations/catalogue.ts';

export const PRODUCT_READS: readonly OperationName[] = [
  'ProductDetail',
  'ProductBySku',
  'InventoryChanges',
  'StockChanges',
  'LowStock',
  'ProductsPage',
];
