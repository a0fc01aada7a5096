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

  it('says how many pending orders were read to find them, and what it does not read', () => {
    expect(lateReadText(1)).toMatch(/^Picked from 1 pending order read by ship date/);
    expect(lateReadText(2)).toMatch(/another status \(such as on-hold\) are not read\.$/);
  });
});
