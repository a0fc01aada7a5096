/**
 * Answers the renderer's replica queries: one pass over a presorted order of the catalogue,
 * keeping the products that match the text, the warehouse and the quick filter, counting the
 * quick filters on the way, and building rows for the requested window only. Sorted orders and
 * each warehouse's quick-filter bits are built once per replica version (sort-order.ts,
 * figures.ts), so a keystroke costs one linear scan of `startsWith` comparisons (and `includes`
 * on the SKU and barcode once the text is long enough to look inside them); stock figures
 * are built for every product only to sort by them.
 */
import {
  queryChoices,
  type ReplicaQuery,
  type ReplicaQueryResult,
  type ReplicaSortKey,
} from './query.ts';
import type { QuickFilterCounts, ReplicaProduct, ReplicaRow } from './types.ts';
import {
  BACKORDER,
  figuresOf,
  flagsOf,
  IN_SCOPE,
  LOW,
  OUT,
  QUICK_BITS,
  type Figures,
} from './figures.ts';
import {
  MAX_WORDS,
  matchRank,
  narrows,
  NO_MATCH,
  prepareSearch,
  RANK_COUNT,
  type Rank,
} from './match.ts';
import { spanOf } from './prices.ts';
import { searchEntry, type SearchEntry } from './search-entry.ts';
import { buildSortOrder, inDisplayOrder } from './sort-order.ts';

/** A version of the catalogue: the replica bumps `version` whenever `products` changes. */
export interface CatalogueSnapshot {
  readonly version: number;
  readonly products: readonly ReplicaProduct[];
}

export interface SearchIndex {
  query(snapshot: CatalogueSnapshot, query: ReplicaQuery, ready: boolean): ReplicaQueryResult;
  /** The matching products in the query's order, every one of them (for exports). */
  matching(
    snapshot: CatalogueSnapshot,
    query: Omit<ReplicaQuery, 'offset' | 'limit'>,
  ): ReplicaRow[];
}

const STOCK_SORTS: ReadonlySet<ReplicaSortKey> = new Set([
  'onHand',
  'allocated',
  'available',
  'backorder',
]);

/** A product as a list row, with its figures in scope (the catalogue image builds rows so too). */
export function toRow(product: ReplicaProduct, figures: Figures): ReplicaRow {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    barcode: product.barcode,
    price: product.price,
    value: product.value,
    currency: product.currency,
    updatedAt: product.updatedAt,
    onHand: figures.onHand,
    allocated: figures.allocated,
    available: figures.available,
    backorder: figures.backorder,
    reorderLevel: figures.reorderLevel,
    low: figures.low,
    lowIn: figures.lowIn,
    priceHigh: spanOf(product.stock.map((stock) => stock.price))?.high ?? null,
    valueHigh: spanOf(product.stock.map((stock) => stock.value))?.high ?? null,
  };
}

/**
 * Whether two versions hold the same products in the same places with the same values of every
 * sort key but the stock figures (and of the name and SKU that break ties): then every order but
 * the stock ones still holds.
 */
function sameOrderKeys(before: readonly SearchEntry[], after: readonly SearchEntry[]): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < after.length; i++) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (!a || !b) return false;
    const p = a.product;
    const q = b.product;
    if (
      p.id !== q.id ||
      a.sku !== b.sku ||
      a.name !== b.name ||
      a.barcode !== b.barcode ||
      p.price !== q.price ||
      p.value !== q.value ||
      p.updatedAt !== q.updatedAt
    )
      return false;
  }
  return true;
}

