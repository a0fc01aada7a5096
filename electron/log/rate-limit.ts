import type { LogFields, Logger } from './logger.ts';

/**
 * A warning that a misbehaving page could trigger thousands of times a second (malformed bridge
 * frames, refused IPC senders) is logged at most `max` times per window; the next line that gets
 * through says how many were left out. The clock is injected (tests).
 */
export interface RateLimitOptions {
  readonly max: number;
  readonly windowMs: number;
  readonly now?: () => number;
}

export type WarnFn = (message: string, fields?: LogFields) => void;

export function rateLimitedWarn(log: Logger, options: RateLimitOptions): WarnFn {
  const now = options.now ?? Date.now;
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  let suppressed = 0;
  return (message, fields) => {
    const time = now();
    if (time - windowStart >= options.windowMs) {
      windowStart = time;
      count = 0;
    }
    if (count >= options.max) {
      suppressed += 1;
      return;
    }
    count += 1;
    const extra = suppressed > 0 ? { suppressedBefore: suppressed } : {};
    suppressed = 0;
    log.warn(message, { ...fields, ...extra });
  };
}
