import { describe, expect, it } from 'vitest';
import { jumpingClock } from './jumping-clock.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('jumpingClock', () => {
  it('moves to each timer’s time as it fires, never back, and skips a cancelled one', async () => {
    const clock = jumpingClock();
    const fired: [string, number][] = [];
    clock.after(60_000, () => fired.push(['a', clock.now()]));
    clock.after(60_000, () => fired.push(['b', clock.now()]));
    const cancel = clock.after(5_000, () => fired.push(['c', clock.now()]));
    cancel();
    await nextTurn();
    expect(fired).toEqual([
      ['a', 60_000],
      ['b', 60_000],
    ]);
    clock.after(1_000, () => fired.push(['d', clock.now()]));
    await nextTurn();
    expect(fired.at(-1)).toEqual(['d', 61_000]);
  });
});
