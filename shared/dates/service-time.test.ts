import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceTimeMs, toServiceTime } from './service-time.ts';

// A machine far from UTC, so a reading that used the local clock would show.
let zone: string | undefined;
beforeEach(() => {
  zone = process.env['TZ'];
  process.env['TZ'] = 'America/New_York';
});
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('service times', () => {
  it('reads a zone-less time, with T or a space, as UTC whatever the machine zone', () => {
    expect(serviceTimeMs('2026-11-27T09:35:00')).toBe(Date.UTC(2026, 10, 27, 9, 35));
    expect(serviceTimeMs('2026-11-27 09:35:00')).toBe(Date.UTC(2026, 10, 27, 9, 35));
    expect(serviceTimeMs('2026-11-27T09:35')).toBe(Date.UTC(2026, 10, 27, 9, 35));
  });

  it('reads a bare day as its midnight, UTC', () => {
    expect(serviceTimeMs('2026-11-27')).toBe(Date.UTC(2026, 10, 27));
  });

  it('answers null for nothing, words and days that do not exist', () => {
    expect(serviceTimeMs(null)).toBeNull();
    expect(serviceTimeMs(undefined)).toBeNull();
    expect(serviceTimeMs('')).toBeNull();
    expect(serviceTimeMs('soon')).toBeNull();
    expect(serviceTimeMs('2026-02-30T10:00:00')).toBeNull();
    expect(serviceTimeMs('2026-11-27T25:00:00')).toBeNull();
  });

  it('writes an instant back in the same words, so the two round-trip', () => {
    const ms = Date.UTC(2026, 10, 27, 9, 35, 7);
    expect(toServiceTime(ms)).toBe('2026-11-27T09:35:07');
    expect(serviceTimeMs(toServiceTime(ms))).toBe(ms);
  });
});
