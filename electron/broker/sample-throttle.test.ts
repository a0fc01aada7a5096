import { describe, expect, it } from 'vitest';
import { createSampleThrottle } from './sample-throttle.ts';

/** A clock and timer the test moves by hand. */
function manualTime() {
  let t = 1_000;
  const tasks: { at: number; task: () => void; cancelled: boolean }[] = [];
  return {
    now: () => t,
    schedule: (task: () => void, ms: number) => {
      const entry = { at: t + ms, task, cancelled: false };
      tasks.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    advance(ms: number) {
      t += ms;
      for (const entry of tasks.filter((e) => !e.cancelled && e.at <= t)) {
        entry.cancelled = true;
        entry.task();
      }
    },
    pending: () => tasks.filter((e) => !e.cancelled).length,
  };
}

function throttled() {
  const time = manualTime();
  const sent: number[] = [];
  const throttle = createSampleThrottle<number>({
    intervalMs: 250,
    now: time.now,
    schedule: time.schedule,
    emit: (value) => sent.push(value),
  });
  return { time, sent, throttle };
}

describe('createSampleThrottle', () => {
  it('sends the first sample at once, then at most one per interval, always the latest', () => {
    const { time, sent, throttle } = throttled();
    throttle.push(1);
    expect(sent).toEqual([1]);
    throttle.push(2);
    throttle.push(3);
    expect(sent).toEqual([1]);
    time.advance(249);
    expect(sent).toEqual([1]);
    time.advance(1);
    expect(sent).toEqual([1, 3]);
    time.advance(1_000);
    throttle.push(4);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('drops what is pending on dispose', () => {
    const { time, sent, throttle } = throttled();
    throttle.push(1);
    throttle.push(2);
    throttle.dispose();
    time.advance(1_000);
    expect(sent).toEqual([1]);
    expect(time.pending()).toBe(0);
  });
});
