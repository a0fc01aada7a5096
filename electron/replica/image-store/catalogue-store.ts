/**
 * The replica at rest as a catalogue image (docs/replica.md, "At rest"): the image the copy was
 * last replaced or rebuilt from, and after it the changes saved since, each a record of its own
 * (image-file/), so a refresh's handful of changes never rewrites tens of megabytes. The state
 * last saved is the image with its records applied in order. A JSON copy written by earlier
 * versions (persist.ts) still loads, once, as products to build an image from.
 */
import type {
  ReplicaProduct,
  ReplicaStorage,
  ColdStartReason,
} from '../../../shared/replica/types.ts';
import type { Marks } from '../catalogue.ts';

/** What goes with every saved state: the refresh marks and when the copy was refreshed and listed. */
export interface SavedMeta {
  readonly marks: Marks;
  /** ms since the epoch: when the replica was last refreshed. */
  readonly savedAt: number;
  /** When every product was last listed (first sync or reconciliation). */
  readonly listedAt: number;
}

/** Products put (as they are now) and ids removed, applied in this order, then `meta` holds. */
export interface SavedChange {
  readonly products: readonly ReplicaProduct[];
  readonly removed: readonly string[];
  readonly meta: SavedMeta;
}

export type CatalogueLoad =
  | {
      readonly status: 'image';
      /** The image's bytes, a buffer of their own (8-byte aligned: typed arrays view it). */
      readonly image: ArrayBuffer;
      /** What was saved with the image itself. */
      readonly meta: SavedMeta;
      /** The changes saved after it, oldest first; the last one's `meta` is the newest. */
      readonly changes: readonly SavedChange[];
      /** Set when the image could not be used and the copy it replaced was loaded instead. */
      readonly fellBackFrom?: ColdStartReason;
    }
  | {
      /** A JSON copy of an earlier version: the caller builds an image and saves it whole. */
      readonly status: 'products';
      readonly products: readonly ReplicaProduct[];
      readonly meta: SavedMeta;
      readonly fellBackFrom?: ColdStartReason;
    }
  | { readonly status: 'none' }
  | { readonly status: 'discarded'; readonly reason: ColdStartReason };

/**
 * `not-written`: memory only, another process holds the file, or the caller no longer wanted it.
 * `needs-image`: a change was offered but there is no saved image of this process's to add it to
 * (none loaded or saved yet, or the last image save failed): save a whole image instead.
 */
export type CatalogueSaveOutcome = 'saved' | 'not-written' | 'failed' | 'needs-image';

export interface CatalogueStore {
  /** Whether the profile's copy is written to disk, and if not, why (for the UI). */
  storage(profileId: string): Promise<ReplicaStorage>;
  /** Claims the profile's files for this process (when no other holds them) and reads them. */
  load(profileId: string, account: string): Promise<CatalogueLoad>;
  /**
   * Writes a whole image (its meta with it); the changes saved after the image before are then
   * superseded. `wanted` is asked when it is this save's turn and again once encrypted.
   */
  saveImage(
    profileId: string,
    account: string,
    image: { readonly bytes: Uint8Array; readonly meta: SavedMeta },
    wanted?: () => boolean,
  ): Promise<CatalogueSaveOutcome>;
  /** Adds one change after the image this process last saved or loaded. */
  saveChange(
    profileId: string,
    account: string,
    change: SavedChange,
    wanted?: () => boolean,
  ): Promise<CatalogueSaveOutcome>;
  /** Waits for the profile's pending saves, then deletes its image, changes and any JSON copy. */
  remove(profileId: string): Promise<void>;
  /** Lets go of the profile's files (sign-out, another profile, quit) after its pending jobs. */
  release(profileId: string): Promise<void>;
}
