/**
 * Other clients of the same account show up only as credits missing from the pool:
 * between two observations the pool should have restored at the account's rate and lost what
 * this client was charged; whatever else is gone, someone else spent. The estimator keeps an
 * exponentially decayed rate of that foreign spending, so pacing can leave others their share.
 */

export interface PoolObservation {
  /** `credits_remaining` as reported (the service floors it). */
  readonly available: number;
  readonly max: number;
  /** Credits restored per second. */
  readonly rate: number;
  /** When it was observed, ms since the epoch. */
  readonly at: number;
}

/**
 * Credits others spent between `previous` and `next`, given this client was charged `own` in
 * between. Timing noise (replies are stamped on arrival, not when the service counted) reads as
 * a few credits either way; anything within `tolerance` counts as nothing.
 */
export function foreignSpend(
  previous: PoolObservation,
  next: PoolObservation,
  own: number,
  tolerance: number,
): number {
  const seconds = Math.max(0, next.at - previous.at) / 1000;
  // Reported values are floored: the pool held up to one credit more at both ends.
  const expected = Math.min(previous.max, previous.available + 0.5 + seconds * previous.rate) - own;
  const missing = expected - (next.available + 0.5);
  return missing > tolerance ? missing : 0;
}

/**
 * Credits of noise to ignore in one observation: the service counted the pool somewhere between
 * sending the request and the reply's headers (`windowMs` apart), while the observation is
 * stamped at the headers; whatever it restored in that window may look missing. Plus rounding.
 */
export const spendTolerance = (rate: number, windowMs: number): number =>
  (rate * Math.max(0, windowMs)) / 1000 + 2;

export interface ForeignRate {
  /** Adds one interval of `seconds` during which others spent `credits`. */
  add(credits: number, seconds: number): void;
  /** Others' spending in credits per second, decayed over the last few seconds; 0 alone. */
  rate(): number;
}

/** Decayed sums of credits and time: recent intervals weigh most, old ones fade within ~τ. */
export function createForeignRate(tauSeconds = 2): ForeignRate {
  let credits = 0;
  let seconds = 0;
  return {
    add(spent, interval) {
      const keep = Math.exp(-Math.max(0, interval) / tauSeconds);
      credits = credits * keep + spent;
      seconds = seconds * keep + Math.max(0, interval);
    },
    // A burst seen over a few milliseconds says someone is busy, not that they spend
    // thousands a second: rates are taken over a quarter of a second at least.
    rate: () => (credits <= 0 ? 0 : credits / Math.max(seconds, 0.25)),
  };
}
