/**
 * Answers the renderer's replica queries: one pass over a presorted order of the catalogue,
 * keeping the products that match the text, the warehouse and the quick filter, counting the
 * quick filters on the way, and building rows for the requested window only. Sorted orders and
 * per-warehouse figures are built once per replica version (sort-order.ts), so a keystroke costs
 * one linear scan of `startsWith` comparisons.
 */
import type {
  QuickFilter,
  ReplicaQuery,
  ReplicaQueryResult,
  ReplicaSortKey,
} from '../../shared/replica/query.ts';
import type { QuickFilterCounts, ReplicaProduct, ReplicaRow } from '../../shared/replica/types.ts';
import { figuresOf, type Figures } from './figures.ts';
import { matchRank, NO_MATCH, prepareSearch, type Rank } from './match.ts';
import { searchEntry, type SearchEntry } from './search-entry.ts';
import { buildSortOrder, forEachInOrder, type SortOrder } from './sort-order.ts';

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

function passes(quick: QuickFilter, figures: Figures): boolean {
  switch (quick) {
    case 'all':
      return true;
    case 'low':
      return figures.low;
    case 'out':
      return figures.out;
    case 'backorder':
      return figures.backorder > 0;
  }
}

function toRow(product: ReplicaProduct, figures: Figures): ReplicaRow {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    barcode: product.barcode,
    price: product.price,
    value: product.value,
    updatedAt: product.updatedAt,
    onHand: figures.onHand,
    allocated: figures.allocated,
    available: figures.available,
    backorder: figures.backorder,
    reorderLevel: figures.reorderLevel,
    low: figures.low,
  };
}

export function createSearchIndex(): SearchIndex {
  let version = Number.NaN;
  let entries: SearchEntry[] = [];
  const figuresByScope = new Map<string, Figures[]>();
  const orders = new Map<string, SortOrder>();

  const refresh = (snapshot: CatalogueSnapshot): void => {
    if (snapshot.version === version) return;
    version = snapshot.version;
    entries = snapshot.products.map(searchEntry);
    figuresByScope.clear();
    orders.clear();
  };
  const figuresIn = (warehouseId: string | null): Figures[] => {
    const key = warehouseId ?? '';
    let figures = figuresByScope.get(key);
    if (!figures) {
      figures = entries.map((entry) => figuresOf(entry.product, warehouseId));
      figuresByScope.set(key, figures);
    }
    return figures;
  };
  const orderFor = (sort: ReplicaSortKey, warehouseId: string | null): SortOrder => {
    // Only stock figures depend on the warehouse; other orders are shared by every scope.
    const key = STOCK_SORTS.has(sort) ? `${sort}|${warehouseId ?? ''}` : sort;
    let order = orders.get(key);
    if (!order) {
      order = buildSortOrder(sort, entries, figuresIn(warehouseId));
      orders.set(key, order);
    }
    return order;
  };

  /** Indexes of the matches in display order, and the quick-filter counts. */
  const scan = (query: Omit<ReplicaQuery, 'offset' | 'limit'>) => {
    const warehouseId = query.warehouseId ?? null;
    const sort = query.sort ?? 'relevance';
    const quick = query.quick ?? 'all';
    const search = prepareSearch(query.text);
    const figures = figuresIn(warehouseId);
    const counts = { all: 0, low: 0, out: 0, backorder: 0 };
    // Under `relevance` with text, matches go to one bucket per rank; otherwise one list.
    const ranked = sort === 'relevance' && search.whole !== '';
    const buckets: number[][] = ranked ? [[], [], [], [], []] : [[]];
    forEachInOrder(orderFor(sort, warehouseId), query.descending ?? false, (index) => {
      const figure = figures[index];
      const entry = entries[index];
      if (!figure?.inScope || !entry) return;
      const rank: Rank | typeof NO_MATCH = matchRank(entry, search);
      if (rank === NO_MATCH) return;
      counts.all++;
      if (figure.low) counts.low++;
      if (figure.out) counts.out++;
      if (figure.backorder > 0) counts.backorder++;
      if (passes(quick, figure)) buckets[ranked ? rank : 0]?.push(index);
    });
    return { matches: buckets.flat(), counts: counts as QuickFilterCounts, figures };
  };

  return {
    query(snapshot, query, ready) {
      refresh(snapshot);
      const { matches, counts, figures } = scan(query);
      const rows: ReplicaRow[] = [];
      const end = Math.min(matches.length, query.offset + query.limit);
      for (let i = query.offset; i < end; i++) {
        const index = matches[i] ?? 0;
        const entry = entries[index];
        const figure = figures[index];
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
      const { matches, figures } = scan(query);
      return matches.flatMap((index) => {
        const entry = entries[index];
        const figure = figures[index];
        return entry && figure ? [toRow(entry.product, figure)] : [];
      });
    },
  };
}
