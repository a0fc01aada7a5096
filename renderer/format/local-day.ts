/**
 * The person's calendar days (`YYYY-MM-DD` on their own clock) and the service window that
 * covers them. The service reads and writes its zone-less times as UTC
 * (shared/dates/service-time.ts), so a local day is sent as the instants its local midnights
 * fall on, written in service time: at UTC−5, 27 Nov is `2026-11-27T05:00:00` to
 * `2026-11-28T04:59:59`.
 */
import { toServiceTime } from '../../shared/dates/service-time.ts';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export class LocalDayError extends Error {
  override readonly name = 'LocalDayError';
}

/** The local calendar day of `ms`, `YYYY-MM-DD`. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local calendar day as [year, month index, date]; null when it is no real day. */
function dayParts(day: string): [number, number, number] | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const noon = new Date(year, month, date, 12);
  const real = noon.getMonth() === month && noon.getDate() === date;
  return real ? [year, month, date] : null;
}

/** Whether `day` is a real `YYYY-MM-DD` day. */
export function isLocalDay(day: string): boolean {
  return dayParts(day) !== null;
}

/** The instant a local day starts (its first moment, midnight or whatever a DST change leaves). */
export function localDayStart(day: string): number {
  const parts = dayParts(day);
  if (!parts) throw new LocalDayError(`“${day}” is not a date (YYYY-MM-DD).`);
  const [year, month, date] = parts;
  return new Date(year, month, date).getTime();
}

/**
 * The service's `date_from` / `date_to` (both inclusive, whole seconds) for the local days `from`
 * to `to`: from the first local midnight to the second before the local midnight after `to`.
 */
export function serviceWindowOfLocalDays(from: string, to: string): { from: string; to: string } {
  const parts = dayParts(to);
  if (!parts) throw new LocalDayError(`“${to}” is not a date (YYYY-MM-DD).`);
  const [year, month, date] = parts;
  const end = new Date(year, month, date + 1).getTime() - 1000;
  return { from: toServiceTime(localDayStart(from)), to: toServiceTime(end) };
}
