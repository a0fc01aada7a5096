/**
 * The image's stored sort permutations as display orders: ascending or descending with empty
 * values last either way (as sort-order.ts's `inDisplayOrder`), read in place, and each row's
 * place in them (made once per permutation, on first use).
 */
import type { ReplicaSortKey } from '../replica/query.ts';
import { GLOBAL_SORTS, STOCK_SORTS } from './format.ts';
import type { ImageSections } from './sections.ts';

export interface DisplayOrder {
  readonly length: number;
  /** The row at display place `i`. */
  rowAt(i: number): number;
  /** The display place of `row`. */
  placeOf(row: number): number;
}

export type OrderOf = (sort: ReplicaSortKey, scope: number, descending: boolean) => DisplayOrder;

const globalSort = (sort: ReplicaSortKey): number =>
  GLOBAL_SORTS.indexOf(sort === 'relevance' ? 'name' : (sort as (typeof GLOBAL_SORTS)[number]));

export function createOrders(sections: ImageSections): OrderOf {
  const n = sections.counts.products;
  const places = new Map<number, Uint32Array>();
  return (sort, scope, descending) => {
    const stock = STOCK_SORTS.indexOf(sort as (typeof STOCK_SORTS)[number]);
    const at =
      stock >= 0 ? GLOBAL_SORTS.length + scope * STOCK_SORTS.length + stock : globalSort(sort);
    const rows = sections.orders.subarray(at * n, (at + 1) * n);
    const valued = sections.orderValued[at] ?? 0;
    const placeAscending = (row: number): number => {
      let place = places.get(at);
      if (!place) {
        place = new Uint32Array(n);
        for (let i = 0; i < n; i++) place[rows[i] ?? 0] = i;
        places.set(at, place);
      }
      return place[row] ?? 0;
    };
    if (!descending) return { length: n, rowAt: (i) => rows[i] ?? 0, placeOf: placeAscending };
    return {
      length: n,
      rowAt: (i) => (i < valued ? (rows[valued - 1 - i] ?? 0) : (rows[i] ?? 0)),
      placeOf: (row) => {
        const place = placeAscending(row);
        return place < valued ? valued - 1 - place : place;
      },
    };
  };
}
