/**
 * The replica file's form of the products since format 4: one array per field (columns), for
 * the products and for their warehouse rows, and each distinct warehouse (id and label) once.
 * Parsing it creates a few dozen arrays instead of one per product and one per warehouse row
 * (formats 2 and 3, replica-tuples.ts), so a warm start parses and collects far less garbage: numbers
 * in a column are stored inline, and nothing is built twice. Decoding checks every value's type
 * and every column's length and answers null for anything else, so a damaged file is discarded,
 * never half-loaded.
 */
import type { ReplicaProduct, ReplicaStock } from './types.ts';

type Text = string | null;

export interface ProductColumns {
  readonly id: string[];
  readonly sku: string[];
  readonly name: string[];
  readonly barcode: Text[];
  readonly price: Text[];
  readonly value: Text[];
  readonly currency: Text[];
  readonly createdAt: Text[];
  readonly updatedAt: Text[];
  /** How many warehouse rows each product has; its rows follow the previous product's. */
  readonly stockRows: number[];
  /** Each distinct warehouse once: [id, label]. */
  readonly warehouses: [string, Text][];
  readonly stock: {
    /** Index into `warehouses`. */
    readonly warehouse: number[];
    readonly onHand: number[];
    readonly allocated: number[];
    readonly available: number[];
    readonly backorder: number[];
    readonly reorderLevel: number[];
    readonly reorderAmount: number[];
    readonly updatedAt: Text[];
    /**
     * Each row's own price and value (null: none given). Optional: a file written before rows
     * kept prices has neither column, and its rows load without them.
     */
    readonly price?: Text[];
    readonly value?: Text[];
  };
}

