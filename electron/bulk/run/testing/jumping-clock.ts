/**
 * A run's clock for tests in which time jumps: a timer fires on the next turn of the event loop
 * and moves the clock on by its delay, so a row waiting out its settle time is due at once.
 */
export function jumpingClock(): {
  now: () => number;
  timer: (ms: number, fire: () => void) => () => void;
} {
  let t = 0;
  return {
    now: () => t,
    timer: (ms, fire) => {
      const handle = setImmediate(() => {
        t += ms;
        fire();
      });
      return () => clearImmediate(handle);
    },
  };
}
