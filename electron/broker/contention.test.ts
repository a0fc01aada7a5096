import { describe, expect, it } from 'vitest';
import { createForeignRate, foreignSpend, spendTolerance } from './contention.ts';

const pool = (available: number, at: number) => ({ available, max: 4004, rate: 60, at });
// Replies that took 50 ms: the service counted up to 50 ms before the stamp.
const tolerance = spendTolerance(60, 50);

describe('foreign spending between two observations', () => {
  it('is nothing when the pool moved only by restoration and our own charge', () => {
    // 1000 + 10 s × 60 − our 101 = 1499.
    expect(foreignSpend(pool(1000, 0), pool(1499, 10_000), 101, tolerance)).toBe(0);
  });

  it('is what else went missing when someone else spent', () => {
    const spent = foreignSpend(pool(1000, 0), pool(999, 10_000), 101, tolerance);
    expect(spent).toBeCloseTo(500, 0);
  });

  it('counts restoration only up to the maximum', () => {
    // Full, then full again less our charge: a full pool restores nothing more.
    expect(foreignSpend(pool(4004, 0), pool(3903, 60_000), 101, tolerance)).toBe(0);
    expect(foreignSpend(pool(4004, 0), pool(3403, 60_000), 101, tolerance)).toBeCloseTo(500, -1);
  });

  it('ignores timing noise within the tolerance', () => {
    // Counted at 1000 ms, stamped at 1050: three credits of restoration seem to be missing.
    expect(foreignSpend(pool(1000, 0), pool(1060, 1_050), 0, tolerance)).toBe(0);
    expect(tolerance).toBeGreaterThan(3);
    // A quick reply leaves little doubt: a dozen credits missing are someone else's.
    expect(foreignSpend(pool(1000, 0), pool(1047, 1_000), 0, spendTolerance(60, 5))).toBe(13);
  });
});

describe('the decayed rate of foreign spending', () => {
  it('is zero for a client alone', () => {
    const rate = createForeignRate();
    expect(rate.rate()).toBe(0);
    rate.add(0, 5);
    expect(rate.rate()).toBe(0);
  });

  it('measures credits per second over recent intervals', () => {
    const rate = createForeignRate();
    rate.add(300, 1);
    rate.add(300, 1);
    expect(rate.rate()).toBeCloseTo(300, 5);
  });

  it('fades once others stop spending', () => {
    const rate = createForeignRate(2);
    rate.add(300, 1);
    const busy = rate.rate();
    for (let i = 0; i < 8; i++) rate.add(0, 1);
    expect(rate.rate()).toBeLessThan(busy / 10);
  });
});
