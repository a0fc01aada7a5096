/**
 * How a background client spends a pool it shares with others it cannot see.
 *
 * Every client reads the same pool level from its replies, so a rule that sets the spending
 * rate from that level alone gives every client the same rate, whoever they are and however
 * many: K clients settle where K · rate(level) equals the restore rate, each with a 1/K share,
 * and the level they settle at stays above zero, which keeps code 30 away. A client alone never
 * uses this rule (it drains the pool, which is what the bound assumes).
 */

export interface ShareTuning {
  /** Pool level, as a share of the maximum, at and above which a client may spend the full rate. */
  readonly fullRateLevel: number;
  /** Least share of the rate a client keeps, so nobody starves while the pool is empty. */
  readonly leastRateShare: number;
  /** Seconds of a client's share one page should cost under contention. */
  readonly pageSeconds: number;
  /** Seconds of the others' spending to leave in the pool when sending under contention. */
  readonly marginSeconds: number;
  /** Smallest page worth sending, in credits. */
  readonly minPageCredits: number;
  /** Pages double from max / 2^rampSteps each time a reply shows nobody else spending. */
  readonly rampSteps: number;
  /**
   * Replies showing nobody else spending for this long end contention at once: the decayed rate
   * would take seconds to fade, while a client left alone should drain the pool.
   */
  readonly quietClearsMs: number;
}

/** The settings before the pool benchmark's improvement, kept as its baseline. */
export const BASELINE_SHARE_TUNING: ShareTuning = {
  fullRateLevel: 0.5,
  leastRateShare: 0.05,
  pageSeconds: 0.5,
  marginSeconds: 0.5,
  minPageCredits: 20,
  rampSteps: 4,
  quietClearsMs: 1500,
};

/**
 * K contended clients settle where the pool holds `fullRateLevel · max / K`, and that cushion is
 * what is left unspent when they all finish. At half the maximum (the baseline) four clients of
 * a 4004-credit account left about 500 credits, 0.8 s of restoration; at a fifth the cushion
 * falls to about what a contended send needs anyway (a page plus the margin for the others),
 * so it costs no safety: the pool benchmark shows no more code 30.
 */
export const DEFAULT_SHARE_TUNING: ShareTuning = {
  ...BASELINE_SHARE_TUNING,
  fullRateLevel: 0.2,
};

interface Pool {
  readonly max: number;
  readonly rate: number;
}

/** Credits per second a contended client may spend at pool `level`. */
export function fairRate(level: number, pool: Pool, tuning = DEFAULT_SHARE_TUNING): number {
  const share = level / (pool.max * tuning.fullRateLevel);
  return pool.rate * Math.min(1, Math.max(tuning.leastRateShare, share));
}

/** A page under contention: what the others leave of the rate, over `pageSeconds`. */
export function contendedPageCredits(
  pool: Pool,
  foreignRate: number,
  tuning = DEFAULT_SHARE_TUNING,
): number {
  const own = Math.max(0, pool.rate - foreignRate) * tuning.pageSeconds;
  return Math.min(pool.max, Math.max(tuning.minPageCredits, Math.round(own)));
}

/**
 * Credits to leave in the pool beyond a page, so pages the others send meanwhile still find
 * theirs: what they spend in `marginSeconds`, but at most two pages like ours. More would let a
 * client that believes it is alone, and keeps the pool near empty, shut us out for good: our
 * pages must get through for it to notice them.
 */
export function contentionMargin(
  foreignRate: number,
  page: number,
  tuning = DEFAULT_SHARE_TUNING,
): number {
  return Math.min(foreignRate * tuning.marginSeconds, 2 * page);
}

/**
 * A page alone: as large as the pool pays now, but never so small that requests only trickle
 * (at least `pageSeconds` of restoration, or the first ramp step). Waiting for a full page
 * gains nothing — each page costs one credit more, not a second — and a full-page estimate for
 * the last few records would wait for credits the service then returns.
 */
export function alonePageCredits(
  pool: Pool,
  available: number,
  tuning = DEFAULT_SHARE_TUNING,
): number {
  const chunk = Math.max(pool.rate * tuning.pageSeconds, pool.max / 2 ** tuning.rampSteps);
  return Math.min(pool.max, Math.max(Math.floor(chunk), Math.floor(available)));
}

/**
 * Slow start for bulk work: the first pages are small, and double while replies show the pool
 * is ours alone. It costs no time (the first pages are paid from a full pool, which restores
 * from the first one on) and tells a client about others before it stakes a whole pool.
 */
export function rampPageCredits(
  max: number,
  quietStreak: number,
  tuning = DEFAULT_SHARE_TUNING,
): number {
  const steps = Math.min(quietStreak, tuning.rampSteps) - tuning.rampSteps;
  return Math.max(Math.min(max, tuning.minPageCredits), Math.floor(max * 2 ** steps));
}
