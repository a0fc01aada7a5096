/**
 * The image's rows that match a search text, with their rank: the rules of match.ts, answered
 * from the prebuilt index instead of a pass over every product. Rules are applied best rank
 * first and a row keeps the first rank it gets, which is what `matchRank` returns for it:
 *   0, 1  the range of the SKU order starting with the text (exact ones first), and the exact
 *         barcodes in the barcode order;
 *   2, 3  each word's range of the sorted name words; their postings intersected;
 *   4     the range of the barcode order starting with the text;
 *   5, 6  from MIN_INFIX characters, `indexOf` over all SKUs (then barcodes) as one string.
 */
import { MIN_INFIX, type SearchText } from '../replica/match.ts';
import { GLOBAL_SORTS, NO_TOKEN } from './format.ts';
import type { ImageSections } from './sections.ts';
import { isExactly, prefixRange, rowHolding, type Units } from './unit-search.ts';
import { unitsToText } from './wtf8.ts';

/** Called for each match, best rank first; it decides whether the row counts (scope, overlay). */
export type Mark = (row: number, rank: number) => void;

export interface RowMatcher {
  match(search: SearchText, mark: Mark): void;
  /** Makes now what the first text long enough to look inside codes would make. */
  prepare(): void;
}

const SKU_ORDER = GLOBAL_SORTS.indexOf('sku');
const BARCODE_ORDER = GLOBAL_SORTS.indexOf('barcode');

export function createRowMatcher(sections: ImageSections): RowMatcher {
  const n = sections.counts.products;
  const skus: Units = { start: sections.skuStart, chars: sections.skuChars };
  const barcodes: Units = { start: sections.barcodeStart, chars: sections.barcodeChars };
  const tokens: Units = { start: sections.tokenStart, chars: sections.tokenChars };
  const skuOrder = sections.orders.subarray(SKU_ORDER * n, (SKU_ORDER + 1) * n);
  const barcodeOrder = sections.orders.subarray(BARCODE_ORDER * n, (BARCODE_ORDER + 1) * n);
  const withBarcode = sections.orderValued[BARCODE_ORDER] ?? 0;
  // One string of every SKU (and barcode), made on the first text long enough to look inside
  // codes, or by `prepare`: `indexOf` is native, and nothing is decoded until it is needed.
  let skuText: string | null = null;
  let barcodeText: string | null = null;
  let hits = new Uint8Array(0);

  const inside = (units: Units, text: string, whole: string, rank: number, mark: Mark): void => {
    let from = 0;
    let row = 0;
    for (;;) {
      const at = text.indexOf(whole, from);
      if (at < 0) return;
      row = rowHolding(units.start, n, at, row);
      const end = units.start[row + 1] ?? 0;
      if (at + whole.length <= end) {
        mark(row, rank);
        from = end;
      } else from = at + 1;
    }
  };

  const tokenRange = (word: string): [number, number] => {
    const [lo, hi] = prefixRange(tokens, null, 0, sections.counts.tokens, word);
    return [sections.postingStart[lo] ?? 0, sections.postingStart[hi] ?? 0];
  };

  const names = (search: SearchText, mark: Mark): void => {
    const ranges = search.words.map(tokenRange);
    if (ranges.some(([from, to]) => from === to)) return;
    ranges.sort((a, b) => a[1] - a[0] - (b[1] - b[0]));
    const [firstFrom, firstTo] = prefixRange(tokens, null, 0, sections.counts.tokens, search.first);
    const rank = (row: number): number => {
      const token = sections.firstToken[row] ?? NO_TOKEN;
      return token !== NO_TOKEN && token >= firstFrom && token < firstTo ? 2 : 3;
    };
    const { postings } = sections;
    if (hits.length !== n) hits = new Uint8Array(n);
    // hits[row] = how many words (smallest postings first) the row has passed so far.
    const touched: number[] = [];
    ranges.forEach(([from, to], k) => {
      for (let p = from; p < to; p++) {
        const row = postings[p] ?? 0;
        if (hits[row] !== k) continue;
        hits[row] = k + 1;
        if (k === 0) touched.push(row);
      }
    });
    const all = ranges.length;
    for (const row of touched) {
      if (hits[row] === all) mark(row, rank(row));
      hits[row] = 0;
    }
  };

  const codeTexts = (): [string, string] => {
    skuText ??= unitsToText(skus.chars, 0, skus.chars.length);
    barcodeText ??= unitsToText(barcodes.chars, 0, barcodes.chars.length);
    return [skuText, barcodeText];
  };

  return {
    prepare: () => void codeTexts(),
    match(search, mark) {
      const { whole } = search;
      const [skuFrom, skuTo] = prefixRange(skus, skuOrder, 0, n, whole);
      const [codeFrom, codeTo] = prefixRange(barcodes, barcodeOrder, 0, withBarcode, whole);
      // Equal strings sort first among those starting with the text.
      for (let i = skuFrom; i < skuTo && isExactly(skus, skuOrder[i] ?? 0, whole); i++) {
        mark(skuOrder[i] ?? 0, 0);
      }
      for (let i = codeFrom; i < codeTo && isExactly(barcodes, barcodeOrder[i] ?? 0, whole); i++) {
        mark(barcodeOrder[i] ?? 0, 0);
      }
      for (let i = skuFrom; i < skuTo; i++) mark(skuOrder[i] ?? 0, 1);
      if (search.words.length > 0) names(search, mark);
      for (let i = codeFrom; i < codeTo; i++) mark(barcodeOrder[i] ?? 0, 4);
      if (whole.length < MIN_INFIX) return;
      const [skuAll, barcodeAll] = codeTexts();
      inside(skus, skuAll, whole, 5, mark);
      inside(barcodes, barcodeAll, whole, 6, mark);
    },
  };
}
