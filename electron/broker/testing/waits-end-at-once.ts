import { realScheduler, type Scheduler } from '../../time/scheduler.ts';

/**
 * The broker's scheduler for tests over the real sandbox that should not sit through retries'
 * backoffs: the clock is real time, as the sandbox's is, and every wait ends on the next timer
 * turn (about a millisecond) instead of after its time. A timer, not the next immediate: the
 * pacer runs on this scheduler too and re-checks until real time has restored what it waits for,
 * and at every immediate that would spin, costing the fault suite half its CPU time again.
 */
export const waitsEndAtOnce: Scheduler = {
  now: () => realScheduler.now(),
  after: (_ms, run) => {
    const handle = setTimeout(run, 0);
    return () => clearTimeout(handle);
  },
};
