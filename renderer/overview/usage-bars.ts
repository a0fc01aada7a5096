/**
 * The last hour's spending as 60 one-minute bars, this app's stacked under others', scaled to
 * the busiest minute. Plain data for a plain SVG: no chart library for 60 rectangles.
 */
import type { CreditUsage } from '../../shared/bridge/credits.ts';

const MINUTE_MS = 60_000;
export const BAR_MINUTES = 60;

export interface UsageBar {
  /** The minute's start. */
  readonly at: number;
  readonly ours: number;
  readonly others: number;
}

/** One bar per minute of the hour ending with `usage.until`'s minute, oldest first. */
export function usageBars(usage: CreditUsage): UsageBar[] {
  const last = Math.floor(usage.until / MINUTE_MS) * MINUTE_MS;
  const byMinute = new Map(usage.minutes.map((m) => [m.at, m]));
  return Array.from({ length: BAR_MINUTES }, (_, i) => {
    const at = last - (BAR_MINUTES - 1 - i) * MINUTE_MS;
    const minute = byMinute.get(at);
    return { at, ours: minute?.ours ?? 0, others: minute?.others ?? 0 };
  });
}

/** The busiest minute's total; 0 for an idle hour. */
export function busiestMinute(bars: readonly UsageBar[]): number {
  return Math.max(0, ...bars.map((bar) => bar.ours + bar.others));
}
