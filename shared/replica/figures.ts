/**
 * A product's stock in scope: summed over all its warehouse rows, or the one row of the warehouse
 * filtered on. Decides the quick filters:
 *   low        some row in scope has a reorder level above 0 and available at or below it;
 *   out        it is stocked in scope and nothing is available there (available ≤ 0 in total);
 *   backorder  some quantity is on backorder in scope.
 * A scan needs only the quick filters' bits of every product (`flagsOf`, which allocates
 * nothing); the figures themselves are built for the rows shown and for sorts by stock.
 */
import type { QuickFilter } from './query.ts';
import type { ReplicaProduct, ReplicaStock, StockFigures } from './types.ts';

export interface Figures extends StockFigures {
  /** False when a warehouse is filtered on and the product has no row there. */
  readonly inScope: boolean;
  readonly out: boolean;
  /** The rows in scope that are low (`isLowStock`), in the product's order. */
  readonly lowIn: readonly ReplicaStock[];
}

/**
 * The one definition of low stock, for a warehouse row: it has a reorder level (above 0) and
 * available is at or below it. A product is low where some row in scope is. Views of the
 * service's own rows (the product pane) ask it too.
 */
export function isLowStock(stock: Pick<ReplicaStock, 'available' | 'reorderLevel'>): boolean {
  return stock.reorderLevel > 0 && stock.available <= stock.reorderLevel;
}

const NONE_LOW: readonly ReplicaStock[] = [];

interface Totals {
  rows: number;
  onHand: number;
  allocated: number;
  available: number;
  backorder: number;
  reorderLevel: number;
  low: boolean;
}

const inView = (stock: ReplicaStock, warehouseId: string | null): boolean =>
  warehouseId === null || stock.warehouseId === warehouseId;

function sum(product: ReplicaProduct, warehouseId: string | null, into: Totals): Totals {
  into.rows = into.onHand = into.allocated = into.available = 0;
  into.backorder = into.reorderLevel = 0;
  into.low = false;
  for (const stock of product.stock) {
    if (!inView(stock, warehouseId)) continue;
    into.rows++;
    into.onHand += stock.onHand;
    into.allocated += stock.allocated;
    into.available += stock.available;
    into.backorder += stock.backorder;
    into.reorderLevel += stock.reorderLevel;
    if (isLowStock(stock)) into.low = true;
  }
  return into;
}

function fresh(): Totals {
  return {
    rows: 0,
    onHand: 0,
    allocated: 0,
    available: 0,
    backorder: 0,
    reorderLevel: 0,
    low: false,
  };
}

// One reused accumulator: flags for 20,000 products allocate nothing.
const SCRATCH: Totals = fresh();

const inScope = (totals: Totals, warehouseId: string | null): boolean =>
  warehouseId === null || totals.rows > 0;
const isOut = (totals: Totals): boolean => totals.rows > 0 && totals.available <= 0;

export function figuresOf(product: ReplicaProduct, warehouseId: string | null): Figures {
  const totals = sum(product, warehouseId, fresh());
  const { onHand, allocated, available, backorder, reorderLevel, low } = totals;
  return {
    inScope: inScope(totals, warehouseId),
    onHand,
    allocated,
    available,
    backorder,
    reorderLevel,
    low,
    out: isOut(totals),
    lowIn: low
      ? product.stock.filter((stock) => inView(stock, warehouseId) && isLowStock(stock))
      : NONE_LOW,
  };
}

/** Quick-filter bits of a product in scope (0: not in scope). */
export const IN_SCOPE = 1;
export const LOW = 2;
export const OUT = 4;
export const BACKORDER = 8;

/** The bit each quick filter asks for. */
export const QUICK_BITS: Readonly<Record<QuickFilter, number>> = {
  all: IN_SCOPE,
  low: LOW,
  out: OUT,
  backorder: BACKORDER,
};

export function flagsOf(product: ReplicaProduct, warehouseId: string | null): number {
  const totals = sum(product, warehouseId, SCRATCH);
  if (!inScope(totals, warehouseId)) return 0;
  return (
    IN_SCOPE |
    (totals.low ? LOW : 0) |
    (isOut(totals) ? OUT : 0) |
    (totals.backorder > 0 ? BACKORDER : 0)
  );
}
