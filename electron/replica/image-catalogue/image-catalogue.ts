/**
 * The replica's products kept as a catalogue image (shared/catalogue-image/) instead of one object
 * per product: the same operations as catalogue.ts's `Catalogue`, answered from an opened image
 * with the changes since laid over it (`withChanges`), and the search answered by the image itself
 * (`query`, `matching`, and `find` from its lookup). This is the replica's copy (replica.ts);
 * the object catalogue stays as the reference its contract test compares it with.
 *
 * Differences from the object copy:
 * - No `snapshot()`: it would turn every product back into an object, which this copy exists to
 *   avoid.
 * - `replaceAll` builds the new image in a worker thread and is async. Until it lands, queries are
 *   answered from the copy held, and the changes made meanwhile are applied to it and remembered;
 *   when the new image lands it replaces the copy (the version moves, as a replacement's does)
 *   and those changes are applied again over it, so none is lost. What they returned was
 *   answered against the copy held then. A later `replaceAll` or `clear` cancels an earlier one
 *   still building (its promise answers `cancelled`); a build that fails keeps the copy held.
 * - Once the overlay holds `REBUILD_OVERLAY_AT` products, the image is rebuilt in the worker from
 *   the image and the changes laid over it; changes made meanwhile are laid over the new image
 *   when it lands. A rebuild changes no answer, the version, nor `changesSince`.
 */
import type { Result } from '../../../shared/result.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../../shared/replica/query.ts';
import type { ReplicaProduct, ReplicaRow } from '../../../shared/replica/types.ts';
import type { CatalogueImage } from '../../../shared/catalogue-image/image.ts';
import { openCatalogueImage, type ImageError } from '../../../shared/catalogue-image/open.ts';
import { overlaySize, withChanges } from '../../../shared/catalogue-image/overlay.ts';
import { REBUILD_OVERLAY_AT } from '../../../shared/catalogue-image/overlay-limit.ts';
import { NO_MARKS, type CatalogueChanges, type CatalogueEdits, type Marks } from '../catalogue.ts';
import { patched, replaces, restocked, sameProduct, type ProductPatch } from '../product-edits.ts';
import type { StockUpdate } from '../wire-rows.ts';
import { buildFromInput, type BuildInput, type ImageChanges } from '../image-build/build-input.ts';
import {
  buildImageOffThread,
  streamImageOffThread,
  type BuildError,
  type ImageStream,
} from '../image-build/build-off-thread.ts';
import { idsInOrder, imageProductWithId, lastIdWithSku } from './image-rows.ts';

export type ImageBuilder = (
  input: BuildInput,
  signal: AbortSignal,
) => Promise<Result<ArrayBuffer, BuildError>>;

export type ReplaceError = BuildError | ImageError;

/** The copy as it would be saved: the image held, and what the overlay changed over it. */
export interface ImageState extends CatalogueChanges {
  /** The same buffer for as long as the image held is the same (until a replacement or rebuild). */
  readonly image: ArrayBuffer;
}

export interface ImageCatalogue extends CatalogueEdits {
  /** Builds the new image off the main thread; the copy changes over when it lands. */
  replaceAll(products: readonly ReplicaProduct[]): Promise<Result<void, ReplaceError>>;
  /**
   * The same, fed page by page: the worker starts now and takes each page as it comes. Until
   * `finish` lands, the copy held keeps answering, as with `replaceAll`.
   */
  replaceFrom(): Replacement;
  /** Starts over from a saved image, as it is (a warm start): nothing to build. */
  adopt(image: ArrayBuffer): Result<void, ImageError>;
  /**
   * Lays saved changes over the copy as they were made: products put as they are, ids removed,
   * without the rules a refresh's records meet (they met them when they were made).
   */
  restore(changes: CatalogueChanges): void;
  /** The image held and the changes over it: what a save writes. */
  state(): ImageState;
  query(query: ReplicaQuery, ready: boolean): ReplicaQueryResult;
  /** Every matching row in the query's order (exports). */
  matching(query: Omit<ReplicaQuery, 'offset' | 'limit'>): ReplicaRow[];
  /** Settles once no replacement or rebuild is building. */
  idle(): Promise<void>;
}

