/**
 * The request-count cap (docs/service-notes.md "Limits"): at most `limit` requests in the last
 * `windowMs`; past it, HTTP 429 until the count falls below the threshold. Refused requests are not
 * counted, so a client that waits recovers.
 */
export interface RequestLimiter {
  /** Counts the request and returns 0, or returns the seconds until one would be allowed. */
  take(key: string): number;
}

export function createRequestLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
): RequestLimiter {
  const logs = new Map<string, number[]>();
  return {
    take(key) {
      const t = now();
      const log = logs.get(key) ?? [];
      let expired = 0;
      while (expired < log.length && (log[expired] ?? 0) <= t - windowMs) expired++;
      if (expired > 0) log.splice(0, expired);
      if (log.length >= limit) {
        const oldest = log[0] ?? t;
        return Math.max(1, Math.ceil((oldest + windowMs - t) / 1000));
      }
      log.push(t);
      logs.set(key, log);
      return 0;
    },
  };
}
