/**
 * The one rule for "late" and "at risk": an open order is late once its required ship date has
 * passed, and at risk while that date is still ahead but less than a day away. Everything that
 * says an order is late (the Shipments view, the morning brief) asks this module.
 *
 * The service's dates carry no zone; they are read as UTC, as every rule reads them
 * (shared/dates/service-time.ts). `now` is always passed in, so the rule can be tested and re-run
 * as time moves on.
 */
import { serviceTimeMs, toServiceTime } from '../dates/service-time.ts';

/** How far ahead an open order's ship date counts as "at risk". */
export const AT_RISK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Statuses after which nothing is left to ship. Any other status (custom ones too) is open. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set([
  'fulfilled',
  'canceled',
  'cancelled',
  'shipped',
  'delivered',
]);

export type Lateness = 'late' | 'at-risk' | 'on-time';

export interface LatenessInput {
  readonly fulfillment_status?: string | null;
  readonly required_ship_date?: string | null;
}

/** A ship date as an instant (the one shared reading); null when empty or unreadable. */
export const serviceDateMs = serviceTimeMs;

export function isOpenStatus(status: string | null | undefined): boolean {
  return !CLOSED_STATUSES.has((status ?? '').trim().toLowerCase());
}

/** Late, at risk (due within a day) or on time, at `now` (milliseconds since the epoch). */
export function lateness(order: LatenessInput, now: number): Lateness {
  if (!isOpenStatus(order.fulfillment_status)) return 'on-time';
  const due = serviceDateMs(order.required_ship_date);
  if (due === null) return 'on-time';
  if (due < now) return 'late';
  return due - now < AT_RISK_WINDOW_MS ? 'at-risk' : 'on-time';
}

export function isLate(order: LatenessInput, now: number): boolean {
  return lateness(order, now) === 'late';
}

export function isAtRisk(order: LatenessInput, now: number): boolean {
  return lateness(order, now) === 'at-risk';
}

/**
 * The latest required ship date an order can have and still be late or at risk at `now`, as a
 * service date: lists sorted by ship date can stop reading past it.
 */
export function atRiskHorizon(now: number): string {
  return toServiceTime(now + AT_RISK_WINDOW_MS);
}
