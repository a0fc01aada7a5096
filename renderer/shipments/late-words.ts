/** What the Late & at risk list says about itself. */
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
 * How the list was made and what it cost: the service sends the orders of one status a request
 * and cannot filter by ship date, so each open status the account uses is read by ship date and
 * Floorboard merges them and picks the late ones.
 */
export function lateReadText(
  read: number,
  statuses: readonly string[],
  cost: { readonly requests: number; readonly credits: number },
  statusesUnknown = false,
): string {
  const which =
    statuses.length === 1 ? `${statuses.join('')} status` : `statuses ${listed(statuses)}`;
  const unknown = statusesUnknown
    ? " The account's other statuses could not be sampled, so orders under them are not read."
    : '';
  return `Picked from ${plural(read, 'open order')} read by ship date under the ${which} (the service filters by one status and cannot filter by ship date, so Floorboard merges and picks): ${plural(cost.requests, 'request')}, ${plural(cost.credits, 'credit')} so far.${unknown}`;
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
