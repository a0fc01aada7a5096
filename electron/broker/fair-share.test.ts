import { describe, expect, it } from 'vitest';
import {
  BASELINE_SHARE_TUNING,
  DEFAULT_SHARE_TUNING,
  alonePageCredits,
  contendedPageCredits,
  contentionMargin,
  fairRate,
  rampPageCredits,
} from './fair-share.ts';

const pool = { max: 4004, rate: 600 };

describe('fair rate from the shared pool level', () => {
  it('sets the rate from the level alone: in proportion below the full-rate level', () => {
    const full = pool.max * DEFAULT_SHARE_TUNING.fullRateLevel;
    expect(fairRate(full / 4, pool)).toBeCloseTo(pool.rate / 4, 9);
    expect(fairRate(full / 2, pool)).toBeCloseTo(2 * fairRate(full / 4, pool), 9);
    expect(fairRate(full, pool)).toBe(pool.rate);
  });

  it('leaves a smaller cushion than the baseline when K clients settle', () => {
    for (const clients of [2, 4, 8]) {
      const settled = (tuning: typeof DEFAULT_SHARE_TUNING) =>
        (pool.max * tuning.fullRateLevel) / clients;
      expect(settled(DEFAULT_SHARE_TUNING)).toBeLessThan(settled(BASELINE_SHARE_TUNING) / 2);
      expect(settled(DEFAULT_SHARE_TUNING)).toBeGreaterThan(0);
    }
  });

  it('settles K clients at a level above zero, each with a 1/K share', () => {
    for (const clients of [2, 3, 4, 8]) {
      const level = (pool.max * DEFAULT_SHARE_TUNING.fullRateLevel) / clients;
      expect(level).toBeGreaterThan(0);
      expect(clients * fairRate(level, pool)).toBeCloseTo(pool.rate, 9);
    }
  });

  it('never exceeds the restore rate and never starves', () => {
    expect(fairRate(4004, pool)).toBe(600);
    expect(fairRate(-200, pool)).toBe(600 * DEFAULT_SHARE_TUNING.leastRateShare);
  });
});

describe('page sizes', () => {
  it('under contention, pages cost what the others leave of the rate in a page interval', () => {
    expect(contendedPageCredits(pool, 450)).toBe(75);
    expect(contendedPageCredits(pool, 600)).toBe(DEFAULT_SHARE_TUNING.minPageCredits);
    expect(contendedPageCredits({ max: 40, rate: 600 }, 0)).toBe(40);
  });

  it('leaves the others room for what they spend in a page interval, up to two pages', () => {
    expect(contentionMargin(300, 150)).toBe(150);
    expect(contentionMargin(450, 75)).toBe(150);
    expect(contentionMargin(0, 75)).toBe(0);
  });

  it('starts small and doubles with each reply that shows nobody else spending', () => {
    const sizes = [0, 1, 2, 3, 4, 9].map((streak) => rampPageCredits(4004, streak));
    expect(sizes).toEqual([250, 500, 1001, 2002, 4004, 4004]);
    expect(rampPageCredits(40, 0)).toBe(20);
  });

  it('alone, takes what the pool pays now, but at least a chunk and at most the maximum', () => {
    expect(alonePageCredits(pool, 3000)).toBe(3000);
    expect(alonePageCredits(pool, 12)).toBe(300);
    expect(alonePageCredits(pool, 9000)).toBe(4004);
    expect(alonePageCredits({ max: 4004, rate: 60 }, 0)).toBe(250);
  });
});
