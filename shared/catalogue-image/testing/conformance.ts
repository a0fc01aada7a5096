/**
 * The conformance check: an image answers every query of a run (each sort both ways, every
 * quick filter and warehouse, windows) and every code lookup exactly as the search index does
 * over the same products.
 */
import { expect } from 'vitest';
import { QUICK_FILTERS, REPLICA_SORT_KEYS, type ReplicaQuery } from '../../replica/query.ts';
import { createSearchIndex } from '../../replica/search-index.ts';
import type { ReplicaProduct } from '../../replica/types.ts';
import { buildCatalogueImage } from '../build.ts';
import type { CatalogueImage } from '../image.ts';
import { openCatalogueImage } from '../open.ts';
import { expectedLookup } from './queries.ts';

export function opened(products: readonly ReplicaProduct[]): CatalogueImage {
  const result = openCatalogueImage(buildCatalogueImage(products));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const WAREHOUSES = [null, 'W1', 'W2', 'W4', 'nowhere'];

/**
 * Every query of the conformance run, over the texts given: each sort both ways, with the quick
 * filter, warehouse and window taken in turn; and the ranked sort under every quick filter and
 * warehouse.
 */
function queriesFor(texts: readonly string[]): ReplicaQuery[] {
  const queries: ReplicaQuery[] = [];
  let i = 0;
  for (const text of texts) {
    for (const sort of REPLICA_SORT_KEYS) {
      for (const descending of [false, true]) {
        queries.push({
          text,
          sort,
          descending,
          quick: QUICK_FILTERS[i % QUICK_FILTERS.length],
          warehouseId: WAREHOUSES[Math.floor(i / QUICK_FILTERS.length) % WAREHOUSES.length],
          offset: i % 3 === 0 ? 0 : 7,
          limit: i % 2 === 0 ? 60 : 500,
        });
        i++;
      }
    }
    for (const quick of QUICK_FILTERS) {
      for (const warehouseId of WAREHOUSES) {
        queries.push({ text, sort: 'relevance', quick, warehouseId, offset: 0, limit: 500 });
      }
    }
  }
  return queries;
}

/** Asserts the image answers every query as the index does over the same products. */
export function expectConformance(
  image: CatalogueImage,
  products: readonly ReplicaProduct[],
  texts: readonly string[],
): number {
  const index = createSearchIndex();
  const snapshot = { version: 1, products };
  const queries = queriesFor(texts);
  for (const query of queries) {
    expect(image.query(query, true), JSON.stringify(query)).toStrictEqual(
      index.query(snapshot, query, true),
    );
  }
  for (const query of queries.filter((_, i) => i % 7 === 0)) {
    expect(image.matching(query), JSON.stringify(query)).toStrictEqual(
      index.matching(snapshot, query),
    );
  }
  for (const code of lookupCodes(products)) {
    expect(image.lookup(code, true), code).toStrictEqual({
      ready: true,
      product: expectedLookup(products, code),
    });
  }
  return queries.length;
}

function lookupCodes(products: readonly ReplicaProduct[]): string[] {
  const codes = ['abc-1', ' ABC-1 ', 'ÉTÉ-7', '4006381333931', 'nothing', '', '   '];
  for (const product of products.slice(0, 40)) {
    codes.push(product.sku.toUpperCase(), product.sku.toLowerCase(), product.barcode ?? 'none');
  }
  return codes;
}
