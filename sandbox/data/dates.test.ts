import { describe, expect, it } from 'vitest';
import { fastIsoDateTime } from './dates.ts';
import { createRandom } from './random.ts';
import { isoDateTime } from './types.ts';

describe('fastIsoDateTime', () => {
  it('matches isoDateTime', () => {
    const rng = createRandom(9);
    const samples = [
      0,
      -1,
      999,
      86_399_999,
      Date.parse('2024-02-29T23:59:59.999Z'),
      Date.parse('1969-12-31T00:00:00Z'),
      ...Array.from({ length: 5000 }, () => Math.floor((rng.next() - 0.3) * 4e12)),
    ];
    for (const ms of samples) expect(fastIsoDateTime(ms)).toBe(isoDateTime(ms));
  });
});
