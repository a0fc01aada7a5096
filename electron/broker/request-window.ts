/**
 * The service's other limit: a count of requests per account in a sliding window (7,000 in any
 * 5 minutes, HTTP 429 beyond; docs/service-notes.md "Limits"), whatever each request costs. The
 * pacer asks here before any request leaves, so a long import never meets a 429:
 *
 * - every request of ours is counted; none leaves while this client alone has used the whole cap
 *   in the window;
 * - background work (imports, exports, the catalogue copy) paces itself to a share of the cap,
 *   as a bucket that holds a fifth of that share and refills with the rest spread over the
 *   window — so in any window it makes at most its share, evenly, and the account's people and
 *   other desktops keep the rest.
 *
 * It counts only this client's requests: a 429 caused by others is still met by the broker's
 * back-off (send-with-retries.ts).
 */
import type { Priority } from '../../shared/bridge/contract.ts';

/** The service's cap: requests per account in any window of this length. */
export const REQUEST_LIMIT = 7000;
export const REQUEST_WINDOW_MS = 300_000;
/** Share of background's allowance it may send at once; the rest is spread over the window. */
const BURST_SHARE = 0.2;
/**
 * Share of the cap background pacing never plans to use: room for requests the pacer does not
 * see (the pacer's own looks at the pool) and for a person's requests while an import runs.
 * Without it a one-request-per-row import at the whole cap met two 429s in 10,000 requests.
 */
const HEADROOM = 0.05;

export interface RequestWindowOptions {
  readonly limit?: number;
  readonly windowMs?: number;
  /** Share of the cap background work may use in any window. */
  readonly backgroundShare: number;
}

export interface RequestWindow {
  /** Milliseconds until a request of `priority` may leave at `t`; 0: now. */
  waitMs(priority: Priority, t: number): number;
  /** A request left at `t`. */
  sent(priority: Priority, t: number): void;
  /** Requests per second background work may keep up. */
  backgroundRate(): number;
}

export function createRequestWindow(options: RequestWindowOptions): RequestWindow {
  const limit = Math.max(1, options.limit ?? REQUEST_LIMIT);
  const windowMs = Math.max(1, options.windowMs ?? REQUEST_WINDOW_MS);
  const share = Math.min(1, Math.max(0, options.backgroundShare));
  const allowance = limit * share * (1 - HEADROOM);
  const capacity = Math.max(1, allowance * BURST_SHARE);
  /** Background requests per ms; in any window, capacity + rate × window ≤ the allowance. */
  const rate = Math.max(0, allowance - capacity) / windowMs;
  /** When each request in the window left, oldest first. */
  const log: number[] = [];
  let bucket = { tokens: capacity, at: -Infinity };

  const expire = (t: number): void => {
    let gone = 0;
    while (gone < log.length && (log[gone] ?? t) <= t - windowMs) gone++;
    if (gone > 0) log.splice(0, gone);
  };
  const tokensAt = (t: number): number =>
    bucket.at === -Infinity
      ? capacity
      : Math.min(capacity, bucket.tokens + Math.max(0, t - bucket.at) * rate);

  return {
    waitMs(priority, t) {
      expire(t);
      // Our own requests alone fill the window: wait for the oldest to leave it.
      const full = log.length >= limit ? Math.max(0, (log[0] ?? t) + windowMs - t) : 0;
      if (priority === 'foreground') return full;
      const tokens = tokensAt(t);
      const own = tokens >= 1 ? 0 : rate > 0 ? (1 - tokens) / rate : Infinity;
      return Math.max(full, Math.ceil(own));
    },
    sent(priority, t) {
      expire(t);
      log.push(t);
      if (priority === 'foreground') return;
      bucket = { tokens: tokensAt(t) - 1, at: t };
    },
    backgroundRate: () => rate * 1000,
  };
}
