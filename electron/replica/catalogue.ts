/**
 * The replica's products in memory, per account: replaced whole by a first sync, patched by
 * refreshes (a product replaced, a warehouse row replaced), pruned by reconciliation. Every change
 * bumps `version`, which tells the search index to rebuild what it derived.
 */
import type { ReplicaProduct } from '../../shared/replica/types.ts';
import type { CatalogueSnapshot } from '../../shared/replica/search-index.ts';
import type { StockUpdate } from './wire-rows.ts';
import { patched, replaces, restocked, sameProduct, type ProductPatch } from './product-edits.ts';

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

/**
 * What syncing, refreshing, reconciling and this app's own changes need of a copy, whichever form
 * it is kept in: objects (below) or a catalogue image (image-catalogue/).
 */
export interface CatalogueEdits {
  /** Bumped by every change. */
  version(): number;
  /**
   * What changed after `version`: the products added or changed since (as they are now) and the
   * ids of those removed since; null when that is not known (a version from before the last
   * `replaceAll` or `clear`, or one not reached yet), and the whole catalogue must be sent.
   */
  changesSince(version: number): CatalogueChanges | null;
  size(): number;
  /** The id of every product held. */
  ids(): string[];
  marks(): Marks;
  setMarks(marks: Marks): void;
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

export interface Catalogue extends CatalogueEdits {
  snapshot(): CatalogueSnapshot;
  replaceAll(products: readonly ReplicaProduct[]): void;
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
    ids: () => [...byId.keys()],
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
        if (!replaces(product, known)) continue;
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
        const next = restocked(product, update.stock);
        if (!next) continue;
        put(next);
        updated.push(product.id);
      }
      if (updated.length > 0) changed(updated);
      return unknown;
    },
    patch(sku, change) {
      const product = withSku(sku);
      if (!product) return false;
      const next = patched(product, change);
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
