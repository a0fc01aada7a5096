/** A clock (a Scheduler) that moves only when the test says; timers fire when it passes their time. */
export function manualClock(start = 0) {
  let t = start;
  const timers: { at: number; fire: () => void; live: boolean }[] = [];
  return {
    now: () => t,
    after: (ms: number, fire: () => void) => {
      const entry = { at: t + ms, fire, live: true };
      timers.push(entry);
      return () => void (entry.live = false);
    },
    waiting: () => timers.filter((e) => e.live).length,
    /** How long until the soonest live timer is due; null when none waits. */
    nextIn: (): number | null => {
      const live = timers.filter((e) => e.live).map((e) => e.at - t);
      return live.length === 0 ? null : Math.max(0, Math.min(...live));
    },
    advance(ms: number) {
      t += ms;
      for (const entry of timers.filter((e) => e.live && e.at <= t)) {
        entry.live = false;
        entry.fire();
      }
    },
  };
}
