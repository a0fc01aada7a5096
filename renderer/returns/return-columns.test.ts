import { describe, expect, it } from 'vitest';
import { returnColumns } from './return-columns.tsx';

/** The least width of a track, in rem: `6rem` or `minmax(9.5rem, 1fr)`. */
function leastRem(width: string | undefined): number {
  const match = /(\d+(?:\.\d+)?)rem/.exec(width ?? '');
  if (!match?.[1]) throw new Error(`no rem width in ${width ?? 'nothing'}`);
  return Number(match[1]);
}

describe('returnColumns', () => {
  it('shows every column in the full queue', () => {
    const columns = returnColumns(0);
    expect(columns.map((c) => c.id)).toEqual([
      'number',
      'status',
      'age',
      'items',
      'restocked',
      'created',
    ]);
    expect(columns.reduce((sum, c) => sum + leastRem(c.width), 0)).toBe(48.5);
  });

  it('beside the pane on a narrow window, leaves out what the pane says and fits in 31rem', () => {
    const columns = returnColumns(0, true);
    expect(columns.map((c) => c.id)).toEqual(['number', 'status', 'age', 'items']);
    expect(columns.reduce((sum, c) => sum + leastRem(c.width), 0)).toBeLessThanOrEqual(31);
  });
});