export function toColumns(products: readonly ReplicaProduct[]): ProductColumns {
  const columns: ProductColumns = {
    id: [],
    sku: [],
    name: [],
    barcode: [],
    price: [],
    value: [],
    currency: [],
    createdAt: [],
    updatedAt: [],
    stockRows: [],
    warehouses: [],
    stock: {
      warehouse: [],
      onHand: [],
      allocated: [],
      available: [],
      backorder: [],
      reorderLevel: [],
      reorderAmount: [],
      updatedAt: [],
      price: [],
      value: [],
    },
  };
  // Keyed by id and label: a label is per warehouse, but nothing relies on that here.
  const warehouseIndex = new Map<string, Map<Text, number>>();
  const indexOf = (id: string, label: Text): number => {
    let labels = warehouseIndex.get(id);
    if (!labels) {
      labels = new Map();
      warehouseIndex.set(id, labels);
    }
    let index = labels.get(label);
    if (index === undefined) {
      index = columns.warehouses.length;
      labels.set(label, index);
      columns.warehouses.push([id, label]);
    }
    return index;
  };
  const { stock } = columns;
  for (const p of products) {
    columns.id.push(p.id);
    columns.sku.push(p.sku);
    columns.name.push(p.name);
    columns.barcode.push(p.barcode);
    columns.price.push(p.price);
    columns.value.push(p.value);
    columns.currency.push(p.currency);
    columns.createdAt.push(p.createdAt);
    columns.updatedAt.push(p.updatedAt);
    columns.stockRows.push(p.stock.length);
    for (const s of p.stock) {
      stock.warehouse.push(indexOf(s.warehouseId, s.warehouseLabel));
      stock.onHand.push(s.onHand);
      stock.allocated.push(s.allocated);
      stock.available.push(s.available);
      stock.backorder.push(s.backorder);
      stock.reorderLevel.push(s.reorderLevel);
      stock.reorderAmount.push(s.reorderAmount);
      stock.updatedAt.push(s.updatedAt);
      stock.price?.push(s.price ?? null);
      stock.value?.push(s.value ?? null);
    }
  }
  return columns;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is Text => value === null || typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** `value[key]` when it is an array of `length` items that all pass `check`. */
function column<T>(
  value: Record<string, unknown>,
  key: string,
  length: number | null,
  check: (item: unknown) => item is T,
): T[] | null {
  const items: unknown = value[key];
  if (!Array.isArray(items) || (length !== null && items.length !== length)) return null;
  for (const item of items as unknown[]) if (!check(item)) return null;
  return items as T[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWarehouse = (value: unknown): value is [string, Text] =>
  Array.isArray(value) && value.length === 2 && isText(value[0]) && isTextOrNull(value[1]);

function stockOf(
  value: Record<string, unknown>,
  rows: number,
): ((row: number) => ReplicaStock) | null {
  const warehouses = column(value, 'warehouses', null, isWarehouse);
  const stock = value['stock'];
  if (warehouses === null || !isRecord(stock)) return null;
  const inRange = (item: unknown): item is number => isIndex(item) && item < warehouses.length;
  const warehouse = column(stock, 'warehouse', rows, inRange);
  const onHand = column(stock, 'onHand', rows, isCount);
  const allocated = column(stock, 'allocated', rows, isCount);
  const available = column(stock, 'available', rows, isCount);
  const backorder = column(stock, 'backorder', rows, isCount);
  const reorderLevel = column(stock, 'reorderLevel', rows, isCount);
  const reorderAmount = column(stock, 'reorderAmount', rows, isCount);
  const updatedAt = column(stock, 'updatedAt', rows, isTextOrNull);
  // Absent in files written before rows kept prices; present but damaged discards the file.
  const price = 'price' in stock ? column(stock, 'price', rows, isTextOrNull) : [];
  const worth = 'value' in stock ? column(stock, 'value', rows, isTextOrNull) : [];
  if (!warehouse || !onHand || !allocated || !available || !backorder) return null;
  if (!reorderLevel || !reorderAmount || !updatedAt || !price || !worth) return null;
  return (row) => {
    const [warehouseId, warehouseLabel] = warehouses[warehouse[row] ?? 0] ?? ['', null];
    const rowPrice = price[row];
    const rowValue = worth[row];
    return {
      ...(typeof rowPrice === 'string' ? { price: rowPrice } : {}),
      ...(typeof rowValue === 'string' ? { value: rowValue } : {}),
      warehouseId,
      warehouseLabel,
      onHand: onHand[row] ?? 0,
      allocated: allocated[row] ?? 0,
      available: available[row] ?? 0,
      backorder: backorder[row] ?? 0,
      reorderLevel: reorderLevel[row] ?? 0,
      reorderAmount: reorderAmount[row] ?? 0,
      updatedAt: updatedAt[row] ?? null,
    };
  };
}

/** The products of a format-4 file, or null when anything is not what `toColumns` wrote. */
export function fromColumns(value: unknown): ReplicaProduct[] | null {
  if (!isRecord(value)) return null;
  const id = column(value, 'id', null, isText);
  if (id === null) return null;
  const count = id.length;
  const sku = column(value, 'sku', count, isText);
  const name = column(value, 'name', count, isText);
  const barcode = column(value, 'barcode', count, isTextOrNull);
  const price = column(value, 'price', count, isTextOrNull);
  const worth = column(value, 'value', count, isTextOrNull);
  const currency = column(value, 'currency', count, isTextOrNull);
  const createdAt = column(value, 'createdAt', count, isTextOrNull);
  const updatedAt = column(value, 'updatedAt', count, isTextOrNull);
  const stockRows = column(value, 'stockRows', count, isIndex);
  if (!sku || !name || !barcode || !price || !worth || !createdAt || !updatedAt) return null;
  if (!currency || !stockRows) return null;
  let rows = 0;
  for (const n of stockRows) rows += n;
  const stockAt = stockOf(value, rows);
  if (stockAt === null) return null;

  const products: ReplicaProduct[] = [];
  let row = 0;
  for (let i = 0; i < count; i++) {
    const n = stockRows[i] ?? 0;
    const stock: ReplicaStock[] = [];
    for (let j = 0; j < n; j++) stock.push(stockAt(row++));
    products.push({
      id: id[i] ?? '',
      sku: sku[i] ?? '',
      name: name[i] ?? '',
      barcode: barcode[i] ?? null,
      price: price[i] ?? null,
      value: worth[i] ?? null,
      currency: currency[i] ?? null,
      createdAt: createdAt[i] ?? null,
      updatedAt: updatedAt[i] ?? null,
      stock,
    });
  }
  return products;
}
