import { describe, expect, it } from 'vitest';
import type { Paging } from '../broker/execute.ts';
import { ASK_ALL, MIN_ASK, nextAsk, walkPages } from './pages.ts';

/** A connection of `total` numbered items, served in pages of at most `cap` (the broker's fit). */
function fakeConnection(total: number, cap: number) {
  const asked: number[] = [];
  const query = ({ first, after }: Paging) => {
    asked.push(first);
    const start = after === undefined ? 0 : Number(after);
    const end = Math.min(total, start + Math.min(first, cap));
    const items = Array.from({ length: end - start }, (_, i) => start + i);
    return Promise.resolve({
      data: { items, pageInfo: { hasNextPage: end < total, endCursor: String(end) } },
      cost: { credits: items.length + 1, pageSize: null },
    });
  };
  return { query, asked };
}

async function walk(total: number, cap: number, expectedLeft: (seen: number) => number | null) {
  const connection = fakeConnection(total, cap);
  const seen: number[] = [];
  await walkPages({
    query: connection.query,
    parse: (data) => data,
    onPage: (items) => seen.push(...items),
    stopped: () => false,
    expectedLeft: () => expectedLeft(seen.length),
  });
  return { asked: connection.asked, seen };
}

describe('walking a connection', () => {
  it('asks for all the pool allows, then for about what the estimate says is left', async () => {
    // 500 products, the first page cut to 499 by what the pool could pay: the last one is asked
    // for in a small page, not in another page the size of the whole background allowance.
    const { asked, seen } = await walk(500, 499, (n) => 500 - n);
    expect(asked).toEqual([ASK_ALL, MIN_ASK]);
    expect(seen).toHaveLength(500);
  });

  it('doubles a sized ask that came back full, so a low estimate cannot shrink the pages', async () => {
    const { asked, seen } = await walk(1000, 400, () => 10);
    expect(asked).toEqual([ASK_ALL, MIN_ASK, MIN_ASK * 2, MIN_ASK * 4, MIN_ASK * 8]);
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('keeps asking for all the pool allows while nothing is known of what is left', async () => {
    const { asked } = await walk(900, 400, () => null);
    expect(asked).toEqual([ASK_ALL, ASK_ALL, ASK_ALL]);
  });
});

describe('nextAsk', () => {
  it('leaves a quarter to spare and never asks for less than the minimum', () => {
    expect(nextAsk(400, null)).toBe(500);
    expect(nextAsk(0, null)).toBe(MIN_ASK);
    expect(nextAsk(null, 200)).toBe(ASK_ALL);
    expect(nextAsk(10, 200)).toBe(400);
  });
});
