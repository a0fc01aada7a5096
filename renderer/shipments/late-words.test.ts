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

  it('says how many orders were read to find them', () => {
    expect(lateReadText(1)).toMatch(/^Picked from 1 order read by ship date/);
  });
});
