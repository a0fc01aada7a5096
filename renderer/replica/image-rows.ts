/**
 * What the page's catalogue image answers, on the page's thread in the render that asks, and
 * what happens when it cannot answer.
 *
 * A list's windows are kept per image and filter: the lists of one screen ask the same first
 * window in one render (the products grid, its summary, the quick filters' counts, the export
 * button), and a scrolled list asks all its windows again at every render, so each costs one
 * search. An image is never changed in place (changes make a new one), so what is kept for it
 * stays true; the filters used least recently go first.
 *
 * The image answering is code in the page, not main: if it throws (a bug), the answer is null,
 * the console says why, and the caller asks main, as it does before the page holds an image.
 */
import type { CatalogueImage } from '../../shared/catalogue-image/image.ts';
import {
  MAX_SEARCH_CHARS,
  type ReplicaLookupResult,
  type ReplicaQuery,
  type ReplicaQueryResult,
} from '../../shared/replica/query.ts';

type Filter = Omit<ReplicaQuery, 'offset' | 'limit'>;

/** Filters whose windows are kept per image: a screen's lists, and the last few texts typed. */
const KEPT_FILTERS = 16;

const kept = new WeakMap<CatalogueImage, Map<string, readonly ReplicaQueryResult[]>>();

function answering<T>(what: string, answer: () => T): T | null {
  try {
    return answer();
  } catch (error) {
    console.warn(`The catalogue image could not answer ${what}; asking main.`, error);
    return null;
  }
}

/** The first `windows` windows of `size` rows of a filter's matches; null if the image failed. */
export function imageWindows(
  image: CatalogueImage,
  filter: Filter,
  windows: number,
  size: number,
): readonly ReplicaQueryResult[] | null {
  // Longer text cannot match more (main cuts it too).
  const bounded = { ...filter, text: filter.text.slice(0, MAX_SEARCH_CHARS) };
  const key = JSON.stringify([bounded, size]);
  let byFilter = kept.get(image);
  if (byFilter === undefined) {
    byFilter = new Map();
    kept.set(image, byFilter);
  }
  const known = byFilter.get(key) ?? [];
  const pages = answering('a search', () => {
    const more = [...known];
    // The page holds an image only once main's copy is complete: always ready.
    while (more.length < windows) {
      more.push(image.query({ ...bounded, offset: more.length * size, limit: size }, true));
    }
    return more;
  });
  if (pages === null) return null;
  // Most recently used last: re-inserted, and the first ones dropped past the limit.
  byFilter.delete(key);
  byFilter.set(key, pages);
  for (const oldest of byFilter.keys()) {
    if (byFilter.size <= KEPT_FILTERS) break;
    byFilter.delete(oldest);
  }
  return pages.slice(0, windows);
}

/** A code's product in the image (exact SKU in any case, else barcode); null if it failed. */
export function lookUpInImage(image: CatalogueImage, code: string): ReplicaLookupResult | null {
  return answering('a lookup', () => image.lookup(code, true));
}
