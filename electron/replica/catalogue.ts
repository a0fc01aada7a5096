/**
 * The replica's products in memory, per account: replaced whole by a first sync, patched by
 * refreshes (a product replaced, a warehouse row replaced), pruned by reconciliation. Every change
 * bumps `version`, which tells the search index to rebuild what it derived.
 */
import type { ReplicaProduct, ReplicaStock } from '../../shared/replica/types.ts';
import type { CatalogueSnapshot } from '../../shared/replica/search-index.ts';
import type { StockUpdate } from './wire-rows.ts';

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
  /** Removes the products not in `keep`; returns how many went. */
  retainOnly(keep: ReadonlySet<string>): number;
  /** Exact SKU in any case, else exact barcode (trimmed, any case). */
  find(code: string): ReplicaProduct | null;
  clear(): void;
}

function sameStock(a: ReplicaStock, b: ReplicaStock): boolean {
  return (
    a.warehouseId === b.warehouseId &&
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
  const bySku = (): Map<string, ReplicaProduct> => {
    const map = new Map<string, ReplicaProduct>();
    for (const product of byId.values()) map.set(product.sku, product);
    return map;
  };

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
      for (const product of products) byId.set(product.id, product);
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
        if (known && sameProduct(known, product)) continue;
        byId.set(product.id, product);
        updated.push(product.id);
      }
      if (updated.length > 0) changed(updated);
      return added;
    },
    applyStock(updates) {
      if (updates.length === 0) return [];
      const skus = bySku();
      const unknown: StockUpdate[] = [];
      const updated: string[] = [];
      for (const update of updates) {
        const product = skus.get(update.sku);
        if (!product) {
          unknown.push(update);
          continue;
        }
        const others = product.stock.filter((s) => s.warehouseId !== update.stock.warehouseId);
        if (
          others.length < product.stock.length &&
          product.stock.some((s) => sameStock(s, update.stock))
        )
          continue;
        const next = { ...product, stock: [...others, update.stock] };
        byId.set(product.id, next);
        skus.set(product.sku, next);
        updated.push(product.id);
      }
      if (updated.length > 0) changed(updated);
      return unknown;
    },
    retainOnly(keep) {
      const removed = [...byId.keys()].filter((id) => !keep.has(id));
      for (const id of removed) byId.delete(id);
      if (removed.length > 0) changed(removed);
      return removed.length;
    },
    find(code) {
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
    },
    clear() {
      byId.clear();
      marks = NO_MARKS;
      replaced();
    },
  };
}
