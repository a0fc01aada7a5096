import { describe, expect, it } from 'vitest';
import {
  advance,
  creditsAt,
  refund,
  secondsUntilAffordable,
  secondsUntilFull,
  spend,
} from './bucket.ts';

const bucket = { available: 1000, max: 4004, rate: 60, at: 0 };

describe('credit bucket arithmetic', () => {
  it('restores linearly at the rate and caps at the maximum', () => {
    expect(creditsAt(bucket, 10_000)).toBe(1600);
    expect(creditsAt(bucket, 1_000_000)).toBe(4004);
    expect(creditsAt(bucket, -5)).toBe(1000);
  });

  it('spends and refunds relative to the restored level', () => {
    const spent = spend(bucket, 400, 1_000);
    expect(spent).toEqual({ available: 660, max: 4004, rate: 60, at: 1_000 });
    expect(refund(spent, 10_000, 1_000).available).toBe(4004);
    expect(advance(bucket, 500).available).toBe(1030);
  });

  it('says how long until a cost is affordable, or that it never is', () => {
    expect(secondsUntilAffordable(bucket, 900, 0)).toBe(0);
    expect(secondsUntilAffordable(bucket, 1600, 0)).toBe(10);
    expect(secondsUntilAffordable(bucket, 4005, 0)).toBe(Infinity);
    expect(secondsUntilAffordable({ ...bucket, rate: 0 }, 2000, 0)).toBe(Infinity);
    expect(secondsUntilFull(bucket, 0)).toBeCloseTo(3004 / 60, 10);
  });
});
