/** Time and timers, injected so the watchdog can be tested with a fake clock. */

export type Cancel = () => void;

export interface Scheduler {
  now(): number;
  after(ms: number, run: () => void): Cancel;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** Resolves once `ms` have passed on `scheduler` (at once for a negative wait, on its next timer). */
export const waitOn = (scheduler: Pick<Scheduler, 'after'>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    scheduler.after(Math.max(0, ms), resolve);
  });
