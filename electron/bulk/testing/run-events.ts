import type { Scheduler } from '../../time/scheduler.ts';

/**
 * A test's wait on an import service's own events instead of a real-time poll: `until` checks
 * its condition again at each status the service emits and each timer its runs set, however
 * slow the machine is.
 */
export interface RunEvents {
  /** Called by the service's `emit` (or any other event worth checking again on). */
  readonly signal: () => void;
  /** `scheduler`, with each timer set counted as an event. */
  readonly watch: (scheduler: Scheduler) => Scheduler;
  /** Resolves at the next event: take it before looking, then await it if nothing changed. */
  readonly next: () => Promise<void>;
  /** Resolves once `holds` is true, checked now and again after each event. */
  readonly until: (holds: () => boolean | Promise<boolean>) => Promise<void>;
}

export function createRunEvents(): RunEvents {
  let notify: () => void = () => undefined;
  let next = new Promise<void>((resolve) => (notify = resolve));
  const signal = (): void => {
    const current = notify;
    next = new Promise<void>((resolve) => (notify = resolve));
    current();
  };
  return {
    signal,
    watch: (scheduler) => ({
      now: () => scheduler.now(),
      after: (ms, run) => {
        const cancel = scheduler.after(ms, run);
        signal();
        return cancel;
      },
    }),
    next: () => next,
    until: async (holds) => {
      for (;;) {
        const event = next;
        if (await holds()) return;
        await event;
      }
    },
  };
}
