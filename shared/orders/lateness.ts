/**
 * The one rule for "late" and "at risk": an open order is late once its required ship date has
 * passed, and at risk while that date is still ahead but less than a day away. Everything that
 * says an order is late (the Shipments view, the morning brief) asks this module.
 *
 * The service's dates carry no zone; like the app's day filters, they are read as the person's
 * own wall-clock time. `now` is always passed in, so the rule can be tested and re-run as time
 * moves on.
 */

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

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A service date (`2026-11-27T14:00:00`, or a bare day) as the instant it names on this
 * machine's clock; null for empty or unreadable values, which are never late.
 */
export function serviceDateMs(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  // Missing time parts (a bare day) read as midnight.
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? '0'));
  const ms = new Date(year, month - 1, day, hours, minutes, seconds).getTime();
  return Number.isNaN(ms) ? null : ms;
}

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
  const d = new Date(now + AT_RISK_WINDOW_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
