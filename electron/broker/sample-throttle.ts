/**
 * Forwards the latest credit sample at most once per interval, always delivering the last one,
 * so the renderer's gauge follows a burst of replies without a message per reply. Time comes
 * from the broker's injected scheduler, never from Date.now.
 */
import type { Cancel, Scheduler } from '../time/scheduler.ts';

export interface SampleThrottleOptions<T> {
  readonly intervalMs: number;
  readonly scheduler: Scheduler;
  readonly emit: (value: T) => void;
}

export interface SampleThrottle<T> {
  push(value: T): void;
  dispose(): void;
}

export function createSampleThrottle<T>(options: SampleThrottleOptions<T>): SampleThrottle<T> {
  const { intervalMs, scheduler, emit } = options;
  let last = -Infinity;
  let pending: { readonly value: T } | null = null;
  let cancel: Cancel | null = null;
  const flush = (): void => {
    cancel = null;
    if (!pending) return;
    last = scheduler.now();
    const { value } = pending;
    pending = null;
    emit(value);
  };
  return {
    push(value) {
      pending = { value };
      if (cancel) return;
      const wait = Math.max(0, last + intervalMs - scheduler.now());
      if (wait === 0) flush();
      else cancel = scheduler.after(wait, flush);
    },
    dispose() {
      cancel?.();
      cancel = null;
    },
  };
}
