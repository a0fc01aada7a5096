import { formatTimeOfDay } from '../format/date.ts';
import { formatInteger } from '../format/number.ts';
import type { OrderCounts } from './order-counts.ts';
import { COUNTS_REFRESH_MS } from './use-order-counts.ts';

/**
 * "Counted at 14:20 for 13 credits (one per order, plus one per 100). Again every 5 minutes…";
 * after a recount of changes only, "Checked at 14:25 for 3 credits: only the orders changed since
 * the last count were read."
 */
export function countsCostText(counts: OrderCounts | undefined, updatedAt: number): string {
  const every = `Counted again every ${COUNTS_REFRESH_MS / 60_000} minutes while this screen is open.`;
  if (!counts) return `Costs one credit per order counted, plus one per 100. ${every}`;
  const credits = counts.credits === 1 ? '1 credit' : `${formatInteger(counts.credits)} credits`;
  const at = formatTimeOfDay(updatedAt);
  if (counts.read === 'changes') {
    return `Checked at ${at} for ${credits}: only the orders changed since the last count were read. ${every}`;
  }
  return `Counted at ${at} for ${credits} (one per order, plus one per 100). ${every}`;
}
