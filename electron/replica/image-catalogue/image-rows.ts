/**
 * The image's own rows as the catalogue copy needs them beside the search: a product by id, the
 * product a refresh's exact SKU names, and every product (or id) in the catalogue's order with
 * the changes laid over it (the order a rebuild keeps, and that ties between equal rows follow).
 */
import { foldText } from '../../../shared/replica/normalize.ts';
import type { ReplicaProduct } from '../../../shared/replica/types.ts';
import { GLOBAL_SORTS, PRODUCT_TEXT } from '../../../shared/catalogue-image/format.ts';
import { partsOf, type CatalogueImage } from '../../../shared/catalogue-image/image.ts';
import type { ImageParts } from '../../../shared/catalogue-image/image-parts.ts';
import { rowOf } from '../../../shared/catalogue-image/overlay.ts';
import { productAt, productText, SKU_FIELD } from '../../../shared/catalogue-image/read-product.ts';
import { isExactly, prefixRange } from '../../../shared/catalogue-image/unit-search.ts';

const ID_FIELD = PRODUCT_TEXT.indexOf('id');
const SKU_SORT = GLOBAL_SORTS.indexOf('sku');

function partsOfImage(image: CatalogueImage): ImageParts {
  const parts = partsOf(image);
  if (!parts) throw new Error('not an opened catalogue image');
  return parts;
}

/** The product with this id among the image's own rows (what an overlay hides included). */
export function imageProductWithId(image: CatalogueImage, id: string): ReplicaProduct | undefined {
  const { sections } = partsOfImage(image);
  const row = rowOf(sections, id);
  return row === undefined ? undefined : productAt(sections, row);
}

/**
 * The id of the last of the image's own rows whose SKU is exactly `sku`: the one the object copy's
 * SKU map names after a whole replacement (the last put wins). Rows are found in the SKU order by
 * their folded SKU, which equal SKUs share, then compared exactly.
 */
export function lastIdWithSku(image: CatalogueImage, sku: string): string | undefined {
  const { sections } = partsOfImage(image);
  const n = sections.counts.products;
  const exact = (row: number): boolean => productText(sections, row, SKU_FIELD) === sku;
  let best = -1;
  const folded = foldText(sku);
  if (folded === '') {
    for (let row = 0; row < n; row++) if (exact(row)) best = row;
  } else {
    const order = sections.orders.subarray(SKU_SORT * n, (SKU_SORT + 1) * n);
    const units = { start: sections.skuStart, chars: sections.skuChars };
    const valued = sections.orderValued[SKU_SORT] ?? 0;
    const [from, to] = prefixRange(units, order, 0, valued, folded);
    for (let i = from; i < to; i++) {
      const row = order[i] ?? 0;
      if (row > best && isExactly(units, row, folded) && exact(row)) best = row;
    }
  }
  return best < 0 ? undefined : (productText(sections, best, ID_FIELD) ?? undefined);
}

/**
 * Every product held, read by `row` (an image row) or `extra` (an overlay's product), in the
 * catalogue's order: the image's rows in order, a changed product in its row's place, new ones
 * after them in the order they came.
 */
function inOrder<T>(
  image: CatalogueImage,
  row: (parts: ImageParts, row: number) => T,
  extra: (product: ReplicaProduct) => T,
): T[] {
  const parts = partsOfImage(image);
  const n = parts.sections.counts.products;
  const byTie = new Map(parts.extras.map((item) => [item.tie, item.product]));
  const out: T[] = [];
  for (let r = 0; r < n; r++) {
    const changed = byTie.get(r);
    if (changed) out.push(extra(changed));
    else if (parts.hidden?.[r] !== 1) out.push(row(parts, r));
  }
  const added = parts.extras.filter((item) => item.tie >= n).sort((a, b) => a.tie - b.tie);
  for (const item of added) out.push(extra(item.product));
  return out;
}

export function productsInOrder(image: CatalogueImage): ReplicaProduct[] {
  return inOrder(
    image,
    (parts, r) => productAt(parts.sections, r),
    (product) => product,
  );
}

export function idsInOrder(image: CatalogueImage): string[] {
  return inOrder(
    image,
    (parts, r) => productText(parts.sections, r, ID_FIELD) ?? '',
    (product) => product.id,
  );
}
