/**
 * The page's catalogue image in component tests: main's answers to `replica.image`, built from a
 * few products.
 */
import { buildCatalogueImage } from '../../../shared/catalogue-image/build.ts';
import type { ReplicaImage } from '../../../shared/replica/query.ts';
import { toColumns } from '../../../shared/replica/replica-columns.ts';
import type { ReplicaContents, ReplicaProduct } from '../../../shared/replica/types.ts';

/** A built image of `products` in a buffer of its own, as main would send it. */
function imageBuffer(products: readonly ReplicaProduct[]): ArrayBuffer {
  return new Uint8Array(buildCatalogueImage(products)).buffer;
}

/** Main's answer sending the whole image as of `contents`, with changes over it if any. */
export function wholeImage(
  contents: ReplicaContents,
  products: readonly ReplicaProduct[],
  over: { changed?: readonly ReplicaProduct[]; removed?: readonly string[] } = {},
): ReplicaImage {
  return {
    contents,
    whole: true,
    image: imageBuffer(products),
    changed: toColumns(over.changed ?? []),
    removed: over.removed ?? [],
  };
}

/** Main's answer sending what changed after the version the page holds, up to `contents`. */
export function imageChanges(
  contents: ReplicaContents,
  changed: readonly ReplicaProduct[],
  removed: readonly string[] = [],
): ReplicaImage {
  return { contents, whole: false, changed: toColumns(changed), removed };
}
