/** A clock for toast tests: nothing runs until the test moves time on. */
import type { ToastSchedule } from '../ToastProvider.tsx';

export interface ManualSchedule {
  readonly schedule: ToastSchedule;
  /** Moves time on by `ms`, running every task that falls due, in order. */
  readonly advance: (ms: number) => void;
}

export function manualSchedule(): ManualSchedule {
  let now = 0;
  let nextId = 0;
  const tasks = new Map<number, { readonly at: number; readonly task: () => void }>();
  const schedule: ToastSchedule = (task, ms) => {
    const id = nextId++;
    tasks.set(id, { at: now + ms, task });
    return () => tasks.delete(id);
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...tasks.entries()]
        .filter(([, t]) => t.at <= until)
        .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
      if (due === undefined) break;
      const [id, { at, task }] = due;
      tasks.delete(id);
      now = at;
      task();
    }
    now = until;
  };
  return { schedule, advance };
}
