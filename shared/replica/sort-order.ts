/**
 * Sorted orders of the catalogue, one per sort key (and warehouse, for stock figures), built once
 * per replica version so a keystroke only scans: no sorting on the typing path. Empty values sort
 * last in both directions.
 */
import type { ReplicaSortKey } from './query.ts';
import type { Figures } from './figures.ts';
import type { SearchEntry } from './search-entry.ts';

export interface SortOrder {
  /** Indexes into the entries, ascending, valued ones first. */
  readonly indexes: Int32Array;
  /** How many of `indexes` have a value; the rest (empty values) stay last. */
  readonly valued: number;
}

type SortKey = string | number | null;

/** The figures of an entry: asked for only by the sorts by stock. */
type FigureAt = () => Figures | undefined;

/** A product's value of a sort key (null: empty, sorted last); the image's overlay asks it too. */
export function keyOf(sort: ReplicaSortKey, entry: SearchEntry, figures: FigureAt): SortKey {
  const { product } = entry;
  switch (sort) {
    case 'relevance':
    case 'name':
      return entry.name;
    case 'sku':
      return entry.sku;
    case 'barcode':
      return entry.barcode === '' ? null : entry.barcode;
    case 'price':
      return decimal(product.price);
    case 'value':
      return decimal(product.value);
    case 'updatedAt':
      return product.updatedAt;
    case 'onHand':
      return figures()?.onHand ?? null;
    case 'allocated':
      return figures()?.allocated ?? null;
    case 'available':
      return figures()?.available ?? null;
    case 'backorder':
      return figures()?.backorder ?? null;
  }
}

function decimal(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Folded name, then folded SKU: the default order, and every other order's tie-break. */
export function byName(a: SearchEntry, b: SearchEntry): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0;
}

/**
 * `nameOrder`: each entry's place in the name order, when known (the catalogue image builds every
 * order at once): comparing places breaks ties as `byName` and the stable sort do, without
 * comparing strings.
 */
export function buildSortOrder(
  sort: ReplicaSortKey,
  entries: readonly SearchEntry[],
  figureAt: (index: number) => Figures | undefined,
  nameOrder?: ArrayLike<number>,
): SortOrder {
  const keys: SortKey[] = entries.map((entry, i) => keyOf(sort, entry, () => figureAt(i)));
  const valued: number[] = [];
  const empty: number[] = [];
  keys.forEach((key, i) => (key === null ? empty : valued).push(i));
  const tie = (a: number, b: number): number => {
    if (nameOrder) return (nameOrder[a] ?? 0) - (nameOrder[b] ?? 0);
    const ea = entries[a];
    const eb = entries[b];
    return ea && eb ? byName(ea, eb) : 0;
  };
  valued.sort((a, b) => {
    const ka = keys[a] ?? 0;
    const kb = keys[b] ?? 0;
    if (ka !== kb) return ka < kb ? -1 : 1;
    return tie(a, b);
  });
  empty.sort(tie);
  return { indexes: Int32Array.from([...valued, ...empty]), valued: valued.length };
}

/** The order ascending or descending, empty values last either way. */
export function inDisplayOrder(order: SortOrder, descending: boolean): Int32Array {
  const { indexes, valued } = order;
  if (!descending) return indexes;
  const result = new Int32Array(indexes.length);
  let at = 0;
  for (let i = valued - 1; i >= 0; i--) result[at++] = indexes[i] ?? 0;
  for (let i = valued; i < indexes.length; i++) result[at++] = indexes[i] ?? 0;
  return result;
}
