import { describe, expect, it } from 'vitest';
import { formatShippedAt } from './shipped-time.ts';

describe('shipped time', () => {
  it('shows month, day and time of the service’s wall-clock date, without the year', () => {
    expect(formatShippedAt('2026-11-27T14:05:09', 'en-US')).toBe('Nov 27, 2:05 PM');
    expect(formatShippedAt(null, 'en-US')).toBeNull();
    expect(formatShippedAt('soon', 'en-US')).toBeNull();
  });
});
