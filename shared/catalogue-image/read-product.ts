/** One product of an image as the object the rest of the app knows: built for shown rows only. */
import type { ReplicaProduct, ReplicaStock } from '../replica/types.ts';
import { NULL_LENGTH, PRODUCT_TEXT, STOCK_NUMBERS, STOCK_TEXT } from './format.ts';
import type { ImageSections } from './sections.ts';
import { readText } from './wtf8.ts';

export function textAt(sections: ImageSections, refs: Uint32Array, at: number): string | null {
  const length = refs[at + 1] ?? NULL_LENGTH;
  return length === NULL_LENGTH ? null : readText(sections.heap, refs[at] ?? 0, length);
}

/** A product's text field (PRODUCT_TEXT's index `field`). */
export function productText(sections: ImageSections, row: number, field: number): string | null {
  return textAt(sections, sections.productText, (row * PRODUCT_TEXT.length + field) * 2);
}

const field = (name: (typeof PRODUCT_TEXT)[number]): number => PRODUCT_TEXT.indexOf(name);
export const SKU_FIELD = field('sku');
export const BARCODE_FIELD = field('barcode');

function stockAt(sections: ImageSections, r: number): ReplicaStock {
  const { stockEntry, entryText, stockNumbers, stockText } = sections;
  const entry = stockEntry[r] ?? 0;
  const figure = (k: number): number => stockNumbers[r * STOCK_NUMBERS.length + k] ?? 0;
  const text = (k: number): string | null =>
    textAt(sections, stockText, (r * STOCK_TEXT.length + k) * 2);
  const price = text(1);
  const value = text(2);
  return {
    warehouseId: textAt(sections, entryText, entry * 4) ?? '',
    warehouseLabel: textAt(sections, entryText, entry * 4 + 2),
    onHand: figure(0),
    allocated: figure(1),
    available: figure(2),
    backorder: figure(3),
    reorderLevel: figure(4),
    reorderAmount: figure(5),
    updatedAt: text(0),
    ...(price === null ? {} : { price }),
    ...(value === null ? {} : { value }),
  };
}

export function productAt(sections: ImageSections, row: number): ReplicaProduct {
  const text = (k: number): string | null => productText(sections, row, k);
  const stock: ReplicaStock[] = [];
  const end = sections.stockStart[row + 1] ?? 0;
  for (let r = sections.stockStart[row] ?? 0; r < end; r++) stock.push(stockAt(sections, r));
  return {
    id: text(0) ?? '',
    sku: text(1) ?? '',
    name: text(2) ?? '',
    barcode: text(3),
    price: text(4),
    value: text(5),
    currency: text(6),
    createdAt: text(7),
    updatedAt: text(8),
    stock,
  };
}

/**
 * A row as a sort compares it: the texts every order needs (SKU, name, barcode) read now, the
 * rest only if a sort asks for them. Placing changed products among the image's rows compares
 * with a few dozen rows each, and reading every field and stock row of each was most of its cost.
 */
export function sortableProductAt(sections: ImageSections, row: number): ReplicaProduct {
  const text = (k: number): string | null => productText(sections, row, k);
  let stock: readonly ReplicaStock[] | null = null;
  return {
    id: text(0) ?? '',
    sku: text(1) ?? '',
    name: text(2) ?? '',
    barcode: text(3),
    get price() {
      return text(4);
    },
    get value() {
      return text(5);
    },
    get currency() {
      return text(6);
    },
    get createdAt() {
      return text(7);
    },
    get updatedAt() {
      return text(8);
    },
    get stock() {
      const read = stock ?? productAt(sections, row).stock;
      stock = read;
      return read;
    },
  };
}

/** The scope (0: every warehouse, 1 + s: the image's s-th warehouse) of a warehouse filter. */
export function scopeOf(sections: ImageSections, warehouseId: string | null): number | null {
  if (warehouseId === null) return 0;
  for (let s = 0; s < sections.counts.scopes; s++) {
    if (textAt(sections, sections.scopeText, s * 2) === warehouseId) return 1 + s;
  }
  return null;
}
