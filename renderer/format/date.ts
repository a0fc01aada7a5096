import { serviceTimeMs } from '../../shared/dates/service-time.ts';
import { dateFormat, numberFormat, type Locale } from './locale.ts';

/**
 * The service sends `ISODateTime` without a zone (`2024-12-23T12:50:13`), written in UTC
 * (docs/service-notes.md "Values"). A date-time is read as that instant through the one shared
 * reading (shared/dates/service-time.ts) and shown on the person's own clock, so a time on screen
 * agrees with every rule that compares it with now. A bare day (`2024-12-23`, a PO's expected
 * day) is a calendar day, not an instant: it is shown as that day wherever the person is.
 */
const BARE_DAY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

export function parseServiceDate(value: string | null | undefined): Date | null {
  const ms = serviceTimeMs(value);
  if (ms === null || !value) return null;
  if (!BARE_DAY.test(value)) return new Date(ms);
  const day = new Date(ms);
  return new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/** "23 Dec 2024, 12:50" in the user's locale; `null` when there is nothing to show. */
export function formatDateTime(value: string | null | undefined, locale?: Locale): string | null {
  const date = parseServiceDate(value);
  return date ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : null;
}

/** "23 Dec 2024" in the user's locale. */
export function formatDate(value: string | null | undefined, locale?: Locale): string | null {
  const date = parseServiceDate(value);
  return date ? dateFormat(locale, { dateStyle: 'medium' }).format(date) : null;
}

/** A local timestamp (ms since the epoch), e.g. a credit sample or token expiry. */
export function formatTimestamp(ms: number, locale?: Locale): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** Clock time to the minute ("14:20", "2:20 PM"), for when something was last counted. */
export function formatTimeOfDay(ms: number, locale?: Locale): string {
  return dateFormat(locale, { timeStyle: 'short' }).format(new Date(ms));
}

/** Clock time with seconds, for recent events ("12:50:13"). */
export function formatClockTime(ms: number, locale?: Locale): string {
  return dateFormat(locale, { timeStyle: 'medium' }).format(new Date(ms));
}

/**
 * A short duration for waits and countdowns: "8 s", "2 min 5 s", "1 h 4 min". Whole seconds,
 * rounded up so a countdown never shows 0 while something is still waiting.
 */
export function formatDuration(seconds: number, locale?: Locale): string {
  const total = Math.max(0, Math.ceil(seconds));
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  if (total < 60) return unit(total, 'second');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  return secs > 0 ? `${unit(minutes, 'minute')} ${unit(secs, 'second')}` : unit(minutes, 'minute');
}
