/**
 * A faster, leaner `isoDateTime` for bulk seeding (Output is identical; seed.test.ts checks). The
 * date part is formatted once per day and cached, the time of day is arithmetic, and the result is
 * built from char codes: concatenation would leave a chain of string pieces per timestamp, which
 * with 100k+ timestamps more than doubles the memory (and garbage-collection time) they take.
 */

import { isoDateTime } from './types.ts';

const DAY_MS = 86_400_000;
const ZERO = 48;
const COLON = 58;
const dayCodes = new Map<number, number[]>();

/** Char codes of "YYYY-MM-DDT" for a day number. */
function codesOfDay(day: number): number[] {
  let codes = dayCodes.get(day);
  if (codes === undefined) {
    const prefix = isoDateTime(day * DAY_MS).slice(0, 11);
    codes = Array.from(prefix, (char) => char.charCodeAt(0));
    dayCodes.set(day, codes);
  }
  return codes;
}

export function fastIsoDateTime(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  const secs = seconds % 60;
  return String.fromCharCode(
    ...codesOfDay(day),
    ZERO + Math.floor(hours / 10),
    ZERO + (hours % 10),
    COLON,
    ZERO + Math.floor(minutes / 10),
    ZERO + (minutes % 10),
    COLON,
    ZERO + Math.floor(secs / 10),
    ZERO + (secs % 10),
  );
}
