/**
 * Changes without a rebuild: an image answering as the image of the changed catalogue would. The
 * rows of changed and removed products are hidden, and the changed and new products are kept as
 * objects, matched and placed one by one at each query: cheap while they are few (a stock change
 * touches one product), so a refresh does not rebuild 200,000 products. Past a few thousand, the
 * per-query work grows with them and the image should be rebuilt (`overlaySize` tells).
 * Removals are applied before changes; a changed product keeps its place in the catalogue (the
 * tie-break of equal sort keys), a new one goes after all the others.
 */
import { searchEntry } from '../replica/search-entry.ts';
import type { ReplicaProduct } from '../replica/types.ts';
import type { Extra } from './image-parts.ts';
import { imageOf, partsOf, type CatalogueImage } from './image.ts';
import { PRODUCT_TEXT } from './format.ts';
import { productText } from './read-product.ts';
import type { ImageSections } from './sections.ts';

const ID_FIELD = PRODUCT_TEXT.indexOf('id');

/** The image row of a product id (the last of equal ids), by binary search of the id order. */
export function rowOf(sections: ImageSections, id: string): number | undefined {
  const { idOrder } = sections;
  let a = 0;
  let b = idOrder.length;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((productText(sections, idOrder[mid] ?? 0, ID_FIELD) ?? '') <= id) a = mid + 1;
    else b = mid;
  }
  const row = a > 0 ? idOrder[a - 1] : undefined;
  return row !== undefined && productText(sections, row, ID_FIELD) === id ? row : undefined;
}

export function withChanges(
  image: CatalogueImage,
  changed: readonly ReplicaProduct[],
  removedIds: readonly string[],
): CatalogueImage {
  const parts = partsOf(image);
  if (!parts) throw new Error('not an opened catalogue image');
  const { sections } = parts;
  const n = sections.counts.products;
  const hidden = parts.hidden ? parts.hidden.slice() : new Uint8Array(n);
  const extras = new Map<string, Extra>(parts.extras.map((extra) => [extra.product.id, extra]));
  let nextTie = parts.extras.reduce((most, extra) => Math.max(most, extra.tie + 1), n);
  for (const id of removedIds) {
    extras.delete(id);
    const row = rowOf(sections, id);
    if (row !== undefined) hidden[row] = 1;
  }
  for (const product of changed) {
    const known = extras.get(product.id);
    const row = rowOf(sections, product.id);
    const tie = known ? known.tie : row !== undefined && hidden[row] === 0 ? row : nextTie++;
    if (row !== undefined) hidden[row] = 1;
    extras.set(product.id, { product, entry: searchEntry(product), tie });
  }
  return imageOf({ ...parts, hidden, extras: [...extras.values()] });
}

/** How many products the overlay holds: rebuild the image when this grows large. */
export function overlaySize(image: CatalogueImage): number {
  return partsOf(image)?.extras.length ?? 0;
}
