/**
 * The replica's products in memory, per account: replaced whole by a first sync, patched by
 * refreshes (a product replaced, a warehouse row replaced), pruned by reconciliation. Every change
 * bumps `version`, which tells the search index to rebuild what it derived.
 */
import type { ReplicaProduct, ReplicaStock } from '../../shared/replica/types.ts';
import type { CatalogueSnapshot } from '../../shared/replica/search-index.ts';
import type { StockUpdate } from './wire-rows.ts';
import { moneyOf, rowMoney, type RowMoney } from './product-price.ts';
import { isoMs } from './service-clock.ts';

/**
 * Where a refresh stream (products, warehouse rows) stands, in the service's own clock
 * (zone-less ISO): the newest `updated_at` seen, and whether that second is known to be over at
 * the service (then the next refresh starts one second later; service-clock.ts).
 */
export interface StreamMark {
  readonly mark: string | null;
  readonly closed: boolean;
}

export interface Marks {
  readonly products: StreamMark;
  readonly stock: StreamMark;
}

export const NO_MARKS: Marks = {
  products: { mark: null, closed: false },
  stock: { mark: null, closed: false },
};

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

export interface CatalogueChanges {
  readonly products: readonly ReplicaProduct[];
  readonly removed: readonly string[];
}

export interface Catalogue {
  snapshot(): CatalogueSnapshot;
  /** Bumped by every change. */
  version(): number;
  /**
   * What changed after `version`: the products added or changed since (as they are now) and the
   * ids of those removed since; null when that is not known (a version from before the last
   * `replaceAll` or `clear`, or one not reached yet), and the whole catalogue must be sent.
   */
  changesSince(version: number): CatalogueChanges | null;
  size(): number;
  marks(): Marks;
  setMarks(marks: Marks): void;
  replaceAll(products: readonly ReplicaProduct[]): void;
  /** Adds or replaces products by id; returns how many were new. */
  upsert(products: readonly ReplicaProduct[]): number;
  /** Replaces warehouse rows of known products; rows of unknown SKUs are returned. */
  applyStock(updates: readonly StockUpdate[]): StockUpdate[];
  /** Applies this app's own change to a product held; false when nothing changed or it is not. */
  patch(sku: string, patch: ProductPatch): boolean;
  /** Removes the products not in `keep`; returns how many went. */
  retainOnly(keep: ReadonlySet<string>): number;
  /** Exact SKU in any case, else exact barcode (trimmed, any case). */
  find(code: string): ReplicaProduct | null;
  clear(): void;
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

function sameProduct(a: ReplicaProduct, b: ReplicaProduct): boolean {
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

const later = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** The newest `updated_at` of a batch and a current mark. */
export function advanceMark(
  mark: string | null,
  values: readonly (string | null)[],
): string | null {
  return values.reduce<string | null>(later, mark);
}

export function createCatalogue(): Catalogue {
  const byId = new Map<string, ReplicaProduct>();
  let version = 0;
  let marks: Marks = NO_MARKS;
  let cached: CatalogueSnapshot | null = null;
  let lookup: { version: number; sku: Map<string, string>; barcode: Map<string, string> } | null =
    null;

  // The version at which each product id last changed (or went), from `base` on: what a page
  // holding an earlier version lacks. One entry per id, so it grows only with removals.
  const changedAt = new Map<string, number>();
  let base = 0;

  const changed = (ids: Iterable<string> = []): void => {
    version++;
    cached = null;
    for (const id of ids) changedAt.set(id, version);
  };
  const replaced = (): void => {
    changed();
    changedAt.clear();
    base = version;
  };
  // Exact SKU to id, kept with every change: refreshes and own changes (an import's every row)
  // find their product without a pass over the whole catalogue.
  const idBySku = new Map<string, string>();
  const put = (product: ReplicaProduct): void => {
    const known = byId.get(product.id);
    if (known && known.sku !== product.sku && idBySku.get(known.sku) === product.id) {
      idBySku.delete(known.sku);
    }
    byId.set(product.id, product);
    idBySku.set(product.sku, product.id);
  };
  const drop = (id: string): void => {
    const known = byId.get(id);
    if (known && idBySku.get(known.sku) === id) idBySku.delete(known.sku);
    byId.delete(id);
  };
  const withSku = (sku: string): ReplicaProduct | undefined => {
    const id = idBySku.get(sku);
    return id === undefined ? undefined : byId.get(id);
  };

  function find(code: string): ReplicaProduct | null {
    const wanted = code.trim().toLowerCase();
    if (wanted === '') return null;
    if (lookup?.version !== version) {
      const sku = new Map<string, string>();
      const barcode = new Map<string, string>();
      for (const product of byId.values()) {
        sku.set(product.sku.toLowerCase(), product.id);
        const code = product.barcode?.trim().toLowerCase();
        if (code) barcode.set(code, product.id);
      }
      lookup = { version, sku, barcode };
    }
    const id = lookup.sku.get(wanted) ?? lookup.barcode.get(wanted);
    return id === undefined ? null : (byId.get(id) ?? null);
  }

  return {
    snapshot() {
      cached ??= { version, products: [...byId.values()] };
      return cached;
    },
    version: () => version,
    changesSince(after) {
      if (after < base || after > version) return null;
      const products: ReplicaProduct[] = [];
      const removed: string[] = [];
      for (const [id, at] of changedAt) {
        if (at <= after) continue;
        const product = byId.get(id);
        if (product) products.push(product);
        else removed.push(id);
      }
      return { products, removed };
    },
    size: () => byId.size,
    marks: () => marks,
    setMarks(next) {
      marks = next;
    },
    replaceAll(products) {
      byId.clear();
      idBySku.clear();
      for (const product of products) put(product);
      replaced();
    },
    upsert(products) {
      let added = 0;
      const updated: string[] = [];
      for (const product of products) {
        const known = byId.get(product.id);
        if (!known) added++;
        // A refresh reads its last second again: an unchanged product keeps its object (and
        // what the index prepared for it), and is not sent to a page as a change.
        if (known && (sameProduct(known, product) || older(product.updatedAt, known.updatedAt)))
          continue;
        put(product);
        updated.push(product.id);
      }
      if (updated.length > 0) changed(updated);
      return added;
    },
    applyStock(updates) {
      if (updates.length === 0) return [];
      const unknown: StockUpdate[] = [];
      const updated: string[] = [];
      for (const update of updates) {
        const product = withSku(update.sku);
        if (!product) {
          unknown.push(update);
          continue;
        }
        const held = product.stock.find((s) => s.warehouseId === update.stock.warehouseId);
        if (older(update.stock.updatedAt, held?.updatedAt)) continue;
        const next = withRow(product, update.stock, update.stock);
        if (sameProduct(product, next)) continue;
        put(next);
        updated.push(product.id);
      }
      if (updated.length > 0) changed(updated);
      return unknown;
    },
    patch(sku, change) {
      const product = withSku(sku);
      if (!product) return false;
      const own: ReplicaProduct = {
        ...product,
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.barcode === undefined ? {} : { barcode: change.barcode }),
        ...(change.updatedAt === undefined ? {} : { updatedAt: change.updatedAt }),
      };
      const row = change.row;
      const held = row && product.stock.find((s) => s.warehouseId === row.warehouseId);
      const next = row
        ? withRow(own, { ...(held ?? EMPTY_ROW), ...row.fields, warehouseId: row.warehouseId }, row)
        : own;
      if (sameProduct(product, next)) return false;
      put(next);
      changed([product.id]);
      return true;
    },
    retainOnly(keep) {
      const removed = [...byId.keys()].filter((id) => !keep.has(id));
      for (const id of removed) drop(id);
      if (removed.length > 0) changed(removed);
      return removed.length;
    },
    find,
    clear() {
      byId.clear();
      idBySku.clear();
      marks = NO_MARKS;
      replaced();
    },
  };
}
