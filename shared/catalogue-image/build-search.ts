/**
 * The image's prebuilt search: folded SKUs and barcodes as UTF-16 code units (so prefix, infix
 * and order compare exactly as the JS strings do), the distinct name words sorted with each one's
 * products (postings), every sort's permutation (the stock ones per scope), and each scope's
 * quick-filter bits. The sort orders and flags come from the search index's own code
 * (sort-order.ts, figures.ts): one definition of each rule.
 */
import { figuresOf, flagsOf, type Figures } from '../replica/figures.ts';
import type { SearchEntry } from '../replica/search-entry.ts';
import { buildSortOrder } from '../replica/sort-order.ts';
import { GLOBAL_SORTS, NO_TOKEN, orderCount, STOCK_SORTS } from './format.ts';

export interface UnitColumn {
  readonly start: Uint32Array;
  readonly chars: Uint16Array;
}

export function unitColumn(texts: readonly string[]): UnitColumn {
  const start = new Uint32Array(texts.length + 1);
  let total = 0;
  texts.forEach((text, i) => {
    start[i] = total;
    total += text.length;
  });
  start[texts.length] = total;
  const chars = new Uint16Array(total);
  texts.forEach((text, i) => {
    const at = start[i] ?? 0;
    for (let k = 0; k < text.length; k++) chars[at + k] = text.charCodeAt(k);
  });
  return { start, chars };
}

export interface NameIndex {
  readonly tokens: UnitColumn;
  readonly postingStart: Uint32Array;
  readonly postings: Uint32Array;
  readonly firstToken: Uint32Array;
}

export function buildNameIndex(entries: readonly SearchEntry[]): NameIndex {
  const rowsOf = new Map<string, number[]>();
  entries.forEach((entry, row) => {
    for (const word of entry.words) {
      let rows = rowsOf.get(word);
      if (!rows) rowsOf.set(word, (rows = []));
      if (rows[rows.length - 1] !== row) rows.push(row);
    }
  });
  const words = [...rowsOf.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const idOf = new Map(words.map((word, id) => [word, id]));
  const postingStart = new Uint32Array(words.length + 1);
  let total = 0;
  words.forEach((word, id) => {
    postingStart[id] = total;
    total += rowsOf.get(word)?.length ?? 0;
  });
  postingStart[words.length] = total;
  const postings = new Uint32Array(total);
  words.forEach((word, id) => postings.set(rowsOf.get(word) ?? [], postingStart[id] ?? 0));
  const firstToken = new Uint32Array(entries.length);
  entries.forEach((entry, row) => {
    const first = entry.words[0];
    firstToken[row] = first === undefined ? NO_TOKEN : (idOf.get(first) ?? NO_TOKEN);
  });
  return { tokens: unitColumn(words), postingStart, postings, firstToken };
}

export interface Orders {
  readonly valued: Uint32Array;
  /** `orderCount(scopes)` permutations of the products, one after the other. */
  readonly orders: Uint32Array;
  /** Per scope (0 = every warehouse, then each one), each product's quick-filter bits. */
  readonly flags: Uint8Array;
}

export function buildOrders(entries: readonly SearchEntry[], scopes: readonly string[]): Orders {
  const n = entries.length;
  const count = orderCount(scopes.length);
  const valued = new Uint32Array(count);
  const orders = new Uint32Array(count * n);
  const put = (at: number, order: { indexes: Int32Array; valued: number }): void => {
    valued[at] = order.valued;
    orders.set(order.indexes, at * n);
  };
  const noFigures = (): Figures | undefined => undefined;
  const byName = buildSortOrder('name', entries, noFigures);
  const nameOrder = new Uint32Array(n);
  byName.indexes.forEach((row, place) => (nameOrder[row] = place));
  GLOBAL_SORTS.forEach((sort, at) =>
    put(at, sort === 'name' ? byName : buildSortOrder(sort, entries, noFigures, nameOrder)),
  );
  const flags = new Uint8Array((1 + scopes.length) * n);
  [null, ...scopes].forEach((warehouseId, scope) => {
    const figures = entries.map((entry) => figuresOf(entry.product, warehouseId));
    STOCK_SORTS.forEach((sort, k) =>
      put(
        GLOBAL_SORTS.length + scope * STOCK_SORTS.length + k,
        buildSortOrder(sort, entries, (i) => figures[i], nameOrder),
      ),
    );
    entries.forEach((entry, i) => (flags[scope * n + i] = flagsOf(entry.product, warehouseId)));
  });
  return { valued, orders, flags };
}