export interface ImageCatalogueOptions {
  /** Builds in a worker thread by default; tests build in process. */
  readonly build?: ImageBuilder;
  readonly rebuildAt?: number;
}

/** A whole replacement fed as its products come (a first sync's pages). */
export interface Replacement {
  add(products: readonly ReplicaProduct[]): void;
  /** The copy changes over once the image is built; settles with why not otherwise. */
  finish(): Promise<Result<void, ReplaceError>>;
  /** Drops it (its worker ends); the copy held stays. */
  cancel(): void;
}

/** With a builder of whole inputs: the products are gathered here and given to it at the end. */
function gathered(build: ImageBuilder, signal: AbortSignal): ImageStream {
  const products: ReplicaProduct[] = [];
  return {
    add: (more) => {
      for (const product of more) products.push(product);
    },
    finish: () => build({ kind: 'products', products }, signal),
  };
}

/** One of the operations that change the copy, as remembered while a replacement builds. */
type Operation =
  | { readonly kind: 'upsert'; readonly products: readonly ReplicaProduct[] }
  | { readonly kind: 'stock'; readonly updates: readonly StockUpdate[] }
  | { readonly kind: 'patch'; readonly sku: string; readonly change: ProductPatch }
  | { readonly kind: 'retain'; readonly keep: ReadonlySet<string> }
  | ({ readonly kind: 'restore' } & CatalogueChanges);

interface Held {
  readonly bytes: ArrayBuffer;
  readonly image: CatalogueImage;
}

const offThread: ImageBuilder = (input, signal) => buildImageOffThread(input, { signal });

function opened(bytes: ArrayBuffer): Result<Held, ImageError> {
  const image = openCatalogueImage(new Uint8Array(bytes));
  return image.ok ? { ok: true, value: { bytes, image: image.value } } : image;
}

function emptyImage(): Held {
  const held = opened(buildFromInput({ kind: 'products', products: [] }));
  if (!held.ok) throw new Error(`an empty image does not open: ${held.error.message}`);
  return held.value;
}

