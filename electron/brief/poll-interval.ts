/**
 * How long to wait before the next background refresh of the brief (while some alert kind is
 * picked): long enough that refreshes use at most `share` of the account's restore rate on
 * average, given what the last one cost, and never more often than once a minute. With no rate
 * known yet, the slowest pace.
 */
export const POLL_MIN_MS = 60_000;
export const POLL_UNKNOWN_RATE_MS = 15 * 60_000;

export function pollIntervalMs(
  lastCost: number,
  ratePerSecond: number | null,
  share: number,
): number {
  if (ratePerSecond === null || ratePerSecond <= 0 || share <= 0) return POLL_UNKNOWN_RATE_MS;
  const ms = (Math.max(1, lastCost) / (share * ratePerSecond)) * 1000;
  return Math.max(POLL_MIN_MS, Math.ceil(ms));
}
