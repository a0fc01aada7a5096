import { describe, expect, it } from 'vitest';
import { changeTime } from './change-time.ts';

describe('changeTime', () => {
  it('is the time alone in a one-day feed', () => {
    expect(changeTime('2026-11-27T14:05:09', true, 'en-GB')).toBe('14:05');
  });

  it('is the date and time in a longer feed, and nothing for no date', () => {
    expect(changeTime('2026-11-27T14:05:09', false, 'en-GB')).toBe('27 Nov 2026, 14:05');
    expect(changeTime(null, true, 'en-GB')).toBeNull();
  });
});
