/**
 * Which statuses the Late & at risk list reads. The service filters orders by one exact status,
 * while the lateness rule counts every status but the closed ones as open, custom ones included;
 * so the list reads the open status the service names, then every status the account is seen to
 * use (the recent-orders sample) that the rule does not call closed, one stream each.
 */
import { isOpenStatus } from '../../shared/orders/lateness.ts';
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';

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