export function createImageCatalogue(options: ImageCatalogueOptions = {}): ImageCatalogue {
  const build = options.build ?? offThread;
  const streamOf = (signal: AbortSignal): ImageStream =>
    options.build ? gathered(options.build, signal) : streamImageOffThread({ signal });
  const rebuildAt = options.rebuildAt ?? REBUILD_OVERLAY_AT;
  let version = 0;
  let marks: Marks = NO_MARKS;

  // The image held, and the changes laid over it since (in order, as `withChanges` took them).
  let base = emptyImage();
  let current = base.image;
  let effects: ImageChanges[] = [];
  // The products the overlay changed (null: removed), by id: the rest are the image's.
  let overlay = new Map<string, ReplicaProduct | null>();
  // Exact SKU to id, where it differs from the image's last row of that SKU: what the object
  // copy's SKU map holds since the last replacement (the last product put, none once it went).
  const skuOwner = new Map<string, string | null>();

  // As catalogue.ts: the version at which each id last changed, from `since` on.
  const changedAt = new Map<string, number>();
  let since = 0;

  let replacing: { readonly controller: AbortController; readonly operations: Operation[] } | null =
    null;
  let rebuilding: { readonly controller: AbortController; readonly from: number } | null = null;
  const running = new Set<Promise<unknown>>();
  let rebuildFrom = rebuildAt;

  const changed = (ids: Iterable<string> = []): void => {
    version++;
    for (const id of ids) changedAt.set(id, version);
  };

  const productWithId = (id: string): ReplicaProduct | undefined =>
    overlay.has(id) ? (overlay.get(id) ?? undefined) : imageProductWithId(base.image, id);
  const ownerOf = (sku: string): string | undefined =>
    skuOwner.has(sku) ? (skuOwner.get(sku) ?? undefined) : lastIdWithSku(base.image, sku);
  const withSku = (sku: string): ReplicaProduct | undefined => {
    const id = ownerOf(sku);
    return id === undefined ? undefined : productWithId(id);
  };

  const put = (product: ReplicaProduct): void => {
    const known = productWithId(product.id);
    if (known && known.sku !== product.sku && ownerOf(known.sku) === product.id) {
      skuOwner.set(known.sku, null);
    }
    overlay.set(product.id, product);
    skuOwner.set(product.sku, product.id);
  };
  const drop = (id: string): void => {
    const known = productWithId(id);
    if (known && ownerOf(known.sku) === id) skuOwner.set(known.sku, null);
    overlay.set(id, null);
  };

  const rebuildIfDue = (): void => {
    if (!replacing && !rebuilding && overlaySize(current) >= rebuildFrom) rebuild();
  };
  const lay = (changes: ImageChanges, rebuildNow = true): void => {
    effects.push(changes);
    current = withChanges(current, changes.changed, changes.removed);
    if (rebuildNow) rebuildIfDue();
  };

  const track = <T>(job: Promise<T>): Promise<T> => {
    running.add(job);
    void job.finally(() => running.delete(job));
    return job;
  };

  function rebuild(): void {
    const controller = new AbortController();
    const job = { controller, from: effects.length };
    rebuilding = job;
    const input: BuildInput = { kind: 'rebuild', image: base.bytes, changes: [...effects] };
    void track(
      build(input, controller.signal).then((built) => {
        if (rebuilding !== job) return;
        rebuilding = null;
        const held = built.ok ? opened(built.value) : built;
        if (!held.ok) {
          // Kept as it is; tried again once the overlay has grown by as much again.
          rebuildFrom = overlaySize(current) + rebuildAt;
          return;
        }
        const after = effects.slice(job.from);
        base = held.value;
        effects = after;
        current = after.reduce(
          (image, { changed, removed }) => withChanges(image, changed, removed),
          base.image,
        );
        overlay = new Map();
        for (const { changed, removed } of after) {
          for (const id of removed) overlay.set(id, null);
          for (const product of changed) overlay.set(product.id, product);
        }
        // Owners the new image names by itself need no entry.
        for (const [sku, id] of skuOwner) {
          if ((lastIdWithSku(base.image, sku) ?? null) === id) skuOwner.delete(sku);
        }
        rebuildFrom = rebuildAt;
      }),
    );
  }

  const cancelBuilds = (): void => {
    replacing?.controller.abort();
    replacing = null;
    rebuilding?.controller.abort();
    rebuilding = null;
  };

  const startOver = (held: Held): void => {
    base = held;
    current = held.image;
    effects = [];
    overlay = new Map();
    skuOwner.clear();
    rebuildFrom = rebuildAt;
    changed();
    changedAt.clear();
    since = version;
  };

  const remember = (operation: Operation): void => {
    replacing?.operations.push(operation);
  };

  function upsert(products: readonly ReplicaProduct[]): number {
    remember({ kind: 'upsert', products });
    let added = 0;
    const updated: ReplicaProduct[] = [];
    for (const product of products) {
      const known = productWithId(product.id);
      if (!known) added++;
      if (!replaces(product, known)) continue;
      put(product);
      updated.push(product);
    }
    if (updated.length > 0) {
      changed(updated.map((product) => product.id));
      lay({ changed: updated, removed: [] });
    }
    return added;
  }

  function applyStock(updates: readonly StockUpdate[]): StockUpdate[] {
    if (updates.length === 0) return [];
    remember({ kind: 'stock', updates });
    const unknown: StockUpdate[] = [];
    const updated: ReplicaProduct[] = [];
    for (const update of updates) {
      const product = withSku(update.sku);
      if (!product) {
        unknown.push(update);
        continue;
      }
      const next = restocked(product, update.stock);
      if (!next) continue;
      put(next);
      updated.push(next);
    }
    if (updated.length > 0) {
      changed(updated.map((product) => product.id));
      lay({ changed: updated, removed: [] });
    }
    return unknown;
  }

  function patch(sku: string, change: ProductPatch): boolean {
    remember({ kind: 'patch', sku, change });
    const product = withSku(sku);
    if (!product) return false;
    const next = patched(product, change);
    if (sameProduct(product, next)) return false;
    put(next);
    changed([product.id]);
    lay({ changed: [next], removed: [] });
    return true;
  }

  function retainOnly(keep: ReadonlySet<string>): number {
    remember({ kind: 'retain', keep });
    const removed = idsInOrder(current).filter((id) => !keep.has(id));
    for (const id of removed) drop(id);
    if (removed.length > 0) {
      changed(removed);
      lay({ changed: [], removed });
    }
    return removed.length;
  }

  function replaceFrom(): Replacement {
    cancelBuilds();
    const controller = new AbortController();
    const job = { controller, operations: [] };
    replacing = job;
    const stream = streamOf(controller.signal);
    const land = (built: Result<ArrayBuffer, BuildError>): Result<void, ReplaceError> => {
      if (replacing !== job) {
        return { ok: false, error: { kind: 'cancelled', message: 'replaced again' } };
      }
      replacing = null;
      const held = built.ok ? opened(built.value) : built;
      if (!held.ok) return held;
      startOver(held.value);
      job.operations.forEach(replay);
      return { ok: true, value: undefined };
    };
    return {
      add: (products) => {
        if (replacing === job) stream.add(products);
      },
      finish: () => track(stream.finish().then(land)),
      cancel: () => {
        if (replacing !== job) return;
        replacing = null;
        controller.abort();
      },
    };
  }

  function restore({ products, removed }: CatalogueChanges): void {
    remember({ kind: 'restore', products, removed });
    for (const id of removed) drop(id);
    for (const product of products) put(product);
    const ids = [...removed, ...products.map((product) => product.id)];
    if (ids.length === 0) return;
    changed(ids);
    // A warm start restores its saved changes, then answers its first query: a rebuild they make
    // due starts after that (sending it the image is a copy of tens of MB on this thread).
    lay({ changed: [...products], removed: [...removed] }, false);
    setTimeout(rebuildIfDue, 0);
  }

  const replay = (operation: Operation): void => {
    if (operation.kind === 'upsert') upsert(operation.products);
    else if (operation.kind === 'stock') applyStock(operation.updates);
    else if (operation.kind === 'patch') patch(operation.sku, operation.change);
    else if (operation.kind === 'retain') retainOnly(operation.keep);
    else restore(operation);
  };

  return {
    version: () => version,
    changesSince(after) {
      if (after < since || after > version) return null;
      const products: ReplicaProduct[] = [];
      const removed: string[] = [];
      for (const [id, at] of changedAt) {
        if (at <= after) continue;
        const product = productWithId(id);
        if (product) products.push(product);
        else removed.push(id);
      }
      return { products, removed };
    },
    size: () => current.size,
    marks: () => marks,
    setMarks(next) {
      marks = next;
    },
    replaceFrom,
    replaceAll(products) {
      const replacement = replaceFrom();
      replacement.add(products);
      return replacement.finish();
    },
    adopt(image) {
      const held = opened(image);
      if (!held.ok) return held;
      cancelBuilds();
      startOver(held.value);
      return { ok: true, value: undefined };
    },
    restore,
    state() {
      const products: ReplicaProduct[] = [];
      const removed: string[] = [];
      for (const [id, product] of overlay) {
        if (product) products.push(product);
        else removed.push(id);
      }
      return { image: base.bytes, products, removed };
    },
    ids: () => idsInOrder(current),
    upsert,
    applyStock,
    patch,
    retainOnly,
    find: (code) => current.lookup(code, true).product,
    query: (query, ready) => current.query(query, ready),
    matching: (query) => current.matching(query),
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    clear() {
      cancelBuilds();
      marks = NO_MARKS;
      startOver(emptyImage());
    },
  };
}
