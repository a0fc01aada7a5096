/**
 * An opened catalogue image answering what the search index answers (search-index.ts): a query's
 * window of rows, its total and quick-filter counts, every matching row, and a code's product.
 * Matches come from the prebuilt index (match-rows.ts), their order from the stored permutations
 * (display-order.ts), quick filters from the stored bits; only the rows answered become objects.
 * An overlay (overlay.ts) hides changed and removed rows and adds their new versions, which are
 * matched and placed one by one: it answers as the rebuilt image would.
 */
import { BACKORDER, figuresOf, flagsOf, IN_SCOPE, LOW, OUT } from '../replica/figures.ts';
import { matchRank, NO_MATCH, prepareSearch, RANK_COUNT } from '../replica/match.ts';
import type {
  QuickFilter,
  ReplicaLookupResult,
  ReplicaQuery,
  ReplicaQueryResult,
} from '../replica/query.ts';
import { searchEntry } from '../replica/search-entry.ts';
import { toRow } from '../replica/search-index.ts';
import type { QuickFilterCounts, ReplicaProduct, ReplicaRow } from '../replica/types.ts';
import { createOrders } from './display-order.ts';
import { findByCode } from './find-code.ts';
import type { ImageParts } from './image-parts.ts';
import { createRowMatcher } from './match-rows.ts';
import { compareFor, mergeInto, type Placed } from './overlay-order.ts';
import { productAt, scopeOf } from './read-product.ts';
import type { ImageSections } from './sections.ts';

export interface CatalogueImage {
  /** Products held (the image's, with the overlay's changes). */
  readonly size: number;
  query(query: ReplicaQuery, ready: boolean): ReplicaQueryResult;
  /** The matching rows in the query's order, every one of them (for exports). */
  matching(query: Omit<ReplicaQuery, 'offset' | 'limit'>): ReplicaRow[];
  /** Exact SKU in any case, else exact barcode (trimmed, any case). */
  lookup(code: string, ready: boolean): ReplicaLookupResult;
}

const QUICK_BITS: Record<QuickFilter, number> = {
  all: IN_SCOPE,
  low: LOW,
  out: OUT,
  backorder: BACKORDER,
};

const parts = new WeakMap<CatalogueImage, ImageParts>();

/** The parts of an image, for an overlay on it. */
export function partsOf(image: CatalogueImage): ImageParts | undefined {
  return parts.get(image);
}

export function createImage(sections: ImageSections): CatalogueImage {
  return imageOf({
    sections,
    matcher: createRowMatcher(sections),
    orderOf: createOrders(sections),
    hidden: null,
    extras: [],
  });
}

type Scan = { readonly ids: readonly number[]; readonly counts: QuickFilterCounts };

