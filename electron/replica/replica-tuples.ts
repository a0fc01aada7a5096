/**
 * The replica file's compact form of the products (format 2): each product and each warehouse
 * row as an array of its fields in a fixed order, not an object with named keys. The file is
 * half the size (7 MB instead of 15 MB for 20,000 products), so reading, decrypting and parsing it
 * take about half the time on a warm start. Decoding checks every field's type and answers null
 * for anything else, so a damaged file is discarded, never half-loaded.
 * Format 3 added the currency after the value; a format-2 product (nine fields) still decodes,
 * without a currency. Format 4 writes columns instead (replica-columns.ts); files of formats 2 and
 * 3 are still read here, and `toTuples` writes them for tests.
 */
import type { ReplicaProduct, ReplicaStock } from '../../shared/replica/types.ts';

type StockTuple = [
  warehouseId: string,
  warehouseLabel: string | null,
  onHand: number,
  allocated: number,
  available: number,
  backorder: number,
  reorderLevel: number,
  reorderAmount: number,
  updatedAt: string | null,
];

type ProductTuple = [
  id: string,
  sku: string,
  name: string,
  barcode: string | null,
  price: string | null,
  value: string | null,
  currency: string | null,
  createdAt: string | null,
  updatedAt: string | null,
  stock: StockTuple[],
];

/** The product tuples this module reads: format 2 (no currency) and format 3. */
export type TupleFormat = 2 | 3;

export function toTuples(products: readonly ReplicaProduct[]): ProductTuple[] {
  return products.map((p) => [
    p.id,
    p.sku,
    p.name,
    p.barcode,
    p.price,
    p.value,
    p.currency,
    p.createdAt,
    p.updatedAt,
    p.stock.map((s): StockTuple => [
      s.warehouseId,
      s.warehouseLabel,
      s.onHand,
      s.allocated,
      s.available,
      s.backorder,
      s.reorderLevel,
      s.reorderAmount,
      s.updatedAt,
    ]),
  ]);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function stockOf(value: unknown): ReplicaStock | null {
  if (!Array.isArray(value) || value.length !== 9) return null;
  const [warehouseId, warehouseLabel, onHand, allocated, available, backorder, level, amount, at] =
    value as unknown[];
  if (!isText(warehouseId) || !isTextOrNull(warehouseLabel) || !isTextOrNull(at)) return null;
  if (!isCount(onHand) || !isCount(allocated) || !isCount(available)) return null;
  if (!isCount(backorder) || !isCount(level) || !isCount(amount)) return null;
  return {
    warehouseId,
    warehouseLabel,
    onHand,
    allocated,
    available,
    backorder,
    reorderLevel: level,
    reorderAmount: amount,
    updatedAt: at,
  };
}

/** A format-3 tuple's fields from a format-2 one: the currency slot, unknown, inserted. */
function asFormat3(fields: unknown[], format: TupleFormat): unknown[] | null {
  if (format === 3) return fields.length === 10 ? fields : null;
  return fields.length === 9 ? [...fields.slice(0, 6), null, ...fields.slice(6)] : null;
}

function productOf(value: unknown, format: TupleFormat): ReplicaProduct | null {
  if (!Array.isArray(value)) return null;
  const fields = asFormat3(value as unknown[], format);
  if (fields === null) return null;
  const [id, sku, name, barcode, price, worth, currency, createdAt, updatedAt, rows] = fields;
  if (!isText(id) || !isText(sku) || !isText(name)) return null;
  if (!isTextOrNull(barcode) || !isTextOrNull(price) || !isTextOrNull(worth)) return null;
  if (!isTextOrNull(currency) || !isTextOrNull(createdAt) || !isTextOrNull(updatedAt)) return null;
  if (!Array.isArray(rows)) return null;
  const stock: ReplicaStock[] = [];
  for (const row of rows as unknown[]) {
    const decoded = stockOf(row);
    if (decoded === null) return null;
    stock.push(decoded);
  }
  return { id, sku, name, barcode, price, value: worth, currency, createdAt, updatedAt, stock };
}

/**
 * The products of a format-2 or format-3 file, or null when any of them is not what `toTuples`
 * wrote (in that format).
 */
export function fromTuples(value: unknown, format: TupleFormat): ReplicaProduct[] | null {
  if (!Array.isArray(value)) return null;
  const products: ReplicaProduct[] = [];
  for (const item of value as unknown[]) {
    const decoded = productOf(item, format);
    if (decoded === null) return null;
    products.push(decoded);
  }
  return products;
}
