/**
 * Credits spent over the last hour, minute by minute: what this app was charged (every reply says
 * so) and what other clients of the account took (credits missing from the pool between two
 * observations, as the credit model infers them). The overview shows it; it costs no request.
 */
import type { CreditUsage, UsageMinute } from '../../shared/bridge/credits.ts';

export const USAGE_WINDOW_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

export interface UsageLedger {
  /** Adds what was spent in the interval ending at `at` (ms since the epoch). */
  add(at: number, ours: number, others: number): void;
  /** The hour up to `now`; `since` is later when the ledger started within the hour. */
  usage(now: number): CreditUsage;
}

export function createUsageLedger(): UsageLedger {
  // Keyed by the minute's start; at most 61 entries live at any time.
  const minutes = new Map<number, { ours: number; others: number }>();
  let startedAt: number | null = null;
  let latest = -Infinity;

  const prune = (now: number): void => {
    const oldest = Math.floor((now - USAGE_WINDOW_MS) / MINUTE_MS) * MINUTE_MS;
    for (const start of minutes.keys()) if (start <= oldest) minutes.delete(start);
  };

  return {
    add(at, ours, others) {
      if (!Number.isFinite(at)) return;
      startedAt ??= at;
      const start = Math.floor(at / MINUTE_MS) * MINUTE_MS;
      const entry = minutes.get(start) ?? { ours: 0, others: 0 };
      // Negative or non-finite amounts are noise in an observation, never a refund.
      entry.ours += Number.isFinite(ours) ? Math.max(0, ours) : 0;
      entry.others += Number.isFinite(others) ? Math.max(0, others) : 0;
      minutes.set(start, entry);
      latest = Math.max(latest, at);
      prune(latest);
    },
    usage(now) {
      prune(now);
      const list: UsageMinute[] = [...minutes.entries()]
        .filter(([start]) => start <= now)
        .sort(([a], [b]) => a - b)
        .map(([at, entry]) => ({
          at,
          ours: Math.round(entry.ours),
          others: Math.round(entry.others),
        }));
      const sum = (pick: (m: UsageMinute) => number) => list.reduce((t, m) => t + pick(m), 0);
      return {
        since: Math.max(now - USAGE_WINDOW_MS, startedAt ?? now),
        until: now,
        ours: sum((m) => m.ours),
        others: sum((m) => m.others),
        minutes: list,
      };
    },
  };
}