export function imageOf(image: ImageParts): CatalogueImage {
  const { sections, matcher, orderOf, hidden, extras } = image;
  const n = sections.counts.products;
  let hiddenCount = 0;
  if (hidden) for (let row = 0; row < n; row++) hiddenCount += hidden[row] ?? 0;
  // Ids: rows of the image are 0..n-1, the overlay's products n + their index in `extras`.
  const productOf = (id: number): ReplicaProduct =>
    id < n ? productAt(sections, id) : (extras[id - n]?.product ?? productAt(sections, 0));
  const ranks = new Uint8Array(n);
  let last: { key: string; scan: Scan } | null = null;

  const scan = (query: Omit<ReplicaQuery, 'offset' | 'limit'>): Scan => {
    const warehouseId = query.warehouseId ?? null;
    const sort = query.sort ?? 'relevance';
    const descending = query.descending ?? false;
    const quick = query.quick ?? 'all';
    const search = prepareSearch(query.text);
    const key = JSON.stringify([warehouseId, sort, descending, quick, search]);
    if (last?.key === key) return last.scan;
    const scope = scopeOf(sections, warehouseId);
    const flags = scope === null ? null : sections.flags.subarray(scope * n, (scope + 1) * n);
    const visible = (row: number): boolean =>
      flags !== null && ((flags[row] ?? 0) & IN_SCOPE) !== 0 && hidden?.[row] !== 1;
    const everything = search.whole === '';

    const found: number[] = [];
    if (!everything) {
      matcher.match(search, (row, rank) => {
        if (ranks[row] !== 0 || !visible(row)) return;
        ranks[row] = rank + 1; // 0: not a match
        found.push(row);
      });
    }
    let base: number[] = [];
    if (flags !== null && scope !== null) {
      const order = orderOf(sort, scope, descending);
      if (!everything && found.length * 8 < n) {
        base = found.map((row) => order.placeOf(row));
        base.sort((a, b) => a - b);
        base = base.map((place) => order.rowAt(place));
      } else {
        for (let i = 0; i < n; i++) {
          const row = order.rowAt(i);
          if (everything ? visible(row) : ranks[row] !== 0) base.push(row);
        }
      }
    }

    // The overlay's products: matched one by one, then placed among the image's rows.
    const extraFlags = new Map<number, number>();
    const extraRank = new Map<number, number>();
    const extraIds: number[] = [];
    extras.forEach((extra, k) => {
      const bits = flagsOf(extra.product, warehouseId);
      if ((bits & IN_SCOPE) === 0) return;
      const rank = matchRank(extra.entry, search);
      if (rank === NO_MATCH) return;
      extraFlags.set(n + k, bits);
      extraRank.set(n + k, rank);
      extraIds.push(n + k);
    });
    const compare = compareFor(sort, descending);
    const placedCache = new Map<number, Placed>();
    const placed = (id: number): Placed => {
      let item = placedCache.get(id);
      if (!item) {
        const extra = id >= n ? extras[id - n] : undefined;
        const product = extra ? extra.product : productAt(sections, id);
        item = {
          entry: extra ? extra.entry : searchEntry(product),
          figures: () => figuresOf(product, warehouseId),
          tie: extra ? extra.tie : id,
        };
        placedCache.set(id, item);
      }
      return item;
    };
    extraIds.sort((a, b) => compare(placed(a), placed(b)));
    const inOrder = mergeInto(base, extraIds, placed, compare);

    const counts = { all: 0, low: 0, out: 0, backorder: 0 };
    // Under `relevance` with text, matches go to one bucket per rank; otherwise one list.
    const ranked = (query.sort ?? 'relevance') === 'relevance' && !everything;
    const buckets: number[][] = Array.from({ length: ranked ? RANK_COUNT : 1 }, () => []);
    const wanted = QUICK_BITS[quick];
    for (const id of inOrder) {
      const bits = id < n ? (flags?.[id] ?? 0) : (extraFlags.get(id) ?? 0);
      counts.all++;
      if (bits & LOW) counts.low++;
      if (bits & OUT) counts.out++;
      if (bits & BACKORDER) counts.backorder++;
      if ((bits & wanted) === 0) continue;
      const rank = id < n ? (ranks[id] ?? 1) - 1 : (extraRank.get(id) ?? 0);
      buckets[ranked ? rank : 0]?.push(id);
    }
    for (const row of found) ranks[row] = 0;
    const result = { ids: buckets.flat(), counts };
    last = { key, scan: result };
    return result;
  };

  const rowOf = (id: number, warehouseId: string | null): ReplicaRow => {
    const product = productOf(id);
    return toRow(product, figuresOf(product, warehouseId));
  };

  const self: CatalogueImage = {
    size: n - hiddenCount + extras.length,
    query(query, ready) {
      const { ids, counts } = scan(query);
      const rows: ReplicaRow[] = [];
      const end = Math.min(ids.length, query.offset + query.limit);
      for (let i = query.offset; i < end; i++) {
        rows.push(rowOf(ids[i] ?? 0, query.warehouseId ?? null));
      }
      return {
        rows,
        offset: query.offset,
        total: ids.length,
        counts,
        catalogue: self.size,
        ready,
      };
    },
    matching(query) {
      return scan(query).ids.map((id) => rowOf(id, query.warehouseId ?? null));
    },
    lookup(code, ready) {
      return { ready, product: findByCode(image, code) };
    },
  };
  parts.set(self, image);
  return self;
}
