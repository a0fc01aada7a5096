import { describe, expect, it } from 'vitest';
import { formatTimeRemaining, parseTimeRemaining } from './service.ts';

describe('time_remaining', () => {
  it('is written as whole seconds, rounded up, at least 1', () => {
    expect(formatTimeRemaining(9.2)).toBe('10 seconds');
    expect(formatTimeRemaining(0.01)).toBe('1 seconds');
    expect(formatTimeRemaining(Infinity)).toBe('0');
  });

  it('is read from its digits, with units, or not at all', () => {
    expect(parseTimeRemaining('10 seconds')).toBe(10);
    expect(parseTimeRemaining('2 minutes')).toBe(120);
    expect(parseTimeRemaining('0')).toBe(0);
    expect(parseTimeRemaining('soon')).toBeUndefined();
    expect(parseTimeRemaining(undefined)).toBeUndefined();
  });
});
