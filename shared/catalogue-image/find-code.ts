/**
 * A scanned or typed code's product, as the replica finds it: exact SKU in any case, else exact
 * barcode (trimmed, any case); of several, the last in the catalogue. An ASCII code (every
 * scanner's) is looked up in the sorted SKUs and barcodes, whose folded form is then its lower
 * case; any other code is compared with every product, since folding and lower-casing may differ
 * outside ASCII.
 */
import { foldText } from '../replica/normalize.ts';
import type { ReplicaProduct } from '../replica/types.ts';
import { GLOBAL_SORTS } from './format.ts';
import type { ImageParts } from './image-parts.ts';
import { BARCODE_FIELD, productAt, productText, SKU_FIELD } from './read-product.ts';
import { isExactly, prefixRange, type Units } from './unit-search.ts';

const ASCII = /^[\x20-\x7e]*$/;

export function findByCode(image: ImageParts, code: string): ReplicaProduct | null {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return null;
  const { sections } = image;
  const skuOf = (product: ReplicaProduct): string | null => product.sku.toLowerCase();
  const barcodeOf = (product: ReplicaProduct): string | null =>
    product.barcode?.trim().toLowerCase() ?? null;
  const sku = find(image, wanted, 'sku', SKU_FIELD, skuOf, {
    start: sections.skuStart,
    chars: sections.skuChars,
  });
  if (sku) return sku;
  return find(image, wanted, 'barcode', BARCODE_FIELD, barcodeOf, {
    start: sections.barcodeStart,
    chars: sections.barcodeChars,
  });
}

function find(
  image: ImageParts,
  wanted: string,
  sort: 'sku' | 'barcode',
  field: number,
  codeOf: (product: ReplicaProduct) => string | null,
  units: Units,
): ReplicaProduct | null {
  const { sections, hidden, extras } = image;
  const n = sections.counts.products;
  const matches = (row: number): boolean => {
    if (hidden?.[row] === 1) return false;
    const text = productText(sections, row, field);
    const lower = field === SKU_FIELD ? text?.toLowerCase() : text?.trim().toLowerCase();
    return lower === wanted;
  };
  let best = -1;
  if (ASCII.test(wanted)) {
    const at = GLOBAL_SORTS.indexOf(sort);
    const order = sections.orders.subarray(at * n, (at + 1) * n);
    const folded = foldText(wanted);
    const [from, to] = prefixRange(units, order, 0, sections.orderValued[at] ?? 0, folded);
    for (let i = from; i < to; i++) {
      const row = order[i] ?? 0;
      if (isExactly(units, row, folded) && matches(row)) best = Math.max(best, row);
    }
  } else {
    for (let row = 0; row < n; row++) if (matches(row)) best = row;
  }
  let found: ReplicaProduct | null = best < 0 ? null : productAt(sections, best);
  let bestTie = best;
  for (const extra of extras) {
    if (extra.tie > bestTie && codeOf(extra.product) === wanted) {
      found = extra.product;
      bestTie = extra.tie;
    }
  }
  return found;
}
