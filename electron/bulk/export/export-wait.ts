/**
 * The pacer's wait as an export sees it. The credit model reports the wait of whatever heads the
 * pacer's queue; the catalogue copy (`sync`) ranks after an export's pages, so when its page
 * heads the queue no export page is waiting, and its wait (up to a minute, for an 800-credit
 * page) is not the export's. Waits of foreground work are: an export page queues behind it.
 */
import type { CreditSample } from '../../../shared/bridge/credits.ts';

export function exportWaitSeconds(
  sample: Pick<CreditSample, 'waitingSeconds' | 'waitingFor'> | null | undefined,
): number | null {
  if (!sample || sample.waitingFor === 'sync') return null;
  return sample.waitingSeconds;
}
