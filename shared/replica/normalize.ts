/**
 * Text as search compares it: compatibility-decomposed, combining marks dropped, lower case
 * (locale-independent). "Crème BRÛLÉE" and "creme brulee" compare equal. Never a pattern:
 * search text is only ever compared with `startsWith` and `===`.
 */
const MARKS = /\p{M}+/gu;
const WORD_BREAKS = /[^\p{L}\p{N}]+/u;

// ASCII has no decompositions and no marks: folding it is lower-casing (most SKUs, barcodes and
// many names), without normalising 60,000 strings on a warm start.
const ASCII = /^[\x20-\x7e]*$/;

export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The words of already-folded text: runs of letters and digits, in order, empties dropped. */
export function wordsOf(folded: string): string[] {
  return folded.split(WORD_BREAKS).filter((word) => word.length > 0);
}
