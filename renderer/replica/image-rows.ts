/**
 * Windows of rows from the page's catalogue image, answered on the page's thread in the render
 * that asks. The lists on screen ask the same window in one render (the products grid, its
 * summary, the quick filters' counts, the export button), so the last few answers are kept per
 * image: they cost one search. An image is never changed in place (changes make a new one), so
 * an answer kept for it stays true.
 */
import type { CatalogueImage } from '../../shared/catalogue-image/image.ts';
import {
  MAX_SEARCH_CHARS,
  type ReplicaQuery,
  type ReplicaQueryResult,
} from '../../shared/replica/query.ts';

/** Answers kept per image: a screen's lists, and a list scrolled through a few windows. */
const KEPT = 16;

const kept = new WeakMap<CatalogueImage, Map<string, ReplicaQueryResult>>();

export function queryImage(image: CatalogueImage, query: ReplicaQuery): ReplicaQueryResult {
  // Longer text cannot match more (main cuts it too).
  const bounded = { ...query, text: query.text.slice(0, MAX_SEARCH_CHARS) };
  const key = JSON.stringify(bounded);
  let answers = kept.get(image);
  if (answers === undefined) {
    answers = new Map();
    kept.set(image, answers);
  }
  const known = answers.get(key);
  if (known !== undefined) return known;
  // The page holds an image only once main's copy is complete: always ready.
  const answer = image.query(bounded, true);
  answers.set(key, answer);
  for (const oldest of answers.keys()) {
    if (answers.size <= KEPT) break;
    answers.delete(oldest);
  }
  return answer;
}
