/**
 * The brief's period and the service's clock words. The period starts at local midnight at the
 * start of yesterday and runs to now; a new local day moves it on. The service's zone-less times
 * are read and written as UTC, in the one shared reading (shared/dates/service-time.ts).
 */
import { toServiceTime } from '../../shared/dates/service-time.ts';

const DAY_MS = 86_400_000;

/** Local midnight at the start of yesterday, for a clock reading `nowMs`. */
export function periodStartMs(nowMs: number): number {
  const today = new Date(nowMs);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).getTime();
}

/** `YYYY-MM-DDTHH:MM:SS` in UTC, as the service writes and reads times. */
export const serviceTime = toServiceTime;

export { DAY_MS };
