/**
 * Text as search compares it: compatibility-decomposed, combining marks dropped, lower case
 * (locale-independent). "Crème BRÛLÉE" and "creme brulee" compare equal. Never a pattern:
 * search text is only ever compared with `startsWith` and `===`.
 */
const MARKS = /\p{M}+/gu;
const WORD_BREAKS = /[^\p{L}\p{N}]+/u;

export function foldText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The words of already-folded text: runs of letters and digits, in order, empties dropped. */
export function wordsOf(folded: string): string[] {
  return folded.split(WORD_BREAKS).filter((word) => word.length > 0);
}
