/**
 * The service's times shown on the person's clock, run at UTC−5 (New York in November) so a
 * reading of service times as local wall-clock time would fail. Vitest runs each file in its own
 * process, so the zone set here reaches no other file.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, parseServiceDate } from './date.ts';
import { localDay, serviceWindowOfLocalDays, LocalDayError } from './local-day.ts';

beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('service times at UTC−5', () => {
  it('runs in the far zone', () => {
    expect(new Date(Date.UTC(2026, 10, 27, 12)).getHours()).toBe(7);
  });

  it('a date-time is the instant the service wrote in UTC, shown on the local clock', () => {
    expect(parseServiceDate('2026-11-27T03:30:00')?.getTime()).toBe(Date.UTC(2026, 10, 27, 3, 30));
    expect(formatDateTime('2026-11-27T03:30:00', 'en-GB')).toBe('26 Nov 2026, 22:30');
    expect(formatDate('2026-11-27T03:30:00', 'en-GB')).toBe('26 Nov 2026');
  });

  it('a bare day stays the calendar day it names', () => {
    expect(formatDate('2026-11-27', 'en-GB')).toBe('27 Nov 2026');
  });

  it('a local day is sent as the service times of its local midnights', () => {
    expect(serviceWindowOfLocalDays('2026-11-27', '2026-11-27')).toEqual({
      from: '2026-11-27T05:00:00',
      to: '2026-11-28T04:59:59',
    });
    // 8 March 2026 is 23 hours long in New York (clocks go forward at 02:00).
    expect(serviceWindowOfLocalDays('2026-03-08', '2026-03-08')).toEqual({
      from: '2026-03-08T05:00:00',
      to: '2026-03-09T03:59:59',
    });
    expect(localDay(Date.UTC(2026, 10, 28, 1))).toBe('2026-11-27');
    expect(() => serviceWindowOfLocalDays('2026-02-30', '2026-03-01')).toThrow(LocalDayError);
  });
});