export function createSearchIndex(): SearchIndex {
  let version = Number.NaN;
  let entries: SearchEntry[] = [];
  const figuresByScope = new Map<string, Figures[]>();
  type Order = { indexes: Int32Array; position: Int32Array };
  // Orders by stock figures, and the others (which no stock change moves), apart.
  const stockOrders = new Map<string, Order>();
  const orders = new Map<string, Order>();

  const refresh = (snapshot: CatalogueSnapshot): void => {
    if (snapshot.version === version) return;
    const previous = entries;
    version = snapshot.version;
    entries = snapshot.products.map(searchEntry);
    figuresByScope.clear();
    flagsByScope.clear();
    stockOrders.clear();
    // Stock changes (the usual refresh) keep every other order: rebuilding the default one alone
    // takes a sort of the whole catalogue.
    if (!sameOrderKeys(previous, entries)) orders.clear();
    last = null;
    narrowed = null;
  };
  /** Every entry's figures in a scope: built for the sorts by stock only. */
  const figuresIn = (warehouseId: string | null): Figures[] => {
    const key = warehouseId ?? '';
    let figures = figuresByScope.get(key);
    if (!figures) {
      figures = entries.map((entry) => figuresOf(entry.product, warehouseId));
      figuresByScope.set(key, figures);
    }
    return figures;
  };
  /** One entry's figures in a scope (for the rows of a window): from that list if it was built. */
  const figureIn =
    (warehouseId: string | null) =>
    (index: number): Figures | undefined => {
      const built = figuresByScope.get(warehouseId ?? '')?.[index];
      if (built) return built;
      const entry = entries[index];
      return entry ? figuresOf(entry.product, warehouseId) : undefined;
    };
  // The quick filters' facts as bits in one typed array, computed without building the figures:
  // scans read them without chasing objects, and a warm start allocates nothing for them.
  const flagsByScope = new Map<string, Uint8Array>();
  const flagsIn = (warehouseId: string | null): Uint8Array => {
    const key = warehouseId ?? '';
    let flags = flagsByScope.get(key);
    if (!flags) {
      flags = new Uint8Array(entries.length);
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        if (entry) flags[i] = flagsOf(entry.product, warehouseId);
      }
      flagsByScope.set(key, flags);
    }
    return flags;
  };
  /** A display order, and each entry's position in it. */
  const orderFor = (sort: ReplicaSortKey, warehouseId: string | null, descending: boolean) => {
    // Only stock figures depend on the warehouse; other orders are shared by every scope.
    const byStock = STOCK_SORTS.has(sort);
    const key = `${byStock ? `${sort}|${warehouseId ?? ''}` : sort}|${descending}`;
    const built = byStock ? stockOrders : orders;
    let order = built.get(key);
    if (!order) {
      const figures = byStock ? figuresIn(warehouseId) : [];
      const indexes = inDisplayOrder(
        buildSortOrder(sort, entries, (index) => figures[index]),
        descending,
      );
      const position = new Int32Array(indexes.length);
      indexes.forEach((index, at) => (position[index] = at));
      order = { indexes, position };
      built.set(key, order);
    }
    return order;
  };

  type Scan = {
    matches: number[];
    counts: QuickFilterCounts;
    figure: (index: number) => Figures | undefined;
  };
  // The last answer (a list asks for its next window with the same query), and the last text's
  // matches: typing one more character only narrows them, so only they are tested again.
  let last: { key: string; scan: Scan } | null = null;
  let narrowed: { scope: string; whole: string; candidates: Int32Array } | null = null;
  let ranks = new Uint8Array(0);

  /**
   * Indexes of the matches in display order, and the quick-filter counts. Matching walks the
   * entries in memory order (a walk in sort order would jump around memory for every product);
   * the matches are then put in display order through the presorted positions.
   */
  const scan = (query: Omit<ReplicaQuery, 'offset' | 'limit'>): Scan => {
    const { warehouseId, sort, descending, quick } = queryChoices(query);
    const search = prepareSearch(query.text);
    const scope = `${version}|${warehouseId ?? ''}`;
    const key = `${scope}|${sort}|${descending}|${quick}|${search.words.join(' ')}|${search.whole}`;
    if (last?.key === key) return last.scan;
    const figure = figureIn(warehouseId);
    const flags = flagsIn(warehouseId);

    const previous =
      narrowed !== null &&
      narrowed.scope === scope &&
      narrows(narrowed.whole, search.whole) &&
      search.words.length < MAX_WORDS
        ? narrowed.candidates
        : null;
    const found: number[] = [];
    if (ranks.length !== entries.length) ranks = new Uint8Array(entries.length);
    const test = (index: number): void => {
      const entry = entries[index];
      if (!entry || ((flags[index] ?? 0) & IN_SCOPE) === 0) return;
      const rank: Rank | typeof NO_MATCH = matchRank(entry, search);
      if (rank === NO_MATCH) return;
      ranks[index] = rank + 1; // 0: not a match
      found.push(index);
    };
    if (previous) for (const index of previous) test(index);
    else for (let index = 0; index < entries.length; index++) test(index);
    narrowed = { scope, whole: search.whole, candidates: Int32Array.from(found) };

    const order = orderFor(sort, warehouseId, descending);
    let inOrder: ArrayLike<number>;
    if (found.length * 8 < entries.length) {
      // Few matches: sort them by their place in the order.
      const { position } = order;
      inOrder = found.sort((a, b) => (position[a] ?? 0) - (position[b] ?? 0));
    } else {
      // Many: walk the order and keep the marked ones.
      const kept = new Int32Array(found.length);
      let at = 0;
      for (const index of order.indexes) if (ranks[index] !== 0) kept[at++] = index;
      inOrder = kept;
    }
    const counts = { all: 0, low: 0, out: 0, backorder: 0 };
    // Under `relevance` with text, matches go to one bucket per rank; otherwise one list.
    const ranked = sort === 'relevance' && search.whole !== '';
    const buckets: number[][] = Array.from({ length: ranked ? RANK_COUNT : 1 }, () => []);
    const wanted = QUICK_BITS[quick];
    for (let i = 0; i < inOrder.length; i++) {
      const index = inOrder[i] ?? 0;
      const bits = flags[index] ?? 0;
      counts.all++;
      if (bits & LOW) counts.low++;
      if (bits & OUT) counts.out++;
      if (bits & BACKORDER) counts.backorder++;
      if (bits & wanted) buckets[ranked ? (ranks[index] ?? 1) - 1 : 0]?.push(index);
    }
    for (const index of found) ranks[index] = 0;
    const result = { matches: buckets.flat(), counts, figure };
    last = { key, scan: result };
    return result;
  };

  return {
    query(snapshot, query, ready) {
      refresh(snapshot);
      const { matches, counts, figure: figureAt } = scan(query);
      const rows: ReplicaRow[] = [];
      const end = Math.min(matches.length, query.offset + query.limit);
      for (let i = query.offset; i < end; i++) {
        const index = matches[i] ?? 0;
        const entry = entries[index];
        const figure = figureAt(index);
        if (entry && figure) rows.push(toRow(entry.product, figure));
      }
      return {
        rows,
        offset: query.offset,
        total: matches.length,
        counts,
        catalogue: entries.length,
        ready,
      };
    },
    matching(snapshot, query) {
      refresh(snapshot);
      const { matches, figure: figureAt } = scan(query);
      return matches.flatMap((index) => {
        const entry = entries[index];
        const figure = figureAt(index);
        return entry && figure ? [toRow(entry.product, figure)] : [];
      });
    },
  };
}
