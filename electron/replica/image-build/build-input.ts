/**
 * What an image is built from, and the build itself (run in the worker, or in process by tests):
 * a whole catalogue (a first sync's products), or an image with the changes laid over it since
 * (a rebuild, so main never turns the image back into 200,000 objects). Either way the products
 * keep the catalogue's order, which breaks ties between equal rows.
 */
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import { buildCatalogueImage } from '../../../shared/catalogue-image/build.ts';
import { openCatalogueImage } from '../../../shared/catalogue-image/open.ts';
import { withChanges } from '../../../shared/catalogue-image/overlay.ts';
import { productsInOrder } from '../image-catalogue/image-rows.ts';

/** One set of changes, as one `withChanges` call laid it (removals first). */
export interface ImageChanges {
  readonly changed: readonly ReplicaProduct[];
  readonly removed: readonly string[];
}

export type BuildInput =
  | { readonly kind: 'products'; readonly products: readonly ReplicaProduct[] }
  /** Products sent page by page (`StreamMessage`), built once the last has come. */
  | { readonly kind: 'stream' }
  | {
      readonly kind: 'rebuild';
      readonly image: ArrayBuffer;
      readonly changes: readonly ImageChanges[];
    };

/** What a streamed build is sent after it starts. */
export type StreamMessage =
  | { readonly kind: 'add'; readonly products: readonly ReplicaProduct[] }
  | { readonly kind: 'finish' };

/**
 * The products of a whole replacement as the object copy holds them: one per id, the last given,
 * in the place of the first (a Map's order).
 */
function onePerId(products: readonly ReplicaProduct[]): ReplicaProduct[] {
  return [...new Map(products.map((product) => [product.id, product])).values()];
}

/** The buffer of an image's bytes: its own when the image fills it (as a build's does). */
function bufferOf(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0) {
    if (bytes.byteLength === buffer.byteLength) return buffer;
  }
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** The image's buffer; throws when a rebuild's image does not open (a bug, not bad input). */
export function buildFromInput(input: BuildInput): ArrayBuffer {
  return bufferOf(buildImage(input));
}

function buildImage(input: BuildInput): Uint8Array {
  if (input.kind === 'stream') throw new Error('a streamed build is built from its messages');
  if (input.kind === 'products') return buildCatalogueImage(onePerId(input.products));
  const opened = openCatalogueImage(new Uint8Array(input.image));
  if (!opened.ok) throw new Error(`the image to rebuild does not open: ${opened.error.message}`);
  const current = input.changes.reduce(
    (image, { changed, removed }) => withChanges(image, changed, removed),
    opened.value,
  );
  return buildCatalogueImage(productsInOrder(current));
}
