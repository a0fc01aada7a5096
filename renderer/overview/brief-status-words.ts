/**
 * What the brief says about itself: the period it covers, whether it is up to date (and since
 * when), and what keeping it up to date cost. Plain sentences; `now` is handed in.
 */
import type { Brief } from '../../shared/brief/brief.ts';
import { parseServiceDate } from '../format/date.ts';
import { dateFormat } from '../format/locale.ts';
import { formatInteger } from '../format/number.ts';

export type BriefTone = 'ok' | 'busy' | 'warn' | 'error';

export interface BriefStatusWords {
  readonly text: string;
  readonly tone: BriefTone;
}

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An ISO instant with a zone as it is, one without as local wall-clock time (as the service's). */
export function parseBriefTime(value: string): Date | null {
  if (!ZONED.test(value)) return parseServiceDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * How long "Up to date" stays true after a refresh. Nothing refreshes the brief while no alert is
 * picked, and a brief loaded from disk keeps the state it was saved with, so past this it says
 * only when it was read ("As of 08:12"), in the warning tone.
 */
export const UP_TO_DATE_FOR_MS = 15 * 60_000;

/** "08:12" today, "26 Nov 2026, 17:40" another day. */
function momentWords(date: Date, now: number): string {
  return sameLocalDay(date, new Date(now))
    ? dateFormat(undefined, { timeStyle: 'short' }).format(date)
    : dateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "at 08:12" today, "on 26 Nov 2026, 17:40" another day. */
export function whenWords(value: string, now: number): string {
  const date = parseBriefTime(value);
  if (date === null) return 'at an unknown time';
  return `${sameLocalDay(date, new Date(now)) ? 'at' : 'on'} ${momentWords(date, now)}`;
}

/** "Since Thursday 26 November": the start of the period the brief covers. */
export function sinceWords(since: string): string {
  const date = parseBriefTime(since);
  if (date === null) return 'Since yesterday';
  return `Since yesterday, ${dateFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' }).format(date)}`;
}

/** Up to date, being brought up to date, out of date, or failed, said plainly. */
export function briefStatusWords(brief: Brief, now: number): BriefStatusWords {
  const last = brief.updatedAt === null ? null : whenWords(brief.updatedAt, now);
  const updated = brief.updatedAt === null ? null : parseBriefTime(brief.updatedAt);
  switch (brief.state) {
    case 'fresh':
      if (updated !== null && now - updated.getTime() >= UP_TO_DATE_FOR_MS) {
        return {
          text: `As of ${momentWords(updated, now)}. Refresh to see what changed since.`,
          tone: 'warn',
        };
      }
      return { text: last === null ? 'Up to date.' : `Up to date ${last}.`, tone: 'ok' };
    case 'refreshing':
      return last === null
        ? { text: 'Reading what changed since yesterday…', tone: 'busy' }
        : { text: `Bringing up to date… Last up to date ${last}.`, tone: 'busy' };
    case 'stale':
      return last === null
        ? { text: 'Not read yet: refresh to see what changed since yesterday.', tone: 'warn' }
        : {
            text: `Out of date: last brought up to date ${last}. What changed since is not shown yet.`,
            tone: 'warn',
          };
    case 'error': {
      const why = sentence(brief.error ?? 'No reason was given.');
      return last === null
        ? { text: `The brief could not be read. ${why}`, tone: 'error' }
        : {
            text: `The last refresh failed. ${why} The figures shown were brought up to date ${last}.`,
            tone: 'error',
          };
    }
  }
}

/** A reason as one sentence, full stop included. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const credits = (n: number) => (n === 1 ? '1 credit' : `${formatInteger(n)} credits`);

/** "The last refresh cost 14 credits; 38 credits today." Nothing before the first refresh. */
export function briefCostWords(brief: Brief): string | null {
  if (brief.updatedAt === null) return null;
  return `The last refresh cost ${credits(brief.lastRefreshCredits)}; ${credits(brief.dayCredits)} today.`;
}
