/**
 * What the page's image answers for a list: windows kept per image and filter (a scrolled list
 * asks all its windows at every render without searching again), the least recently used filter
 * dropped first, and an image that throws answering null (the caller asks main) instead of
 * breaking the render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueImage } from '../../shared/catalogue-image/image.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import { testRow } from '../finder/testing/replica.ts';
import { imageWindows, lookUpInImage } from './image-rows.ts';

const NO_COUNTS = { all: 0, low: 0, out: 0, backorder: 0 };

/** An image of `total` numbered rows that counts the searches asked of it. */
function countingImage(total: number) {
  const asked: ReplicaQuery[] = [];
  const image: CatalogueImage = {
    size: total,
    query(query): ReplicaQueryResult {
      asked.push(query);
      const rows = Array.from(
        { length: Math.max(0, Math.min(query.limit, total - query.offset)) },
        (_, i) => testRow(`${query.text}-${query.offset + i}`, 'A product', null),
      );
      return {
        rows,
        offset: query.offset,
        total,
        counts: NO_COUNTS,
        catalogue: total,
        ready: true,
      };
    },
    matching: () => [],
    lookup: () => ({ ready: true, product: null }),
    prepareSearch: () => undefined,
  };
  return { image, asked };
}

const broken: CatalogueImage = {
  size: 1,
  query: () => {
    throw new Error('a bug in the overlay');
  },
  matching: () => [],
  lookup: () => {
    throw new Error('a bug in the lookup');
  },
  prepareSearch: () => undefined,
};

afterEach(() => vi.restoreAllMocks());

describe('imageWindows', () => {
  it('searches each window once, however many windows a scrolled list asks again', () => {
    const { image, asked } = countingImage(5_000);
    const filter = { text: 'a' };
    const first = imageWindows(image, filter, 20, 100);
    expect(first?.map((page) => page.offset)).toEqual(
      Array.from({ length: 20 }, (_, k) => k * 100),
    );
    expect(asked).toHaveLength(20);
    // The grid's next render, and the summary asking the first window.
    expect(imageWindows(image, filter, 20, 100)).toEqual(first);
    expect(imageWindows(image, filter, 1, 100)).toEqual(first?.slice(0, 1));
    expect(asked).toHaveLength(20);
    // One more window: one more search.
    expect(imageWindows(image, filter, 21, 100)).toHaveLength(21);
    expect(asked).toHaveLength(21);
  });

  it('drops the filter used least recently, not one still asked', () => {
    const { image, asked } = countingImage(1_000);
    imageWindows(image, { text: 'kept' }, 1, 100);
    for (let i = 0; i < 40; i++) {
      imageWindows(image, { text: `typed-${i}` }, 1, 100);
      // The list on screen asks its filter at every render.
      imageWindows(image, { text: 'kept' }, 1, 100);
    }
    expect(asked.filter((query) => query.text === 'kept')).toHaveLength(1);
    const count = asked.length;
    imageWindows(image, { text: 'typed-0' }, 1, 100);
    expect(asked).toHaveLength(count + 1);
  });

  it('answers null, and says why, when the image throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(imageWindows(broken, { text: 'a' }, 1, 100)).toBeNull();
    expect(lookUpInImage(broken, 'SBX-1')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('asking main');
  });
});
