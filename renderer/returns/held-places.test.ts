import { describe, expect, it } from 'vitest';
import { keepPlaces } from './held-places.ts';
import type { ReturnRow } from './returns-queue.ts';

function row(id: string, status: string): ReturnRow {
  return {
    id,
    number: id,
    orderId: null,
    status,
    reason: null,
    createdAt: null,
    arrivedMs: null,
    expected: 1,
    received: 0,
    restocked: 0,
    group: 'on-the-way',
  };
}

describe('keepPlaces', () => {
  it('keeps held rows where they were, even one the filter no longer shows, and adds the rest after', () => {
    const a = row('A', 'complete');
    const b = row('B', 'pending');
    const c = row('C', 'pending');
    // The filter (pending) shows B and C; A was changed to complete while it was shown first.
    expect(keepPlaces([a, b, c], [c, b], ['A', 'B']).map((r) => r.id)).toEqual(['A', 'B', 'C']);
  });

  it('drops a held row that is no longer read', () => {
    const b = row('B', 'pending');
    expect(keepPlaces([b], [b], ['A', 'B']).map((r) => r.id)).toEqual(['B']);
  });
});
