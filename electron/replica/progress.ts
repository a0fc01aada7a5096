/**
 * The first sync's time left in credit terms: what is still to fetch costs about one credit a
 * product (plus one a page), the pool holds `available` now and restores `rate` a second, so the
 * rest can be paid in (remaining − available) / rate seconds at the earliest.
 */
import type { CreditSample } from '../../shared/bridge/credits.ts';

export function secondsLeft(
  records: number,
  estimatedTotal: number | null,
  sample: CreditSample | null,
): number | null {
  if (estimatedTotal === null || sample === null || sample.rate <= 0) return null;
  const remaining = Math.max(0, estimatedTotal - records);
  if (remaining === 0) return 0;
  // Pages are as large as the per-operation maximum allows: one extra credit each.
  const credits = remaining + Math.ceil(remaining / Math.max(1, sample.max - 1));
  return Math.max(0, Math.ceil((credits - sample.available) / sample.rate));
}
