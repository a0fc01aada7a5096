/**
 * The one reading of the service's zone-less date-times (`2026-11-27T14:00:00`, also with a space,
 * or a bare day): as UTC, the way the service writes them and filters by them. Every rule that
 * compares a service time with the clock (lateness, overdue returns, the morning brief's period
 * and streams) reads it here, so no two of them can disagree about when something happened.
 * Showing a time to a person is renderer/format/date.ts's job.
 */

const SERVICE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** A service time as milliseconds since the epoch; null for empty or unreadable values. */
export function serviceTimeMs(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = SERVICE_TIME.exec(value.trim());
  if (!match) return null;
  // Missing time parts (a bare day) read as midnight.
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? '0'));
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // Date.UTC rolls "2026-02-30" over into March; a day that does not exist is unreadable.
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  return real ? ms : null;
}

/** An instant in the service's words: `YYYY-MM-DDTHH:MM:SS`, UTC, whole seconds. */
export function toServiceTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
