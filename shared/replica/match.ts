/**
 * Does a product match the search text, and how well? Lower ranks come first under the
 * `relevance` sort:
 *   0 the whole SKU or the whole barcode, any case
 *   1 a SKU prefix
 *   2 every word of the text starts a word of the name, the first one the name's first word
 *   3 every word of the text starts some word of the name
 *   4 a barcode prefix
 * Matching is `startsWith` and `===` on folded text only: no pattern is ever built from input.
 */
import { foldText, wordsOf } from './normalize.ts';
import { MAX_SEARCH_CHARS } from './query.ts';
import type { SearchEntry } from './search-entry.ts';

export type Rank = 0 | 1 | 2 | 3 | 4;
export const NO_MATCH = -1;

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
  return NO_MATCH;
}
