/**
 * Forwards the latest credit sample at most once per interval, always delivering the last one,
 * so the renderer's gauge follows a burst of replies without a message per reply. Time comes
 * from the broker's injected clock and timer, never from Date.now.
 */
export interface SampleThrottleOptions<T> {
  readonly intervalMs: number;
  readonly now: () => number;
  /** Runs `task` after `ms`; returns a cancel function. */
  readonly schedule: (task: () => void, ms: number) => () => void;
  readonly emit: (value: T) => void;
}

export interface SampleThrottle<T> {
  push(value: T): void;
  dispose(): void;
}

export function createSampleThrottle<T>(options: SampleThrottleOptions<T>): SampleThrottle<T> {
  const { intervalMs, now, schedule, emit } = options;
  let last = -Infinity;
  let pending: { readonly value: T } | null = null;
  let cancel: (() => void) | null = null;
  const flush = (): void => {
    cancel = null;
    if (!pending) return;
    last = now();
    const { value } = pending;
    pending = null;
    emit(value);
  };
  return {
    push(value) {
      pending = { value };
      if (cancel) return;
      const wait = Math.max(0, last + intervalMs - now());
      if (wait === 0) flush();
      else cancel = schedule(flush, wait);
    },
    dispose() {
      cancel?.();
      cancel = null;
    },
  };
}

export function scheduleWithTimers(task: () => void, ms: number): () => void {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
}
