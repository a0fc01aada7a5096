/**
 * Where the overlay's products go among the image's rows in a display order: compared by the
 * sort's key (sort-order.ts's `keyOf`), then folded name and SKU (`byName`), then their place in
 * the catalogue (`tie`), which is what the rebuilt image's stable sorts would give. Empty values
 * last in either direction.
 */
import type { Figures } from '../replica/figures.ts';
import type { ReplicaSortKey } from '../replica/query.ts';
import type { SearchEntry } from '../replica/search-entry.ts';
import { byName, keyOf } from '../replica/sort-order.ts';

export interface Placed {
  readonly entry: SearchEntry;
  readonly figures: () => Figures | undefined;
  /** The product's place in the catalogue: ties of everything else keep this order. */
  readonly tie: number;
}

export type Compare = (a: Placed, b: Placed) => number;

export function compareFor(sort: ReplicaSortKey, descending: boolean): Compare {
  const inCatalogue = (a: Placed, b: Placed): number => byName(a.entry, b.entry) || a.tie - b.tie;
  return (a, b) => {
    const ka = keyOf(sort, a.entry, a.figures);
    const kb = keyOf(sort, b.entry, b.figures);
    if (ka === null || kb === null) {
      if (ka !== null) return -1;
      if (kb !== null) return 1;
      return inCatalogue(a, b);
    }
    const ascending = ka !== kb ? (ka < kb ? -1 : 1) : inCatalogue(a, b);
    return descending ? -ascending : ascending;
  };
}
