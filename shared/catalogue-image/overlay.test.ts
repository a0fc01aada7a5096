/**
 * An image with changes laid over it answers as the image of the changed catalogue would, and as
 * the search index over those products does: stock changes, renamed and re-coded products,
 * removals, new products (some equal in name and SKU to others), a removed product coming back,
 * and changes laid over changes.
 */
import { describe, expect, it } from 'vitest';
import type { ReplicaProduct } from '../replica/types.ts';
import { overlaySize, withChanges } from './overlay.ts';
import { awkwardCatalogue } from './testing/awkward-catalogue.ts';
import { expectConformance, opened } from './testing/conformance.ts';
import { textsFor } from './testing/queries.ts';

/** The catalogue after the changes, in the replica's order: changed in place, new ones last. */
function applied(
  products: readonly ReplicaProduct[],
  changed: readonly ReplicaProduct[],
  removed: readonly string[],
): ReplicaProduct[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const id of removed) byId.delete(id);
  for (const product of changed) byId.set(product.id, product);
  return [...byId.values()];
}

function restocked(product: ReplicaProduct, delta: number): ReplicaProduct {
  return {
    ...product,
    stock: product.stock.map((row, i) =>
      i === 0 ? { ...row, onHand: row.onHand + delta, available: row.available + delta } : row,
    ),
  };
}

describe('changes laid over an image', { timeout: 300_000 }, () => {
  const products = awkwardCatalogue({ products: 1_500, seed: 21 });
  const at = (i: number): ReplicaProduct => {
    const product = products[i];
    if (!product) throw new Error(`no product ${i}`);
    return product;
  };
  const base = opened(products);

  const firstChanged = [
    restocked(at(3), 40),
    restocked(at(10), -100),
    { ...at(20), name: 'Crème lamp renamed', price: '0.01' },
    { ...at(30), sku: 'SBX-NEW-30', barcode: '4006381333931' },
    { ...at(40), stock: [] },
    { ...at(0), id: 'new-1', sku: at(0).sku, name: at(0).name },
    { ...at(5), id: 'new-2', sku: 'abc-1', name: 'lamp', barcode: ' 4012 ' },
  ];
  const firstRemoved = [at(50).id, at(60).id, 'never-held'];

  it('answers as the changed catalogue after one set of changes', () => {
    const image = withChanges(base, firstChanged, firstRemoved);
    const expected = applied(products, firstChanged, firstRemoved);
    expect(image.size).toBe(expected.length);
    expect(overlaySize(image)).toBe(firstChanged.length);
    expectConformance(image, expected, textsFor(expected));
  });

  it('answers as the changed catalogue after changes over changes', () => {
    const once = withChanges(base, firstChanged, firstRemoved);
    const thenChanged = [restocked(firstChanged[0] ?? at(3), 1), at(50), restocked(at(70), 5)];
    const thenRemoved = ['new-1', at(20).id];
    const twice = withChanges(once, thenChanged, thenRemoved);
    const expected = applied(
      applied(products, firstChanged, firstRemoved),
      thenChanged,
      thenRemoved,
    );
    expectConformance(twice, expected, textsFor(expected));
    // The image it was laid over still answers as before.
    expect(once.size).toBe(applied(products, firstChanged, firstRemoved).length);
  });
});
