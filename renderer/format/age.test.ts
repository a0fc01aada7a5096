import { describe, expect, it } from 'vitest';
import { formatAge } from './age.ts';

describe('formatAge', () => {
  it('says how old the data is, in seconds, minutes and hours', () => {
    expect(
      [0, 4_999, 5_000, 59_000, 60_000, 3_599_000, 3_600_000, 3_900_000].map((ms) =>
        formatAge(ms, 'en'),
      ),
    ).toEqual([
      'Updated just now',
      'Updated just now',
      'Updated 5 s ago',
      'Updated 59 s ago',
      'Updated 1 min ago',
      'Updated 59 min ago',
      'Updated 1 h ago',
      'Updated 1 h 5 min ago',
    ]);
  });
});
