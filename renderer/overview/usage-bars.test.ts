import { describe, expect, it } from 'vitest';
import { BAR_MINUTES, busiestMinute, usageBars } from './usage-bars.ts';

const MINUTE = 60_000;
const NOW = 1_700_000_000_000 - (1_700_000_000_000 % MINUTE) + 30_000;

describe('usage bars', () => {
  it('has one bar per minute of the hour, the current minute last, empty minutes at 0', () => {
    const current = NOW - 30_000;
    const bars = usageBars({
      since: NOW - 10 * MINUTE,
      until: NOW,
      ours: 130,
      others: 50,
      minutes: [
        { at: current - 5 * MINUTE, ours: 30, others: 50 },
        { at: current, ours: 100, others: 0 },
      ],
    });
    expect(bars).toHaveLength(BAR_MINUTES);
    expect(bars.at(-1)).toEqual({ at: current, ours: 100, others: 0 });
    expect(bars.at(-6)).toEqual({ at: current - 5 * MINUTE, ours: 30, others: 50 });
    expect(bars[0]?.at).toBe(current - (BAR_MINUTES - 1) * MINUTE);
    expect(bars.filter((b) => b.ours + b.others > 0)).toHaveLength(2);
    expect(busiestMinute(bars)).toBe(100);
  });

  it('reads an idle hour as a busiest minute of 0', () => {
    const bars = usageBars({ since: NOW, until: NOW, ours: 0, others: 0, minutes: [] });
    expect(busiestMinute(bars)).toBe(0);
  });
});
