/**
 * Which shipments the Shipped list shows: a day ('today' or 'yesterday', the person's own
 * calendar days) or a range of days, optionally one carrier's. Plain data, so other views (the
 * morning brief, the overview) can ask for a list by describing it.
 */
import {
  isLocalDay,
  localDay,
  localDayStart,
  serviceWindowOfLocalDays,
} from '../format/local-day.ts';

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

export class ShippedFilterError extends Error {
  override readonly name = 'ShippedFilterError';
}

function dayBefore(day: string): string {
  return localDay(localDayStart(day) - 12 * 3_600_000);
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
    if (!isLocalDay(day)) {
      throw new ShippedFilterError(`“${day}” is not a date (YYYY-MM-DD).`);
    }
  }
  if (filter.from > filter.to) {
    throw new ShippedFilterError(`The range starts (${filter.from}) after it ends (${filter.to}).`);
  }
  return { from: filter.from, to: filter.to };
}

/**
 * The service's `date_from`/`date_to` for the filter: the person's whole days, first to last
 * second, written in service time (renderer/format/local-day.ts).
 */
export function shippedDateArguments(
  filter: ShippedFilter,
  now: number,
): { dateFrom: string; dateTo: string } {
  const { from, to } = shippedDays(filter, now);
  const window = serviceWindowOfLocalDays(from, to);
  return { dateFrom: window.from, dateTo: window.to };
}
