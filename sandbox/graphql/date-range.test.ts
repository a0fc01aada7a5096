/**
 * Date filters compare stored values as text against ends written the same way; the answer must
 * be what comparing instants gives, at the edges of each end too.
 */
import { describe, expect, it } from 'vitest';
import { dateTimeRange, dayRange } from './resolvers/date-range.ts';

const STORED = [
  '2026-03-01T09:59:59',
  '2026-03-01T10:00:00',
  '2026-03-01T10:00:01',
  '2026-03-01T23:59:59',
  '2026-03-02T00:00:00',
];

const kept = (test: (value: string) => boolean): string[] => STORED.filter(test);

describe('date filters over stored values', () => {
  it('keeps both ends, whichever way the argument is written', () => {
    for (const from of [
      '2026-03-01 10:00:00',
      '2026-03-01T10:00:00',
      '2026-03-01T11:00:00+01:00',
    ]) {
      expect(kept(dateTimeRange({ from }, 'from', 'to'))).toEqual(STORED.slice(1));
      expect(kept(dateTimeRange({ to: from }, 'from', 'to'))).toEqual(STORED.slice(0, 2));
    }
  });

  it('reads an offset that moves the end to another day', () => {
    const test = dateTimeRange({ from: '2026-03-01T20:00:00-04:00' }, 'from', 'to');
    expect(kept(test)).toEqual(['2026-03-02T00:00:00']);
  });

  it('takes a day range to the last second of its last day', () => {
    const test = dayRange({ from: '2026-03-01', to: '2026-03-01' }, 'from', 'to');
    expect(kept(test)).toEqual(STORED.slice(0, 4));
  });

  it('still compares a value of another form as an instant', () => {
    const test = dateTimeRange({ from: '2026-03-01T10:00:00' }, 'from', 'to');
    expect(test('2026-03-01 10:00:00')).toBe(true);
    expect(test('2026-03-01 09:59:59')).toBe(false);
  });
});
