import type { Cancel, Scheduler } from '../scheduler.ts';

/** A clock that moves only when a test calls `advance`, running due timers in order. */
export interface FakeScheduler extends Scheduler {
  advance(ms: number): void;
  /** Timers not yet run or cancelled. */
  pendingCount(): number;
  /** How long until the soonest timer is due (0 when one is overdue); null when none waits. */
  nextIn(): number | null;
}

export function createFakeScheduler(start = 1_000_000): FakeScheduler {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();

  const after = (ms: number, run: () => void): Cancel => {
    const id = seq++;
    timers.set(id, { at: now + ms, run });
    return () => timers.delete(id);
  };

  const advance = (ms: number): void => {
    const until = now + ms;
    for (;;) {
      let next: [number, { at: number; run: () => void }] | undefined;
      for (const entry of timers) {
        if (entry[1].at <= until && (next === undefined || entry[1].at < next[1].at)) next = entry;
      }
      if (next === undefined) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].run();
    }
    now = until;
  };

  const nextIn = (): number | null => {
    let soonest: number | null = null;
    for (const { at } of timers.values()) soonest = soonest === null ? at : Math.min(soonest, at);
    return soonest === null ? null : Math.max(0, soonest - now);
  };

  return { now: () => now, after, advance, pendingCount: () => timers.size, nextIn };
}
