/**
 * The catalogue replica as main keeps it and the renderer sees it: every product with its
 * warehouse rows, the fields people sort and filter on. Products carry no PII, so the kiosk may
 * read the replica too. See docs/replica.md.
 */

/** One warehouse row of a product (a `WarehouseProduct` at the service). */
export interface ReplicaStock {
  readonly warehouseId: string;
  /** The warehouse's short name (`warehouse_identifier`), for people; null when not sent. */
  readonly warehouseLabel: string | null;
  readonly onHand: number;
  readonly allocated: number;
  readonly available: number;
  readonly backorder: number;
  readonly reorderLevel: number;
  readonly reorderAmount: number;
  /** The service's `updated_at` (zone-less ISO), for incremental refresh. */
  readonly updatedAt: string | null;
  /**
   * This warehouse's price and value (decimal strings as sent); absent when the service gave none
   * (or the row was loaded from a file written before rows kept them).
   */
  readonly price?: string;
  readonly value?: string;
}

export interface ReplicaProduct {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly barcode: string | null;
  /**
   * The list figures: the lowest of the warehouse rows' price and value (decimal strings as the
   * service sends them), electron/replica/product-price.ts.
   */
  readonly price: string | null;
  readonly value: string | null;
  /**
   * ISO 4217 code of price and value (`value_currency`); null when the service sends none, or for
   * a product loaded from a file written before currencies were kept (until it is listed again).
   */
  readonly currency: string | null;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
  readonly stock: readonly ReplicaStock[];
}

/**
 * A product as a list shows it: stock summed over the warehouses in scope (all, or the one
 * filtered on). `low`: some row in scope has a reorder level above 0 and available at or below it.
 */
export type ReplicaRow = Omit<ReplicaProduct, 'createdAt' | 'stock'> &
  StockFigures & {
    /** The warehouse rows in scope that make it `low`: which warehouse is low, and its levels. */
    readonly lowIn: readonly ReplicaStock[];
    /** The highest warehouse price and value when the warehouses disagree (`price` is the lowest). */
    readonly priceHigh?: string | null;
    readonly valueHigh?: string | null;
  };

/** A product's stock summed over the warehouses in scope. */
export interface StockFigures {
  readonly onHand: number;
  readonly allocated: number;
  readonly available: number;
  readonly backorder: number;
  readonly reorderLevel: number;
  readonly low: boolean;
}

/** Counts of the quick filters over what the search and warehouse filter leave. */
export interface QuickFilterCounts {
  readonly all: number;
  readonly low: number;
  readonly out: number;
  readonly backorder: number;
}

export type ReplicaPhase =
  /** Nobody is signed in, or the token cannot read products. */
  | 'off'
  /** The first full sync is running; views use server pages meanwhile. */
  | 'first-sync'
  /** Complete, refreshed incrementally. */
  | 'ready'
  /** The first sync stopped with an error; it is retried on the next interval or "Refresh now". */
  | 'failed';

/**
 * `memory-only`: nothing of this run is written (no keyring, or another Floorboard holds the
 * file); `save-failed`: the last save did not land (a full disk), the copy saved before stays on
 * disk and the next save tries again.
 */
export type ReplicaStorage =
  | { readonly persistence: 'stored' }
  | { readonly persistence: 'memory-only' | 'save-failed'; readonly message: string };

/**
 * Why the copy is being synced from the service instead of loaded from disk: there was none, or
 * the saved one was damaged, could not be read, belonged to another account, was written by a
 * newer Floorboard, or was sealed with a keyring this computer no longer has.
 */
export type ColdStartReason =
  'no-copy' | 'damaged' | 'unreadable' | 'other-account' | 'newer-version' | 'other-keyring';

export interface ReplicaStatus {
  readonly phase: ReplicaPhase;
  /** Products held now. */
  readonly records: number;
  /** During the first sync: an estimate of the catalogue's size (null until known). */
  readonly estimatedTotal: number | null;
  /** During the first sync: credits-wise, seconds until it can finish (null when unknown). */
  readonly secondsLeft: number | null;
  /** The broker is pacing: seconds until the next page can be paid. */
  readonly waitingForCreditsSeconds: number | null;
  /** ms since the epoch of the last completed sync or refresh. */
  readonly lastRefreshedAt: number | null;
  /** What the copy holds while it is ready; null otherwise. */
  readonly contents: ReplicaContents | null;
  /** A refresh (or the first sync) is running now. */
  readonly refreshing: boolean;
  /**
   * ms since the epoch at which the running refresh began, once it has run longer than a refresh
   * should (it waits for credits or for a reply that does not come); null otherwise. "Refresh now"
   * then starts a new one instead of waiting for it.
   */
  readonly stalledSince: number | null;
  readonly storage: ReplicaStorage;
  /** While the first sync runs (or has failed): why the saved copy was not used; null otherwise. */
  readonly coldStart: ColdStartReason | null;
  /** Why the last sync or refresh failed, for the UI; null when it did not. */
  readonly error: string | null;
}

/**
 * Names a copy's contents, so a page holding the catalogue (`replica.catalogue`) knows when it is
 * behind: `copy` stays the same for one account's copy in one run of main (until sign-out,
 * another profile or a restart), and `version` goes up with every product added, changed or
 * removed.
 */
export interface ReplicaContents {
  readonly copy: string;
  readonly version: number;
}

export const REPLICA_OFF: ReplicaStatus = {
  phase: 'off',
  records: 0,
  estimatedTotal: null,
  secondsLeft: null,
  waitingForCreditsSeconds: null,
  lastRefreshedAt: null,
  contents: null,
  refreshing: false,
  stalledSince: null,
  storage: { persistence: 'stored' },
  coldStart: null,
  error: null,
};
