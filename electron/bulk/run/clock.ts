/**
 * Time as bulk work sees it: the wall clock (journalled with each send, compared after a
 * restart) and timers (a row's settle wait). Everything that waits or stamps takes one Clock;
 * tests pass their own (run/testing/manual-clock.ts, run/testing/jumping-clock.ts).
 */
export interface Clock {
  readonly now: () => number;
  /** Calls `fire` once `ms` have passed; the function returned cancels it. */
  readonly timer: (ms: number, fire: () => void) => () => void;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  timer: (ms, fire) => {
    const handle = setTimeout(fire, ms);
    return () => clearTimeout(handle);
  },
};
