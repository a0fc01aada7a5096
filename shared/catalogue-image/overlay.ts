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

const ID_FIELD = PRODUCT_TEXT.indexOf('id');
// Each image's id → row, made on its first change (ids are only needed then).
const rowsById = new WeakMap<object, Map<string, number>>();

export function withChanges(
  image: CatalogueImage,
  changed: readonly ReplicaProduct[],
  removedIds: readonly string[],
): CatalogueImage {
  const parts = partsOf(image);
  if (!parts) throw new Error('not an opened catalogue image');
  const { sections } = parts;
  const n = sections.counts.products;
  let rowOf = rowsById.get(sections);
  if (!rowOf) {
    rowOf = new Map();
    for (let row = 0; row < n; row++) rowOf.set(productText(sections, row, ID_FIELD) ?? '', row);
    rowsById.set(sections, rowOf);
  }
  const hidden = parts.hidden ? parts.hidden.slice() : new Uint8Array(n);
  const extras = new Map<string, Extra>(parts.extras.map((extra) => [extra.product.id, extra]));
  let nextTie = parts.extras.reduce((most, extra) => Math.max(most, extra.tie + 1), n);
  for (const id of removedIds) {
    extras.delete(id);
    const row = rowOf.get(id);
    if (row !== undefined) hidden[row] = 1;
  }
  for (const product of changed) {
    const known = extras.get(product.id);
    const row = rowOf.get(product.id);
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
