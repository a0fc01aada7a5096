import { realScheduler, type Scheduler } from '../../time/scheduler.ts';

/**
 * The broker's scheduler for tests over the real sandbox that should not sit through retries'
 * backoffs: the clock is real time, as the sandbox's is, and every wait ends on the next turn of
 * the event loop instead of after its time.
 */
export const waitsEndAtOnce: Scheduler = {
  now: () => realScheduler.now(),
  after: (_ms, run) => {
    const handle = setImmediate(run);
    return () => clearImmediate(handle);
  },
};
