import { describe, expect, it } from 'vitest';
import { returnsCostText, returnsCountText } from './returns-status-text.ts';

describe('the Returns status line', () => {
  it('counts what is shown, what was read and what is overdue', () => {
    expect(returnsCountText(12, 12, 1, false)).toBe('12 returns, 1 overdue.');
    expect(returnsCountText(1, 40, 0, true)).toBe(
      '1 return of the 40 read, none overdue; older returns are not read yet.',
    );
  });

  it('states the page estimate and what the list actually cost', () => {
    expect(returnsCostText(101, 41)).toMatch(/101 credits.*cost 41\.$/);
  });
});
