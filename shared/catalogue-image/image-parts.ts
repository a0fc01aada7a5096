/** What an opened image is made of: shared by an image and the overlays made from it. */
import type { SearchEntry } from '../replica/search-entry.ts';
import type { ReplicaProduct } from '../replica/types.ts';
import type { OrderOf } from './display-order.ts';
import type { RowMatcher } from './match-rows.ts';
import type { ImageSections } from './sections.ts';

/** A product the overlay holds instead of (or besides) the image's rows. */
export interface Extra {
  readonly product: ReplicaProduct;
  readonly entry: SearchEntry;
  /** Its place in the catalogue: the row it replaces, or after every row for a new one. */
  readonly tie: number;
}

export interface ImageParts {
  readonly sections: ImageSections;
  readonly matcher: RowMatcher;
  readonly orderOf: OrderOf;
  /** Rows the overlay replaced or removed (null: none). */
  readonly hidden: Uint8Array | null;
  readonly extras: readonly Extra[];
}
