import { describe, expect, it } from 'vitest';
import { formatCents, parseCents, percentOfCents } from './money.ts';

describe('money', () => {
  it('formats cents with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_456)).toBe('1234.56');
    expect(formatCents(-1234)).toBe('-12.34');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('parses decimal strings without floating point', () => {
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents('-0.05')).toBe(-5);
    expect(parseCents('19.99') * 3).toBe(5997);
    expect(() => parseCents('')).toThrow(RangeError);
    expect(() => parseCents('1.234')).toThrow(RangeError);
    for (const cents of [0, 1, 99, 100, 4599, -250])
      expect(parseCents(formatCents(cents))).toBe(cents);
  });

  it('applies basis-point rates to the nearest cent', () => {
    expect(percentOfCents(10_000, 825)).toBe(825);
    expect(percentOfCents(1999, 875)).toBe(175);
    expect(percentOfCents(1999, 0)).toBe(0);
  });
});
