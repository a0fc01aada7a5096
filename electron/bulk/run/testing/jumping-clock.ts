import type { Scheduler } from '../../../time/scheduler.ts';

/**
 * A run's clock for tests in which time jumps: each timer fires on the next turn of the event
 * loop, the clock moved on to its time (never back: two timers set together for the same delay
 * end at the same time), so a row waiting out its settle time is due at once.
 */
export function jumpingClock(): Scheduler {
  let t = 0;
  return {
    now: () => t,
    after: (ms, fire) => {
      const at = t + ms;
      const handle = setImmediate(() => {
        t = Math.max(t, at);
        fire();
      });
      return () => clearImmediate(handle);
    },
  };
}
