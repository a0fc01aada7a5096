/**
 * Credit-bucket arithmetic (docs/service-notes.md "Credits"): a pool of `max` credits restored at
 * `rate` per second. One definition for the sandbox's pool, main's model and the renderer's gauge.
 */

export interface CreditBucket {
  /** Credits available at time `at`. May be fractional between whole-second restores. */
  readonly available: number;
  readonly max: number;
  /** Credits restored per second. */
  readonly rate: number;
  /** Milliseconds since the epoch at which `available` was true. */
  readonly at: number;
}

/** Credits available at `now`, restored linearly and capped at the maximum. */
export function creditsAt(bucket: CreditBucket, now: number): number {
  const elapsed = Math.max(0, now - bucket.at) / 1000;
  return Math.min(bucket.max, bucket.available + elapsed * bucket.rate);
}

/** The bucket re-expressed at `now`. */
export function advance(bucket: CreditBucket, now: number): CreditBucket {
  return { ...bucket, available: creditsAt(bucket, now), at: Math.max(now, bucket.at) };
}

/** The bucket after paying `cost` at `now` (may go negative only if the caller allows it). */
export function spend(bucket: CreditBucket, cost: number, now: number): CreditBucket {
  const current = advance(bucket, now);
  return { ...current, available: current.available - cost };
}

/** The bucket after `credits` are returned at `now`, capped at the maximum. */
export function refund(bucket: CreditBucket, credits: number, now: number): CreditBucket {
  const current = advance(bucket, now);
  return { ...current, available: Math.min(current.max, current.available + credits) };
}

/**
 * Seconds until the bucket can pay `cost`: 0 when it can now, Infinity when it never can (the
 * cost exceeds the maximum or nothing is restored).
 */
export function secondsUntilAffordable(bucket: CreditBucket, cost: number, now: number): number {
  if (cost > bucket.max) return Infinity;
  const deficit = cost - creditsAt(bucket, now);
  if (deficit <= 0) return 0;
  if (bucket.rate <= 0) return Infinity;
  return deficit / bucket.rate;
}

/** Seconds until the bucket is full again. */
export function secondsUntilFull(bucket: CreditBucket, now: number): number {
  return secondsUntilAffordable(bucket, bucket.max, now);
}
