/**
 * The replica's products in memory, per account: replaced whole by a first sync, patched by
 * refreshes (a product replaced, a warehouse row replaced), pruned by reconciliation. Every change
 * bumps `version`, which tells the search index to rebuild what it derived.
 */
import type { ReplicaProduct } from '../../shared/replica/types.ts';
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

export interface Catalogue {
  snapshot(): CatalogueSnapshot;
  /** Bumped by every change. */
  version(): number;
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

  const changed = (): void => {
    version++;
    cached = null;
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
    size: () => byId.size,
    marks: () => marks,
    setMarks(next) {
      marks = next;
    },
    replaceAll(products) {
      byId.clear();
      for (const product of products) byId.set(product.id, product);
      changed();
    },
    upsert(products) {
      let added = 0;
      for (const product of products) {
        if (!byId.has(product.id)) added++;
        byId.set(product.id, product);
      }
      if (products.length > 0) changed();
      return added;
    },
    applyStock(updates) {
      if (updates.length === 0) return [];
      const skus = bySku();
      const unknown: StockUpdate[] = [];
      for (const update of updates) {
        const product = skus.get(update.sku);
        if (!product) {
          unknown.push(update);
          continue;
        }
        const others = product.stock.filter((s) => s.warehouseId !== update.stock.warehouseId);
        const next = { ...product, stock: [...others, update.stock] };
        byId.set(product.id, next);
        skus.set(product.sku, next);
      }
      changed();
      return unknown;
    },
    retainOnly(keep) {
      let removed = 0;
      for (const id of [...byId.keys()]) {
        if (!keep.has(id)) {
          byId.delete(id);
          removed++;
        }
      }
      if (removed > 0) changed();
      return removed;
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
      changed();
    },
  };
}
