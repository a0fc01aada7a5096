/**
 * The one overdue rule for returns: more than 48 hours since it arrived without being processed.
 * The service has no arrival field; a return has arrived when one of its lines has received
 * items, and it arrived when the first such line was last updated (`updated_at`). The brief, the
 * alerts and the Returns view all read it from here, with the clock passed in.
 */
import { serviceTimeMs } from '../dates/service-time.ts';
import { isProcessedStatus } from './statuses.ts';

export const OVERDUE_AFTER_HOURS = 48;
const OVERDUE_AFTER_MS = OVERDUE_AFTER_HOURS * 60 * 60 * 1000;

/** The fields of a return the rule reads; the generated query types fit it. */
export interface ReturnArrivalFacts {
  readonly status?: string | null;
  readonly line_items?: readonly (ReturnLineArrival | null)[] | null;
}

export interface ReturnLineArrival {
  readonly quantity_received?: number | null;
  readonly updated_at?: string | null;
}

/** Zone-less service date-times as instants: the one shared reading (UTC). */
export const serviceMs = serviceTimeMs;

/** When the first received items arrived (ms), or null when nothing has arrived yet. */
export function arrivedAtMs(facts: ReturnArrivalFacts): number | null {
  let earliest: number | null = null;
  for (const line of facts.line_items ?? []) {
    if (!line || (line.quantity_received ?? 0) <= 0) continue;
    const at = serviceMs(line.updated_at);
    if (at !== null && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest;
}

/** True when the return arrived more than 48 hours before `nowMs` and is still not processed. */
export function isOverdue(facts: ReturnArrivalFacts, nowMs: number): boolean {
  if (isProcessedStatus(facts.status)) return false;
  const arrived = arrivedAtMs(facts);
  return arrived !== null && nowMs - arrived > OVERDUE_AFTER_MS;
}

/** Whole hours since arrival (for "arrived 3 days ago"), or null when nothing has arrived. */
export function hoursSinceArrival(facts: ReturnArrivalFacts, nowMs: number): number | null {
  const arrived = arrivedAtMs(facts);
  return arrived === null ? null : Math.max(0, Math.floor((nowMs - arrived) / 3_600_000));
}
