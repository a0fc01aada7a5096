/**
 * Date filters. The service reads an `ISODateTime` argument as `YYYY-mm-dd HH:MM:SS` or
 * `YYYY-mm-ddTHH:MM:SS`, and public clients add a `+00:00` suffix; it then compares instants, so
 * the same moment written either way selects the same records (docs/service-notes.md "Values").
 * An argument that is no date is a bad argument (code 3), raised before any record is read.
 */
import { optionalString } from '../args.ts';
import type { Args } from '../context.ts';
import { isoDateTime } from '../../data/types.ts';
import { badArgument } from '../errors.ts';

const DAY_MS = 86_400_000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a calendar date and time, or undefined when a part is out of range. */
function utcMs(parts: readonly number[]): number | undefined {
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = parts;
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const back = new Date(ms);
  // Date.UTC rolls "02-30" over to March: a date that does not round-trip does not exist.
  const exists =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  return exists ? ms : undefined;
}

/** Offset of a `+HH:MM` / `-HH:MM` / `Z` suffix; a zone-less value is the service's own time. */
function offsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  return sign * (hours * 60 + minutes) * 60_000;
}

/** The instant an ISODateTime string names, or undefined when it is not one. */
export function parseDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const ms = utcMs(match.slice(1, 7).map(Number));
  return ms === undefined ? undefined : ms - offsetMs(match[7]);
}

/** An `ISODateTime` argument as an instant; code 3 when it is not one. */
export function instantArg(args: Args, name: string): number | undefined {
  const text = optionalString(args, name);
  if (text === undefined) return undefined;
  const ms = parseDateTime(text.trim());
  if (ms === undefined) {
    throw badArgument(
      `"${name}" is not a valid date time: use YYYY-mm-dd HH:MM:SS or YYYY-mm-ddTHH:MM:SS`,
    );
  }
  return ms;
}

/** A stored value is always the service's own zone-less form, so it parses. */
function storedMs(value: string): number {
  return parseDateTime(value) ?? Number.NaN;
}

export type DateTest = (value: string) => boolean;

const DASH = 45;
const COLON = 58;
const LETTER_T = 84;

/** The stored form `YYYY-mm-ddTHH:MM:SS`, in which text order is time order. */
function isStoredForm(value: string): boolean {
  return (
    value.length === 19 &&
    value.charCodeAt(4) === DASH &&
    value.charCodeAt(7) === DASH &&
    value.charCodeAt(10) === LETTER_T &&
    value.charCodeAt(13) === COLON &&
    value.charCodeAt(16) === COLON
  );
}

/** An end as stored text, or undefined when it has no such form (years past 9999, say). */
function storedText(ms: number | undefined): string | undefined {
  if (ms === undefined || !Number.isFinite(ms)) return undefined;
  const text = isoDateTime(ms);
  return isStoredForm(text) && /^\d{4}/.test(text) ? text : undefined;
}

/**
 * Both ends inclusive; an absent end is open. Stored values are compared as text with the ends
 * written the same way, no parsing per record: a filter over 200,000 products reads each value
 * once. A value or end of another form is compared as an instant, as before.
 */
function between(from: number | undefined, to: number | undefined): DateTest {
  if (from === undefined && to === undefined) return () => true;
  // Stored values are whole seconds: on or after `from` is on or after its next whole second,
  // on or before `to` on or before its whole second (a day's end is 23:59:59.999).
  const fromText = storedText(from === undefined ? undefined : Math.ceil(from / 1000) * 1000);
  const toText = storedText(to === undefined ? undefined : Math.floor(to / 1000) * 1000);
  const textual =
    (from === undefined || fromText !== undefined) && (to === undefined || toText !== undefined);
  return (value) => {
    if (textual && isStoredForm(value)) {
      return (
        (fromText === undefined || value >= fromText) && (toText === undefined || value <= toText)
      );
    }
    const ms = storedMs(value);
    return (from === undefined || ms >= from) && (to === undefined || ms <= to);
  };
}

/** The test for an `ISODateTime` pair such as `updated_from` / `updated_to`. */
export function dateTimeRange(args: Args, fromName: string, toName: string): DateTest {
  return between(instantArg(args, fromName), instantArg(args, toName));
}

function dayArg(args: Args, name: string): number | undefined {
  const text = optionalString(args, name);
  if (text === undefined) return undefined;
  const match = DATE.exec(text.trim());
  const ms = match ? utcMs(match.slice(1, 4).map(Number)) : undefined;
  if (ms === undefined) throw badArgument(`"${name}" is not a valid date: use YYYY-mm-dd`);
  return ms;
}

/** The test for a `Date` pair (whole days, both inclusive): `to` reaches the end of its day. */
export function dayRange(args: Args, fromName: string, toName: string): DateTest {
  const to = dayArg(args, toName);
  return between(dayArg(args, fromName), to === undefined ? undefined : to + DAY_MS - 1);
}

/** Days between two instants, for arguments that limit a range's length. */
export function rangeDays(from: number, to: number): number {
  return (to - from) / DAY_MS;
}
