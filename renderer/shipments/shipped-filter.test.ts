import { describe, expect, it } from 'vitest';
import { ShippedFilterError, shippedDateArguments, shippedDays } from './shipped-filter.ts';

const NOW = new Date(2026, 2, 1, 0, 30).getTime(); // just after midnight, 1 March 2026

describe('shipped filter days', () => {
  it('today and yesterday are the local calendar days at now (across a month end)', () => {
    expect(shippedDays({ day: 'today' }, NOW)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(shippedDays({ day: 'yesterday' }, NOW)).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('a range is sent as whole days, first to last second', () => {
    expect(shippedDateArguments({ from: '2026-02-20', to: '2026-02-26' }, NOW)).toEqual({
      dateFrom: '2026-02-20T00:00:00',
      dateTo: '2026-02-26T23:59:59',
    });
  });

  it('a range that is no date, or runs backwards, is a typed error', () => {
    expect(() => shippedDays({ from: '2026-02-30', to: '2026-03-01' }, NOW)).toThrow(
      ShippedFilterError,
    );
    expect(() => shippedDays({ from: 'last week', to: '2026-03-01' }, NOW)).toThrow(/not a date/);
    expect(() => shippedDays({ from: '2026-03-02', to: '2026-03-01' }, NOW)).toThrow(
      /starts \(2026-03-02\) after it ends/,
    );
  });
});
