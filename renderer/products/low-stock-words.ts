/**
 * What makes a product low, in words: which warehouse, what is available there, and its reorder
 * level and amount. The rule itself is `isLowStock` (shared/replica/figures.ts); this only says
 * which rows it picked.
 */
import type { ReplicaStock } from '../../shared/replica/types.ts';
import { formatInteger } from '../format/number.ts';

export const warehouseOf = (stock: ReplicaStock): string =>
  stock.warehouseLabel ?? stock.warehouseId;

/** "PDX: 2 available, reorder level 5, reorder amount 20". */
export function lowStockPhrase(stock: ReplicaStock): string {
  return (
    `${warehouseOf(stock)}: ${formatInteger(stock.available)} available, ` +
    `reorder level ${formatInteger(stock.reorderLevel)}, ` +
    `reorder amount ${formatInteger(stock.reorderAmount)}`
  );
}

/** "Low in PDX: 2 available, reorder level 5, reorder amount 20; …", or '' when none is low. */
export function lowStockSentence(lowIn: readonly ReplicaStock[]): string {
  return lowIn.length === 0 ? '' : `Low in ${lowIn.map(lowStockPhrase).join('; ')}`;
}
