/**
 * The brief's period and the service's clock words. The period starts at local midnight at the
 * start of yesterday and runs to now; a new local day moves it on. The service writes times
 * without a zone, in UTC (as the sandbox does and the returns rule reads them); filters are sent
 * in the same form.
 */

const DAY_MS = 86_400_000;

/** Local midnight at the start of yesterday, for a clock reading `nowMs`. */
export function periodStartMs(nowMs: number): number {
  const today = new Date(nowMs);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).getTime();
}

/** `YYYY-MM-DDTHH:MM:SS` in UTC, as the service writes and reads times. */
export function serviceTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

export { DAY_MS };
