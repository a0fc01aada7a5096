/**
 * `prepareSearch` only moves work earlier: an image prepared before its first query answers every
 * text, codes looked inside included, exactly as the search index does.
 */
import { expect, it } from 'vitest';
import { MIN_INFIX } from '../replica/match.ts';
import { awkwardCatalogue } from './testing/awkward-catalogue.ts';
import { expectConformance, opened } from './testing/conformance.ts';
import { textsFor } from './testing/queries.ts';

it('a prepared image answers as the search index', { timeout: 120_000 }, () => {
  const products = awkwardCatalogue({ seed: 4, products: 500 });
  const image = opened(products);
  image.prepareSearch();
  image.prepareSearch();
  const texts = textsFor(products);
  expect(texts.filter((text) => text.length >= MIN_INFIX).length).toBeGreaterThan(50);
  expect(expectConformance(image, products, texts)).toBeGreaterThan(100);
});
