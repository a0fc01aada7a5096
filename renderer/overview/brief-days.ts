import type { BriefDays } from './brief-lists.ts';
import { parseBriefTime } from './brief-status-words.ts';
import { localDay } from './today.ts';

/** The brief's period as whole local days: the day it starts (yesterday) through today. */
export function briefDays(since: string, now: number): BriefDays {
  const start = parseBriefTime(since);
  const to = localDay(now);
  const from = start === null ? to : localDay(start.getTime());
  return { from: from > to ? to : from, to };
}
