import { useCreditSample } from '../session/credits-context.tsx';
import { ORDERS_PAGE_SIZE } from './orders-data.ts';

/** Rows before the end at which the next page is asked for, when credits are short. */
export const LATE_LOAD_ROWS = 15;
/** When the pool can pay for a page: most of a page ahead, so scrolling never waits. */
export const EARLY_LOAD_ROWS = 80;

/**
 * How early the orders list loads its next page. A page of OrdersPage is estimated at
 * 1 + page size credits; while the pool holds that (and main is not already pacing), loading
 * early costs nothing the user would miss. With little left, it waits until the end is near.
 */
export function prefetchDistance(
  available: number | null,
  waiting: boolean,
  pageSize = ORDERS_PAGE_SIZE,
): number {
  if (available === null || waiting) return LATE_LOAD_ROWS;
  return available >= 2 * (1 + pageSize) ? EARLY_LOAD_ROWS : LATE_LOAD_ROWS;
}

export function usePrefetchDistance(): number {
  const sample = useCreditSample();
  return prefetchDistance(sample?.available ?? null, (sample?.waitingSeconds ?? null) !== null);
}
