import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createSampleThrottle } from './sample-throttle.ts';

function throttled() {
  const time = createFakeScheduler();
  const sent: number[] = [];
  const throttle = createSampleThrottle<number>({
    intervalMs: 250,
    scheduler: time,
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
    expect(time.pendingCount()).toBe(0);
  });
});
