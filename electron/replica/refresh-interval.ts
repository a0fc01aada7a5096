/**
 * How long to wait before the next refresh: long enough that refreshing costs at most `share`
 * of the account's restore rate, given what the last refresh cost, within [min, max]. An idle
 * account (two or three credits a refresh) is refreshed every `minMs`; a busy one less often.
 */
export interface IntervalBudget {
  /** Share of the restore rate refreshes may use on average. */
  readonly share: number;
  readonly minMs: number;
  readonly maxMs: number;
}

export const DEFAULT_INTERVAL_BUDGET: IntervalBudget = {
  share: 0.02,
  minMs: 30_000,
  maxMs: 10 * 60_000,
};

export function refreshIntervalMs(
  lastCost: number,
  ratePerSecond: number | null,
  budget: IntervalBudget = DEFAULT_INTERVAL_BUDGET,
): number {
  if (ratePerSecond === null || ratePerSecond <= 0) return budget.maxMs;
  const ms = (Math.max(1, lastCost) / (budget.share * ratePerSecond)) * 1000;
  return Math.min(budget.maxMs, Math.max(budget.minMs, Math.round(ms)));
}
