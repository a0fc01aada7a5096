/**
 * Does a product match the search text, and how well? Lower ranks come first under the
 * `relevance` sort:
 *   0 the whole SKU or the whole barcode, any case
 *   1 a SKU prefix
 *   2 every word of the text starts a word of the name, the first one the name's first word
 *   3 every word of the text starts some word of the name
 *   4 a barcode prefix
 *   5 the text is inside the SKU ("315" in SBX-000315), at least MIN_INFIX characters of it
 *   6 the text is inside the barcode, likewise
 * Matching is `startsWith`, `includes` and `===` on folded text only: no pattern is ever built
 * from input.
 */
import { foldText, wordsOf } from './normalize.ts';
import { MAX_SEARCH_CHARS } from './query.ts';
import type { SearchEntry } from './search-entry.ts';

export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const NO_MATCH = -1;
/** How many ranks there are: one bucket each under the `relevance` sort. */
export const RANK_COUNT = 7;

/**
 * The shortest text looked for inside a SKU or barcode: one or two characters sit inside most
 * codes, so they would bury the prefix and name matches under thousands of chance hits.
 */
export const MIN_INFIX = 3;

/** More distinct words than any product name has: the rest cannot change the answer much. */
export const MAX_WORDS = 12;

export interface SearchText {
  /** Folded, trimmed text; '' matches everything. */
  readonly whole: string;
  /** Its distinct words, longest first (the rarest, so a miss is found soonest). */
  readonly words: readonly string[];
  /** The text's first word, for rank 2. */
  readonly first: string;
}

export function prepareSearch(text: string): SearchText {
  const whole = foldText(text.slice(0, MAX_SEARCH_CHARS)).trim();
  const inOrder = wordsOf(whole);
  const words = [...new Set(inOrder)].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
  return { whole, words, first: inOrder[0] ?? '' };
}

function startsSomeWord(words: readonly string[], prefix: string): boolean {
  for (const word of words) if (word.startsWith(prefix)) return true;
  return false;
}

function startEveryOne(names: readonly string[], words: readonly string[]): boolean {
  for (const word of words) if (!startsSomeWord(names, word)) return false;
  return true;
}

export function matchRank(entry: SearchEntry, search: SearchText): Rank | typeof NO_MATCH {
  const { whole, words, first } = search;
  if (whole === '') return 3;
  if (entry.sku === whole || (entry.barcode !== '' && entry.barcode === whole)) return 0;
  if (entry.sku.startsWith(whole)) return 1;
  if (words.length > 0 && startEveryOne(entry.words, words)) {
    return (entry.words[0] ?? '').startsWith(first) ? 2 : 3;
  }
  if (entry.barcode !== '' && entry.barcode.startsWith(whole)) return 4;
  if (whole.length < MIN_INFIX) return NO_MATCH;
  if (entry.sku.includes(whole)) return 5;
  if (entry.barcode.includes(whole)) return 6;
  return NO_MATCH;
}

/**
 * Whether the matches of `next` are among those of `before`, so a scan may test only those. True
 * when `next` extends `before`: every rule is a prefix, word-prefix or substring test, which a
 * longer text passes only where the shorter one did, except that infix tests start at MIN_INFIX
 * characters, so a text that reaches it must be tested against everything again.
 */
export function narrows(before: string, next: string): boolean {
  if (!next.startsWith(before)) return false;
  return before.length >= MIN_INFIX || next.length < MIN_INFIX;
}
