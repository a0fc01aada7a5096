/**
 * Which shipments the Shipped list shows: a day ('today' or 'yesterday', the person's own
 * calendar days) or a range of days, optionally one carrier's. Plain data, so other views (the
 * morning brief, the overview) can ask for a list by describing it.
 */

export type ShippedDay = 'today' | 'yesterday';

interface CarrierChoice {
  /** Only this carrier's labels (as the service names it, e.g. "UPS"); absent for all. */
  readonly carrier?: string | null;
}

export type ShippedFilter =
  | (CarrierChoice & { readonly day: ShippedDay })
  /** `YYYY-MM-DD` days, both inclusive. */
  | (CarrierChoice & { readonly from: string; readonly to: string });

export const DEFAULT_SHIPPED_FILTER: ShippedFilter = { day: 'today' };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class ShippedFilterError extends Error {
  override readonly name = 'ShippedFilterError';
}

/** The local calendar day of `ms`, `YYYY-MM-DD`. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function dayBefore(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date - 1, 12).getTime());
}

/**
 * The first and last day the filter covers, at `now`. A range must be two real days, the first
 * not after the second: anything else is a ShippedFilterError, never a silently empty list.
 */
export function shippedDays(filter: ShippedFilter, now: number): { from: string; to: string } {
  if ('day' in filter) {
    const today = localDay(now);
    const day = filter.day === 'today' ? today : dayBefore(today);
    return { from: day, to: day };
  }
  for (const day of [filter.from, filter.to]) {
    if (!DAY_PATTERN.test(day) || localDay(new Date(`${day}T12:00:00`).getTime()) !== day) {
      throw new ShippedFilterError(`“${day}” is not a date (YYYY-MM-DD).`);
    }
  }
  if (filter.from > filter.to) {
    throw new ShippedFilterError(`The range starts (${filter.from}) after it ends (${filter.to}).`);
  }
  return { from: filter.from, to: filter.to };
}

/** The service's `date_from`/`date_to` for the filter: whole days, first to last second. */
export function shippedDateArguments(
  filter: ShippedFilter,
  now: number,
): { dateFrom: string; dateTo: string } {
  const { from, to } = shippedDays(filter, now);
  return { dateFrom: `${from}T00:00:00`, dateTo: `${to}T23:59:59` };
}
