/**
 * An opened catalogue image answering what the search index answers (search-index.ts): a query's
 * window of rows, its total and quick-filter counts, every matching row, and a code's product.
 * Matches come from the prebuilt index (match-rows.ts), their order from the stored permutations
 * (display-order.ts), quick filters from the stored bits; only the rows answered become objects.
 * An overlay (overlay.ts) hides changed and removed rows and adds their new versions, which are
 * matched and placed one by one: it answers as the rebuilt image would.
 */
import {
  BACKORDER,
  figuresOf,
  flagsOf,
  IN_SCOPE,
  LOW,
  OUT,
  QUICK_BITS,
} from '../replica/figures.ts';
import { matchRank, NO_MATCH, prepareSearch, RANK_COUNT } from '../replica/match.ts';
import {
  queryChoices,
  type ReplicaLookupResult,
  type ReplicaQuery,
  type ReplicaQueryResult,
} from '../replica/query.ts';
import { searchEntry } from '../replica/search-entry.ts';
import { toRow } from '../replica/search-index.ts';
import type { QuickFilterCounts, ReplicaProduct, ReplicaRow } from '../replica/types.ts';
import { createOrders, type DisplayOrder } from './display-order.ts';
import { findByCode } from './find-code.ts';
import type { ImageParts } from './image-parts.ts';
import { createRowMatcher } from './match-rows.ts';
import { compareFor, type Placed } from './overlay-order.ts';
import { productAt, scopeOf, sortableProductAt } from './read-product.ts';
import type { ImageSections } from './sections.ts';
import { windowOf, type Bucket, type PlacedExtra } from './window.ts';

export interface CatalogueImage {
  /** Products held (the image's, with the overlay's changes). */
  readonly size: number;
  query(query: ReplicaQuery, ready: boolean): ReplicaQueryResult;
  /** The matching rows in the query's order, every one of them (for exports). */
  matching(query: Omit<ReplicaQuery, 'offset' | 'limit'>): ReplicaRow[];
  /** Exact SKU in any case, else exact barcode (trimmed, any case). */
  lookup(code: string, ready: boolean): ReplicaLookupResult;
  /**
   * Does now, once per opened image, the work the first text of three characters or more would
   * otherwise do (every SKU and barcode as one string): for an idle moment after opening.
   */
  prepareSearch(): void;
}

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

interface Scan {
  readonly counts: QuickFilterCounts;
  readonly total: number;
  /** One per rank under the ranked sort, else one. */
  readonly buckets: readonly Bucket[];
  readonly order: DisplayOrder | null;
}

