/**
 * What a request refused with HTTP 429 (the account's request cap) does next, for a single
 * request (send-with-retries.ts) and a batch (send-batch.ts) alike: waits the longer of an
 * exponential backoff with jitter and the Retry-After the service named, and retries; or gives up
 * with `rate-limited` once the retries are spent.
 */
import type { BridgeError } from '../../shared/bridge/errors.ts';
import { backoffMs } from './backoff.ts';
import { waitOn, type Scheduler } from '../time/scheduler.ts';

export interface RateLimitRetryDeps {
  readonly random: () => number;
  /** Whose timer the wait runs on. */
  readonly scheduler: Pick<Scheduler, 'after'>;
  /** Waits allowed per request. */
  readonly limit: number;
}

/**
 * Waits and answers null (send again), or answers the error to give up with.
 * `tries.rateLimited` counts the waits so far and is advanced here.
 */
export async function waitForRateLimit(
  deps: RateLimitRetryDeps,
  retryAfterSeconds: number | null,
  tries: { rateLimited: number },
): Promise<BridgeError | null> {
  if (tries.rateLimited >= deps.limit) {
    return {
      kind: 'rate-limited',
      retryInSeconds: retryAfterSeconds,
      message: 'Too many requests to the service; wait a moment and try again.',
    };
  }
  const backoff = backoffMs(tries.rateLimited++, deps.random);
  await waitOn(deps.scheduler, Math.max(backoff, (retryAfterSeconds ?? 0) * 1000));
  return null;
}
