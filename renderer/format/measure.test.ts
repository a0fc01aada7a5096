import { describe, expect, it } from 'vitest';
import { formatDimensions, formatWeight, isMeasured } from './measure.ts';

describe('sizes with their units', () => {
  it('writes dimensions as length × width × height in inches', () => {
    expect(formatDimensions(['16', '5.25', '15'], 'en-US')).toBe('16 × 5.25 × 15 in');
    expect(formatDimensions(['1200', '5', '15'], 'de-DE')).toBe('1.200 × 5 × 15 in');
    // A side not measured reads as unknown, not as zero.
    expect(formatDimensions(['16', '0', null], 'en-US')).toBe('16 × ? × ? in');
  });

  it('writes weight in pounds, to the digits sent', () => {
    expect(formatWeight('1.375', 'en-US')).toBe('1.375 lb');
    expect(formatWeight('2', 'en-US')).toBe('2 lb');
  });

  it('treats zero, negative and unreadable sizes as not measured', () => {
    for (const value of ['0', '0.00', '-1', 'n/a', '', null, undefined]) {
      expect(isMeasured(value)).toBe(false);
    }
    expect(formatDimensions(['0', '0', '0'])).toBeNull();
    expect(formatWeight('0')).toBeNull();
  });
});
