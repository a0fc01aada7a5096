import { describe, expect, it } from 'vitest';
import { createUsageLedger, USAGE_WINDOW_MS } from './usage-ledger.ts';

const MINUTE = 60_000;
const T0 = 1_700_000_040_000; // a minute's start

describe('usage ledger', () => {
  it('sums what this app and others spent, minute by minute', () => {
    const ledger = createUsageLedger();
    ledger.add(T0 + 1_000, 101, 0);
    ledger.add(T0 + 30_000, 12, 40);
    ledger.add(T0 + MINUTE + 5_000, 1, 250);
    const usage = ledger.usage(T0 + 2 * MINUTE);
    expect(usage.ours).toBe(114);
    expect(usage.others).toBe(290);
    expect(usage.minutes).toEqual([
      { at: T0, ours: 113, others: 40 },
      { at: T0 + MINUTE, ours: 1, others: 250 },
    ]);
    // Watching began within the hour: the figures say since when.
    expect(usage.since).toBe(T0 + 1_000);
    expect(usage.until).toBe(T0 + 2 * MINUTE);
  });

  it('forgets minutes older than an hour', () => {
    const ledger = createUsageLedger();
    ledger.add(T0, 500, 500);
    ledger.add(T0 + 30 * MINUTE, 7, 0);
    const later = T0 + USAGE_WINDOW_MS + 10 * MINUTE;
    const usage = ledger.usage(later);
    expect(usage.ours).toBe(7);
    expect(usage.others).toBe(0);
    expect(usage.minutes).toEqual([{ at: T0 + 30 * MINUTE, ours: 7, others: 0 }]);
    expect(usage.since).toBe(later - USAGE_WINDOW_MS);
  });

  it('counts negative or non-finite amounts as nothing', () => {
    const ledger = createUsageLedger();
    ledger.add(T0, -5, Number.NaN);
    ledger.add(T0 + 1, Number.POSITIVE_INFINITY, 3.4);
    ledger.add(Number.NaN, 100, 100);
    const usage = ledger.usage(T0 + MINUTE);
    expect(usage.ours).toBe(0);
    expect(usage.others).toBe(3);
  });

  it('is empty before anything was spent', () => {
    const usage = createUsageLedger().usage(T0);
    expect(usage).toEqual({ since: T0, until: T0, ours: 0, others: 0, minutes: [] });
  });
});
