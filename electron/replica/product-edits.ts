/**
 * How a change meets a product held in the catalogue copy, one rule for every form of the copy
 * (catalogue.ts's objects, image-catalogue's image): whether two products are the same, whether
 * a record read replaces the one held, a refresh's warehouse row, this app's own patch.
 */
import type { ReplicaProduct, ReplicaStock } from '../../shared/replica/types.ts';
import { moneyOf, rowMoney, type RowMoney } from './product-price.ts';
import { isoMs } from './service-clock.ts';

/**
 * What one of this app's own changes did to a product, from the mutation's reply: some of its own
 * fields, and some fields of one warehouse row (a row not held yet is added).
 */
export interface ProductPatch {
  readonly name?: string;
  readonly barcode?: string | null;
  readonly updatedAt?: string;
  readonly row?: {
    readonly warehouseId: string;
    readonly fields: Partial<Omit<ReplicaStock, 'warehouseId'>>;
    readonly price?: string | null;
    readonly value?: string | null;
  };
}

function sameStock(a: ReplicaStock, b: ReplicaStock): boolean {
  return (
    a.warehouseId === b.warehouseId &&
    a.price === b.price &&
    a.value === b.value &&
    a.warehouseLabel === b.warehouseLabel &&
    a.onHand === b.onHand &&
    a.allocated === b.allocated &&
    a.available === b.available &&
    a.backorder === b.backorder &&
    a.reorderLevel === b.reorderLevel &&
    a.reorderAmount === b.reorderAmount &&
    a.updatedAt === b.updatedAt
  );
}

export function sameProduct(a: ReplicaProduct, b: ReplicaProduct): boolean {
  return (
    a.sku === b.sku &&
    a.name === b.name &&
    a.barcode === b.barcode &&
    a.price === b.price &&
    a.value === b.value &&
    a.currency === b.currency &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    a.stock.length === b.stock.length &&
    a.stock.every((row, i) => {
      const other = b.stock[i];
      return other !== undefined && sameStock(row, other);
    })
  );
}

const EMPTY_ROW: Omit<ReplicaStock, 'warehouseId'> = {
  warehouseLabel: null,
  onHand: 0,
  allocated: 0,
  available: 0,
  backorder: 0,
  reorderLevel: 0,
  reorderAmount: 0,
  updatedAt: null,
};

/** A row's stock figures without its price and value, which `rowMoney` decides. */
function stockFigures(row: ReplicaStock): ReplicaStock {
  const { warehouseId, warehouseLabel, onHand, allocated, available, backorder } = row;
  const { reorderLevel, reorderAmount, updatedAt } = row;
  return {
    warehouseId,
    warehouseLabel,
    onHand,
    allocated,
    available,
    backorder,
    reorderLevel,
    reorderAmount,
    updatedAt,
  };
}

/**
 * The product with one warehouse row changed in place (rows keep the service's order), or added
 * at the end: the row keeps the price and value the reply gives, else those it held, and the
 * product's list figures follow its rows (product-price.ts).
 */
function withRow(product: ReplicaProduct, row: ReplicaStock, reply: RowMoney): ReplicaProduct {
  const at = product.stock.findIndex((s) => s.warehouseId === row.warehouseId);
  const held = at < 0 ? undefined : product.stock[at];
  const next: ReplicaStock = { ...stockFigures(row), ...rowMoney(held, reply) };
  const stock =
    at < 0 ? [...product.stock, next] : product.stock.map((s, i) => (i === at ? next : s));
  return { ...product, ...moneyOf(stock, product), stock };
}

/**
 * Whether a record read at `incoming` is older than the one held: a refresh page read just before
 * this app's own change was applied must not undo it in the copy.
 */
function older(incoming: string | null, held: string | null | undefined): boolean {
  const a = incoming === null ? null : isoMs(incoming);
  const b = held == null ? null : isoMs(held);
  return a !== null && b !== null && a < b;
}

/** The product after this app's own change (`patch`'s reply): its fields, then one row. */
export function patched(product: ReplicaProduct, change: ProductPatch): ReplicaProduct {
  const own: ReplicaProduct = {
    ...product,
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.barcode === undefined ? {} : { barcode: change.barcode }),
    ...(change.updatedAt === undefined ? {} : { updatedAt: change.updatedAt }),
  };
  const row = change.row;
  const held = row && product.stock.find((s) => s.warehouseId === row.warehouseId);
  return row
    ? withRow(own, { ...(held ?? EMPTY_ROW), ...row.fields, warehouseId: row.warehouseId }, row)
    : own;
}

/**
 * Whether a product record read replaces the one held: it is new, or it differs and was not read
 * before the one held (a refresh reads its last second again, and may predate an own change).
 */
export function replaces(incoming: ReplicaProduct, known: ReplicaProduct | undefined): boolean {
  if (!known) return true;
  return !sameProduct(known, incoming) && !older(incoming.updatedAt, known.updatedAt);
}

/**
 * The product with a refresh's warehouse row, or null when the row changes nothing: it was read
 * before the row held, or says what the row says already.
 */
export function restocked(product: ReplicaProduct, stock: ReplicaStock): ReplicaProduct | null {
  const held = product.stock.find((s) => s.warehouseId === stock.warehouseId);
  if (older(stock.updatedAt, held?.updatedAt)) return null;
  const next = withRow(product, stock, stock);
  return sameProduct(product, next) ? null : next;
}
