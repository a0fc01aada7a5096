/**
 * Real time that a test may move forward: `now()` is the wall clock plus every skip so far, and a
 * timer fires when either real time or a skip reaches its due time. The web host runs its
 * imports on one only when started with `--test-clock` (tests), so an end-to-end test can skip a
 * 60 s settle wait instead of sitting through it.
 */
import { realScheduler, type Cancel, type Scheduler } from './scheduler.ts';

export interface SkippableClock extends Scheduler {
  /** Moves the clock `ms` forward at once, firing every timer that falls due. */
  skip(ms: number): void;
}

export function createSkippableClock(real: Scheduler = realScheduler): SkippableClock {
  let skipped = 0;
  const now = (): number => real.now() + skipped;
  const pending = new Set<{ readonly at: number; fire(): void }>();

  const after = (ms: number, run: () => void): Cancel => {
    let cancelReal: Cancel = () => undefined;
    const timer = {
      at: now() + ms,
      fire(): void {
        if (!pending.delete(timer)) return;
        cancelReal();
        run();
      },
    };
    pending.add(timer);
    cancelReal = real.after(ms, () => timer.fire());
    return () => {
      pending.delete(timer);
      cancelReal();
    };
  };

  return {
    now,
    after,
    skip(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('a clock only skips forward');
      skipped += ms;
      const due = [...pending].filter((t) => t.at <= now()).sort((a, b) => a.at - b.at);
      for (const timer of due) timer.fire();
    },
  };
}
