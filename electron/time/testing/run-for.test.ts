import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from './fake-scheduler.ts';
import { runFor } from './run-for.ts';
import { waitOn } from '../scheduler.ts';

describe('runFor', () => {
  it('lets code awaiting between timers set its next timer before the clock moves past it', async () => {
    const clock = createFakeScheduler(0);
    const woke: number[] = [];
    void (async () => {
      for (let i = 0; i < 3; i++) {
        await waitOn(clock, 100);
        await Promise.resolve();
        woke.push(clock.now());
      }
    })();
    await runFor(clock, 250);
    expect(woke).toEqual([100, 200]);
    expect(clock.now()).toBe(250);
    expect(clock.nextIn()).toBe(50);
    await runFor(clock, 50);
    expect(woke).toEqual([100, 200, 300]);
  });

  it('moves the clock the whole way when no timer waits', async () => {
    const clock = createFakeScheduler(0);
    await runFor(clock, 1_000);
    expect(clock.now()).toBe(1_000);
  });
});
