/**
 * What the renderer asks the replica: search text, sort, warehouse and quick filter, and the
 * window of rows it shows. Main answers the window and the counts, never the whole catalogue.
 */
import type { ProductColumns } from './replica-columns.ts';
import type { QuickFilterCounts, ReplicaContents, ReplicaProduct, ReplicaRow } from './types.ts';

/** `relevance` ranks exact SKU and barcode matches first, then SKU prefixes, then names. */
export const REPLICA_SORT_KEYS = [
  'relevance',
  'sku',
  'name',
  'barcode',
  'price',
  'value',
  'onHand',
  'allocated',
  'available',
  'backorder',
  'updatedAt',
] as const;
export type ReplicaSortKey = (typeof REPLICA_SORT_KEYS)[number];

export const QUICK_FILTERS = ['all', 'low', 'out', 'backorder'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** Longer search text is cut to this many characters before matching (no name is longer). */
export const MAX_SEARCH_CHARS = 200;
/** The most rows one answer carries: a screenful or a few, never the catalogue. */
export const MAX_WINDOW_ROWS = 500;

/** Validated in main by `replicaQuerySchema` (query-schemas.ts), which keeps zod out of the renderer. */
export interface ReplicaQuery {
  readonly text: string;
  readonly sort?: ReplicaSortKey | undefined;
  readonly descending?: boolean | undefined;
  readonly warehouseId?: string | null | undefined;
  readonly quick?: QuickFilter | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** A query's choices with their defaults filled in, as every search of the copy reads them. */
export function queryChoices(query: Omit<ReplicaQuery, 'offset' | 'limit'>): {
  readonly warehouseId: string | null;
  readonly sort: ReplicaSortKey;
  readonly descending: boolean;
  readonly quick: QuickFilter;
} {
  return {
    warehouseId: query.warehouseId ?? null,
    sort: query.sort ?? 'relevance',
    descending: query.descending ?? false,
    quick: query.quick ?? 'all',
  };
}

export interface ReplicaQueryResult {
  /** The window `[offset, offset + limit)` of the matching rows. */
  readonly rows: readonly ReplicaRow[];
  readonly offset: number;
  /** Rows matching text, warehouse and quick filter. */
  readonly total: number;
  /** Each quick filter's count under the same text and warehouse. */
  readonly counts: QuickFilterCounts;
  /** Every product in the replica. */
  readonly catalogue: number;
  /** False while the first sync runs: the replica is incomplete and views use server pages. */
  readonly ready: boolean;
}

export interface ReplicaLookup {
  /** A scanned barcode or a typed SKU, any case. */
  readonly code: string;
}

export interface ReplicaLookupResult {
  /** False while the first sync runs: the caller falls back to the service. */
  readonly ready: boolean;
  /** Exact SKU (any case) first, else exact barcode; null when neither matches. */
  readonly product: ReplicaProduct | null;
}

/** What a page asks for: the copy, or what changed after the version it holds. */
export interface ReplicaImageRequest {
  /** The contents the page holds; null (or another copy's) to be sent the whole image. */
  readonly after: ReplicaContents | null;
}

/**
 * The copy as a catalogue image, for a page that searches it (docs/replica.md, "Where the search
 * runs"): the image main holds and what main changed over it, or what changed after the version
 * the page holds. The image is the bytes as they are (shared/catalogue-image/): the page opens
 * them in place, with no decoding pass.
 */
export type ReplicaImage =
  | {
      readonly contents: ReplicaContents;
      readonly whole: true;
      readonly image: ArrayBuffer;
      /** Laid over the image: products changed or added since it was built (column form). */
      readonly changed: ProductColumns;
      /** Ids of the image's products removed since it was built. */
      readonly removed: readonly string[];
    }
  | {
      readonly contents: ReplicaContents;
      readonly whole: false;
      /** The products added or changed since `after`, as they are now. */
      readonly changed: ProductColumns;
      readonly removed: readonly string[];
    };
