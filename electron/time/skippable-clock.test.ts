import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from './testing/fake-scheduler.ts';
import { createSkippableClock } from './skippable-clock.ts';

describe('a skippable clock', () => {
  it('follows real time, plus every skip', () => {
    const real = createFakeScheduler(5_000);
    const clock = createSkippableClock(real);
    expect(clock.now()).toBe(5_000);
    real.advance(250);
    clock.skip(60_000);
    expect(clock.now()).toBe(65_250);
  });

  it('fires a timer once, when a skip reaches it, in due order; not one that is not due', () => {
    const real = createFakeScheduler();
    const clock = createSkippableClock(real);
    const fired: string[] = [];
    clock.after(60_000, () => fired.push('settle'));
    clock.after(5_000, () => fired.push('recheck'));
    clock.after(90_000, () => fired.push('later'));
    clock.skip(59_999);
    expect(fired).toEqual(['recheck']);
    clock.skip(1);
    expect(fired).toEqual(['recheck', 'settle']);
    // The real timers of fired ones are gone: real time passing fires only the one not yet due.
    real.advance(90_000);
    expect(fired).toEqual(['recheck', 'settle', 'later']);
    expect(real.pendingCount()).toBe(0);
  });

  it('still fires timers in real time, and never a cancelled one', () => {
    const real = createFakeScheduler();
    const clock = createSkippableClock(real);
    const fired: string[] = [];
    clock.after(1_000, () => fired.push('tick'));
    const cancel = clock.after(2_000, () => fired.push('cancelled'));
    cancel();
    real.advance(1_000);
    clock.skip(5_000);
    real.advance(5_000);
    expect(fired).toEqual(['tick']);
  });

  it('refuses to go back', () => {
    const clock = createSkippableClock(createFakeScheduler());
    expect(() => clock.skip(-1)).toThrow(RangeError);
  });
});
