import { describe, expect, it } from 'vitest';
import { checkDecimal } from './decimal-input.ts';
import { formatDecimal, formatMoney, parseDecimal } from './decimal.ts';

describe('formatDecimal', () => {
  it('formats the digits exactly, grouped per locale', () => {
    expect(formatDecimal('12345678901234.99', { locale: 'en-US' })).toBe('12,345,678,901,234.99');
    expect(formatDecimal('12345678901234.99', { locale: 'de-DE' })).toBe('12.345.678.901.234,99');
    expect(formatDecimal('1234567.5', { locale: 'en-IN' })).toBe('12,34,567.5');
  });

  it('never rounds through floating point', () => {
    // Beyond 2^53 a float would change these digits.
    expect(formatDecimal('98765432109876543210.123456789', { locale: 'en-US' })).toBe(
      '98,765,432,109,876,543,210.123456789',
    );
    expect(formatDecimal('0.1000000000000000055511151231257827', { locale: 'en-US' })).toBe(
      '0.1000000000000000055511151231257827',
    );
    expect(formatDecimal('9007199254740993.01', { locale: 'en-US' })).toBe(
      '9,007,199,254,740,993.01',
    );
  });

  it('keeps the sign, including for values under one', () => {
    expect(formatDecimal('-3.5', { locale: 'en-US' })).toBe('-3.5');
    expect(formatDecimal('-0.50', { locale: 'en-US' })).toBe('-0.50');
    expect(formatDecimal('-0.00', { locale: 'en-US' })).toBe('0.00');
  });

  it('adds the currency symbol and pads (never truncates) to its minor digits', () => {
    expect(formatMoney('12345678901234.99', 'USD', 'en-US')).toBe('$12,345,678,901,234.99');
    expect(formatMoney('28.5', 'USD', 'en-US')).toBe('$28.50');
    expect(formatMoney('0', 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney('1.005', 'USD', 'en-US')).toBe('$1.005');
    expect(formatMoney('-28.05', 'USD', 'en-US')).toBe('-$28.05');
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('treats "" and null as empty and leaves non-decimals untouched', () => {
    expect(formatMoney('', 'USD', 'en-US')).toBeNull();
    expect(formatMoney(null, 'USD', 'en-US')).toBeNull();
    expect(formatDecimal('n/a', { locale: 'en-US' })).toBe('n/a');
  });
});

describe('parseDecimal and checkDecimal', () => {
  it('parses plain decimal strings only', () => {
    expect(parseDecimal('007.50')).toEqual({ negative: false, integer: '7', fraction: '50' });
    expect(parseDecimal('1e5')).toBeNull();
    expect(parseDecimal('1,000')).toBeNull();
  });

  it('explains what is wrong with typed amounts', () => {
    expect(checkDecimal('12.50', { maxFractionDigits: 2 })).toBeNull();
    expect(checkDecimal('12.505', { maxFractionDigits: 2 })).toMatch(/at most 2 digits/);
    expect(checkDecimal('1,000')).toMatch(/such as 12.50/);
    expect(checkDecimal('-1')).toMatch(/zero or more/);
    expect(checkDecimal('', { required: true })).toMatch(/Enter an amount/);
  });
});
