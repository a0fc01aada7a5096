import { describe, expect, it } from 'vitest';
import { lateCountText, lateReadText } from './late-words.ts';

describe('late words', () => {
  it('counts late and at-risk orders, and says when more pages may add to them', () => {
    const rows = [{ lateness: 'late' }, { lateness: 'late' }, { lateness: 'at-risk' }] as const;
    expect(lateCountText(rows, false)).toBe(
      '2 late orders and 1 at risk (due within a day), oldest first.',
    );
    expect(lateCountText(rows.slice(0, 1), true)).toBe(
      'First 1 late order, oldest first; more load as you scroll, and orders due within a day come after the late ones.',
    );
  });

  it('with no late order read yet and pages left, says so instead of counting none', () => {
    expect(lateCountText([], true)).toBe(
      'No late order among the orders read so far; more remain to be read.',
    );
    expect(lateCountText([], false)).toMatch(/^0 late orders and 0 at risk/);
  });

  it('says which statuses it read, how many orders, and what it cost', () => {
    expect(lateReadText(1, ['pending'], { requests: 1, credits: 51 })).toBe(
      'Picked from 1 open order read by ship date under the pending status (the service filters by one status and cannot filter by ship date, so Floorboard merges and picks): 1 request, 51 credits so far.',
    );
    const text = lateReadText(
      120,
      ['pending', 'on-hold', 'backordered'],
      { requests: 4, credits: 166 },
      false,
    );
    expect(text).toMatch(
      /^Picked from 120 open orders read by ship date under the statuses pending, on-hold and backordered \(/,
    );
    expect(text).toMatch(/: 4 requests, 166 credits so far\.$/);
  });

  it("says when the account's other statuses could not be sampled", () => {
    expect(lateReadText(2, ['pending'], { requests: 1, credits: 3 }, true)).toMatch(
      /other statuses could not be sampled, so orders under them are not read\.$/,
    );
  });
});