export function imageOf(image: ImageParts): CatalogueImage {
  const { sections, matcher, orderOf, hidden, extras } = image;
  const n = sections.counts.products;
  let hiddenCount = 0;
  if (hidden) for (let row = 0; row < n; row++) hiddenCount += hidden[row] ?? 0;
  // Ids: rows of the image are 0..n-1, the overlay's products n + their index in `extras`.
  const productOf = (id: number): ReplicaProduct =>
    id < n ? productAt(sections, id) : (extras[id - n]?.product ?? productAt(sections, 0));
  let last: { key: string; scan: Scan } | null = null;
  // Where each overlay product goes in a display order (the image row it comes before, or -1
  // until asked), per sort, direction and warehouse: the text and quick filter change which are
  // shown, not where, so a keystroke places none again.
  const placements = new Map<string, Int32Array>();
  // Each scope's counts of the image rows shown (for a query without text), made once.
  const scopeCounts = new Map<number, number[]>();
  const countsIn = (scope: number, flags: Uint8Array): number[] => {
    let counts = scopeCounts.get(scope);
    if (!counts) {
      counts = new Array<number>(16).fill(0);
      for (let row = 0; row < n; row++) {
        if (hidden?.[row] === 1) continue;
        const bits = flags[row] ?? 0;
        counts[bits] = (counts[bits] ?? 0) + 1;
      }
      scopeCounts.set(scope, counts);
    }
    return counts;
  };

  const scan = (query: Omit<ReplicaQuery, 'offset' | 'limit'>): Scan => {
    const { warehouseId, sort, descending, quick } = queryChoices(query);
    const search = prepareSearch(query.text);
    const key = JSON.stringify([warehouseId, sort, descending, quick, search]);
    if (last?.key === key) return last.scan;
    const scope = scopeOf(sections, warehouseId);
    const flags =
      scope === null ? new Uint8Array(n) : sections.flags.subarray(scope * n, (scope + 1) * n);
    const order = scope === null ? null : orderOf(sort, scope, descending);
    const everything = search.whole === '';
    const ranked = sort === 'relevance' && !everything;
    const wanted = QUICK_BITS[quick];

    // By bits (IN_SCOPE | LOW | OUT | BACKORDER): how many shown rows have them, per rank.
    const byBits = Array.from({ length: RANK_COUNT }, () => new Array<number>(16).fill(0));
    const ranks = new Uint8Array(everything ? 0 : n); // rank + 1; 0: not a match
    const found: number[] = [];
    if (everything) {
      if (scope !== null) byBits[3] = countsIn(scope, flags).slice();
    } else {
      matcher.match(search, (row, rank) => {
        if (ranks[row] !== 0 || hidden?.[row] === 1) return;
        const bits = flags[row] ?? 0;
        if ((bits & IN_SCOPE) === 0) return;
        ranks[row] = rank + 1;
        found.push(row);
        const counts = byBits[rank];
        if (counts) counts[bits] = (counts[bits] ?? 0) + 1;
      });
    }

    // The overlay's products: matched one by one, each placed before an image row.
    const compare = compareFor(sort, descending);
    const placedCache = new Map<number, Placed>();
    const placed = (id: number): Placed => {
      let item = placedCache.get(id);
      if (!item) {
        const extra = id >= n ? extras[id - n] : undefined;
        const product = extra ? extra.product : sortableProductAt(sections, id);
        item = {
          entry: extra ? extra.entry : searchEntry(product),
          figures: () => figuresOf(product, warehouseId),
          tie: extra ? extra.tie : id,
        };
        placedCache.set(id, item);
      }
      return item;
    };
    const bucketCount = ranked ? RANK_COUNT : 1;
    const extrasIn: (PlacedExtra & { rank: number })[] = [];
    const placeKey = JSON.stringify([warehouseId, sort, descending]);
    let places = placements.get(placeKey);
    if (!places) {
      places = new Int32Array(extras.length).fill(-1);
      placements.set(placeKey, places);
    }
    const placeOf = (k: number, known: Int32Array): number => {
      const kept = known[k] ?? -1;
      if (kept >= 0) return kept;
      // A changed product whose sort key and name did not change (a stock change, by name) goes
      // where its own row was: found by the row's place, with one comparison, not a search.
      const tie = extras[k]?.tie ?? n;
      if (order && tie < n && compare(placed(tie), placed(n + k)) === 0) {
        const own = order.placeOf(tie);
        known[k] = own;
        return own;
      }
      let a = 0;
      let b = order ? order.length : 0;
      while (order && a < b) {
        const mid = (a + b) >>> 1;
        if (compare(placed(order.rowAt(mid)), placed(n + k)) < 0) a = mid + 1;
        else b = mid;
      }
      known[k] = a;
      return a;
    };
    extras.forEach((extra, k) => {
      const bits = flagsOf(extra.product, warehouseId);
      if ((bits & IN_SCOPE) === 0) return;
      const rank = matchRank(extra.entry, search);
      if (rank === NO_MATCH) return;
      const counts = byBits[rank];
      if (counts) counts[bits] = (counts[bits] ?? 0) + 1;
      if ((bits & wanted) === 0) return;
      extrasIn.push({ id: n + k, place: placeOf(k, places), rank });
    });
    extrasIn.sort((x, y) => x.place - y.place || compare(placed(x.id), placed(y.id)));

    const counts = { all: 0, low: 0, out: 0, backorder: 0 };
    const sizes = new Array<number>(bucketCount).fill(0);
    byBits.forEach((bitsCounts, rank) =>
      bitsCounts.forEach((count, bits) => {
        if ((bits & IN_SCOPE) === 0) return;
        counts.all += count;
        if (bits & LOW) counts.low += count;
        if (bits & OUT) counts.out += count;
        if (bits & BACKORDER) counts.backorder += count;
        if ((bits & wanted) === 0) return;
        const b = ranked ? rank : 0;
        sizes[b] = (sizes[b] ?? 0) + count;
      }),
    );
    const extraCount = (b: number) => extrasIn.filter((extra) => !ranked || extra.rank === b);
    const buckets: Bucket[] = Array.from({ length: bucketCount }, (_, b) => {
      const inBucket = extraCount(b);
      const size = (sizes[b] ?? 0) - inBucket.length;
      const has = everything
        ? (row: number) => hidden?.[row] !== 1 && ((flags[row] ?? 0) & wanted) !== 0
        : ranked
          ? (row: number) => ranks[row] === b + 1 && ((flags[row] ?? 0) & wanted) !== 0
          : (row: number) => ranks[row] !== 0 && ((flags[row] ?? 0) & wanted) !== 0;
      return {
        has,
        size,
        candidates: !everything && size * 8 < n ? found : null,
        extras: inBucket,
      };
    });
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const result: Scan = { counts, total, buckets, order };
    last = { key, scan: result };
    return result;
  };

  /** The ids of matches [from, to) in display order, bucket after bucket. */
  const idsOf = (found: Scan, from: number, to: number): number[] => {
    const ids: number[] = [];
    let start = 0;
    for (const bucket of found.buckets) {
      const size = bucket.size + bucket.extras.length;
      const end = start + size;
      if (end > from && start < to && found.order) {
        ids.push(
          ...windowOf(bucket, found.order, Math.max(0, from - start), Math.min(size, to - start)),
        );
      } else if (end > from && start < to) {
        ids.push(...bucket.extras.slice(Math.max(0, from - start), to - start).map((e) => e.id));
      }
      start = end;
      if (start >= to) break;
    }
    return ids;
  };

  const rowOf = (id: number, warehouseId: string | null): ReplicaRow => {
    const product = productOf(id);
    return toRow(product, figuresOf(product, warehouseId));
  };

  const self: CatalogueImage = {
    size: n - hiddenCount + extras.length,
    query(query, ready) {
      const found = scan(query);
      const ids = idsOf(found, query.offset, query.offset + query.limit);
      return {
        rows: ids.map((id) => rowOf(id, query.warehouseId ?? null)),
        offset: query.offset,
        total: found.total,
        counts: found.counts,
        catalogue: self.size,
        ready,
      };
    },
    matching(query) {
      const found = scan(query);
      return idsOf(found, 0, found.total).map((id) => rowOf(id, query.warehouseId ?? null));
    },
    lookup(code, ready) {
      return { ready, product: findByCode(image, code) };
    },
    prepareSearch: () => matcher.prepare(),
  };
  parts.set(self, image);
  return self;
}
