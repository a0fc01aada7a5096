import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from './random.ts';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(0).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('draws integers over the whole inclusive range', () => {
    const rng = createRandom(3);
    const seen = new Set(Array.from({ length: 2000 }, () => rng.int(-2, 3)));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('picks, flips and weighs', () => {
    const rng = createRandom(4);
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
    expect(() => rng.pick([])).toThrow(RangeError);
    const heads = Array.from({ length: 10_000 }, () => rng.chance(0.25)).filter(Boolean).length;
    expect(heads).toBeGreaterThan(2200);
    expect(heads).toBeLessThan(2800);
    const weights = { common: 9, rare: 1, never: 0 };
    const picks = Array.from({ length: 10_000 }, () => rng.weighted(weights));
    const rare = picks.filter((key) => key === 'rare').length;
    expect(rare).toBeGreaterThan(800);
    expect(rare).toBeLessThan(1200);
    expect(picks).not.toContain('never');
  });

  it('derives a different seed per label', () => {
    expect(deriveSeed(1, 'orders')).toBe(deriveSeed(1, 'orders'));
    expect(deriveSeed(1, 'orders')).not.toBe(deriveSeed(1, 'products'));
    expect(deriveSeed(1, 'orders')).not.toBe(deriveSeed(2, 'orders'));
  });
});
