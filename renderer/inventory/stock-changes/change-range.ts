/**
 * The Stock changes feed's days, checked, and the service windows they are read in. Days are the
 * person's calendar days (YYYY-MM-DD), sent as the service times of their local midnights (first
 * to last second, renderer/format/local-day.ts), as the Shipped list's day filter is. A reason search may cover at most REASON_SEARCH_MAX_DAYS a
 * request, so a longer range is split into windows of that many whole days, newest first (the
 * feed lists newest first, and a read cut short keeps the newest).
 */
import { REASON_SEARCH_MAX_DAYS } from '../../../shared/inventory/reason-search.ts';
import { serviceWindowOfLocalDays } from '../../format/local-day.ts';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export class StockChangesRangeError extends Error {
  override readonly name = 'StockChangesRangeError';
}

export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** A window as the service takes it: `date_from` / `date_to`, both inclusive. */
export interface ServiceWindow {
  readonly from: string;
  readonly to: string;
}

/** Calendar day number (days since 1970-01-01) of a YYYY-MM-DD that exists; null otherwise. */
function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  const exists = back.getUTCMonth() === month - 1 && back.getUTCDate() === date;
  return exists ? ms / DAY_MS : null;
}

function dayText(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD (yesterday of today). */
export function dayBefore(day: string): string {
  const number = dayNumber(day);
  if (number === null) throw new StockChangesRangeError(`“${day}” is not a date (YYYY-MM-DD).`);
  return dayText(number - 1);
}

/** How many calendar days a checked range covers, both ends included. */
export function daysCovered(range: DayRange): number {
  return (dayNumber(range.to) ?? 0) - (dayNumber(range.from) ?? 0) + 1;
}

/**
 * The range, if it is two real days in order and not after `today`: anything else is a
 * StockChangesRangeError saying what is wrong, never a silently empty feed.
 */
export function checkRange(range: DayRange, today: string): DayRange {
  for (const day of [range.from, range.to]) {
    if (dayNumber(day) === null)
      throw new StockChangesRangeError(`“${day}” is not a date (YYYY-MM-DD).`);
  }
  if (range.from > range.to) {
    throw new StockChangesRangeError(
      `The range starts (${range.from}) after it ends (${range.to}).`,
    );
  }
  if (range.from > today) {
    throw new StockChangesRangeError(
      `The range starts after today (${today}): nothing has happened yet.`,
    );
  }
  return range;
}

/**
 * The service windows for a checked range, newest first: one for the whole range, or, when
 * reasons are searched, one per REASON_SEARCH_MAX_DAYS whole days.
 */
export function serviceWindows(range: DayRange, reasonSearch: boolean): ServiceWindow[] {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  if (first === null || last === null) return [];
  const span = reasonSearch ? REASON_SEARCH_MAX_DAYS : last - first + 1;
  const windows: ServiceWindow[] = [];
  for (let end = last; end >= first; end -= span) {
    const start = Math.max(first, end - span + 1);
    windows.push(serviceWindowOfLocalDays(dayText(start), dayText(end)));
  }
  return windows;
}
