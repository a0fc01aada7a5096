/** What the page holds of main's copy (page-image.ts), shared with its loader (load-answer.ts). */
import type { CatalogueImage } from '../../shared/catalogue-image/image.ts';
import type { ReplicaContents } from '../../shared/replica/types.ts';

/** The image the page holds: main's copy as of `contents`. */
export interface PageImage {
  readonly contents: ReplicaContents;
  readonly image: CatalogueImage;
  /** Products laid over the image main built (`overlaySize`): counted as main counts its own. */
  readonly overlay: number;
}

/** Whether `a` is the same copy as `b`, at `b`'s version or later. */
export const laterOrSame = (a: ReplicaContents, b: ReplicaContents): boolean =>
  a.copy === b.copy && a.version >= b.version;
