/**
 * How the open orders are read for lateness, one rule for the Late & at risk list and the morning
 * brief's "became late" line, so the line counts what the list it opens shows. The service filters
 * orders by one exact status, while the lateness rule counts every status but the closed ones as
 * open, custom ones included; so both read the open status the service names, then every status
 * the account is seen to use (the recent-orders sample, status-sample.ts) that the rule does not
 * call closed, one stream each.
 */
import { isOpenStatus } from './lateness.ts';
import { OPEN_ORDERS_STATUS } from './open-orders-status.ts';

/**
 * `pending` first, then the other known open statuses by name, each once, blanks left out. By
 * name, not by use: the sample's counts shift as orders change, and a new order would change the
 * list's cache key and read every stream again.
 */
export function lateStatuses(known: readonly (string | null | undefined)[]): string[] {
  const others = new Set<string>();
  for (const raw of known) {
    const status = (raw ?? '').trim();
    if (status !== '' && status !== OPEN_ORDERS_STATUS && isOpenStatus(status)) others.add(status);
  }
  return [OPEN_ORDERS_STATUS, ...[...others].sort()];
}

/**
 * A status's orders newest ship date first (id breaking ties), as `LateOrdersPage` takes `sort`:
 * reading from a "due since" start stops at the first ship date before it.
 */
export const NEWEST_DUE_FIRST = '-required_ship_date,-id';
