/**
 * One product prepared for search: folded SKU, name words and barcode, computed once per
 * product object (a refresh that replaces 200 products folds 200, not 20,000).
 */
import { foldText, wordsOf } from './normalize.ts';
import type { ReplicaProduct } from './types.ts';

export interface SearchEntry {
  readonly product: ReplicaProduct;
  readonly sku: string;
  readonly name: string;
  readonly words: readonly string[];
  readonly barcode: string;
}

const entries = new WeakMap<ReplicaProduct, SearchEntry>();

export function searchEntry(product: ReplicaProduct): SearchEntry {
  const known = entries.get(product);
  if (known) return known;
  const name = foldText(product.name);
  const entry: SearchEntry = {
    product,
    sku: foldText(product.sku),
    name,
    words: wordsOf(name),
    barcode: foldText(product.barcode ?? '').trim(),
  };
  entries.set(product, entry);
  return entry;
}
