/**
 * Filtered and sorted views of an account's records, cached per account version so paging
 * through a sorted 20,000-row catalogue sorts once, not once per page.
 */
import type { Account } from '../data/types.ts';

export interface ViewCache {
  view<T>(account: Account, key: string, build: () => readonly T[]): readonly T[];
}

export function createViewCache(limit = 64): ViewCache {
  const entries = new Map<string, readonly unknown[]>();
  return {
    view<T>(account: Account, key: string, build: () => readonly T[]): readonly T[] {
      const cacheKey = `${account.id}|${account.version}|${key}`;
      const hit = entries.get(cacheKey);
      if (hit) {
        // Re-insert to keep the map in least-recently-used order.
        entries.delete(cacheKey);
        entries.set(cacheKey, hit);
        return hit as readonly T[];
      }
      const built = build();
      entries.set(cacheKey, built);
      if (entries.size > limit) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return built;
    },
  };
}
