/**
 * A product's stock in scope: summed over all its warehouse rows, or the one row of the warehouse
 * filtered on. Decides the quick filters:
 *   low        some row in scope has a reorder level above 0 and available at or below it;
 *   out        it is stocked in scope and nothing is available there (available ≤ 0 in total);
 *   backorder  some quantity is on backorder in scope.
 */
import type { ReplicaProduct, StockFigures } from '../../shared/replica/types.ts';

export interface Figures extends StockFigures {
  /** False when a warehouse is filtered on and the product has no row there. */
  readonly inScope: boolean;
  readonly out: boolean;
}

export function figuresOf(product: ReplicaProduct, warehouseId: string | null): Figures {
  let rows = 0;
  let onHand = 0;
  let allocated = 0;
  let available = 0;
  let backorder = 0;
  let reorderLevel = 0;
  let low = false;
  for (const stock of product.stock) {
    if (warehouseId !== null && stock.warehouseId !== warehouseId) continue;
    rows++;
    onHand += stock.onHand;
    allocated += stock.allocated;
    available += stock.available;
    backorder += stock.backorder;
    reorderLevel += stock.reorderLevel;
    if (stock.reorderLevel > 0 && stock.available <= stock.reorderLevel) low = true;
  }
  return {
    inScope: warehouseId === null || rows > 0,
    onHand,
    allocated,
    available,
    backorder,
    reorderLevel,
    low,
    out: rows > 0 && available <= 0,
  };
}
