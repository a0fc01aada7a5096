/**
 * The image answers exactly what the search index answers (search-index.ts), on generated,
 * awkward catalogues: every sort key both ways, each quick filter, warehouse filters (one no
 * product has among them), texts of one to three characters, name words, SKU parts, barcodes
 * whole, in part and padded. Rows, totals, counts and every matching row are deep-equal.
 */
import { describe, expect, it } from 'vitest';
import { expectConformance, opened } from './testing/conformance.ts';
import { awkwardCatalogue } from './testing/awkward-catalogue.ts';
import { textsFor } from './testing/queries.ts';

describe('the catalogue image answers as the search index', { timeout: 300_000 }, () => {
  it.each([
    { seed: 1, products: 2_000 },
    { seed: 2, products: 2_000, fractional: true },
    { seed: 3, products: 300 },
  ])('catalogue %o', (options) => {
    const products = awkwardCatalogue(options);
    const count = expectConformance(opened(products), products, textsFor(products));
    expect(count).toBeGreaterThan(1_000);
  });

  it('an empty catalogue', () => {
    expectConformance(opened([]), [], ['', 'a', 'lamp']);
  });
});
