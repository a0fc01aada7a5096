/** What the Late & at risk list says about itself. */
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';
import type { LateRow } from './late-rows.ts';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * "3 late orders and 2 at risk (due within a day), oldest first." While pages remain, only the
 * late ones read so far are counted: at-risk orders are due last, so they come after every late
 * one.
 */
export function lateCountText(rows: readonly Pick<LateRow, 'lateness'>[], more: boolean): string {
  const late = rows.filter((row) => row.lateness === 'late').length;
  const atRisk = rows.length - late;
  if (more && rows.length === 0) {
    return 'No late order among the orders read so far; more remain to be read.';
  }
  if (more) {
    return `First ${plural(late, 'late order')}, oldest first; more load as you scroll, and orders due within a day come after the late ones.`;
  }
  return `${plural(late, 'late order')} and ${atRisk.toLocaleString('en-US')} at risk (due within a day), oldest first.`;
}

/**
 * How the list was made: the service sends the orders of the open status (one status a request),
 * but cannot filter by ship date; orders under an account's own open statuses are not read.
 */
export function lateReadText(read: number): string {
  return `Picked from ${plural(read, `${OPEN_ORDERS_STATUS} order`)} read by ship date: the service cannot filter by ship date, so Floorboard does. Orders under another status (such as on-hold) are not read.`;
}
