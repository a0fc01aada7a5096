/**
 * What the Stock changes section says about what it shows: which days, how the changes split,
 * what the read cost, and when it is not the whole story (stopped at the cap, part failed, read
 * a while ago). Plain strings, so each sentence is tested.
 */
import { REASON_SEARCH_MAX_DAYS } from '../../../shared/inventory/reason-search.ts';
import { formatDate } from '../../format/date.ts';
import { formatInteger } from '../../format/number.ts';
import { dayBefore, daysCovered, type DayRange } from './change-range.ts';
import type { Feed } from './feed.ts';
import { MAX_FEED_CHANGES, type FeedRead } from './read-changes.ts';

function plural(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/** "Today", "Yesterday", "Nov 20, 2026", or "Nov 1, 2026 – Nov 27, 2026". */
export function rangeLabel(range: DayRange, today: string): string {
  if (range.from === range.to) {
    if (range.to === today) return 'Today';
    if (range.to === dayBefore(today)) return 'Yesterday';
    return formatDate(range.from) ?? range.from;
  }
  return `${formatDate(range.from) ?? range.from} – ${formatDate(range.to) ?? range.to}`;
}

/**
 * "43 changes: 2 large adjustments, 38 routine shipping deductions folded into 3 rows, 3 other
 * changes." With "Large adjustments only", which are shown and how many are hidden, by kind.
 */
export function feedSummary(feed: Feed, routineRows: number): string {
  const total = feed.large + feed.routine + feed.other;
  if (total === 0) return 'No stock changes.';
  if (feed.largeOnly) return largeOnlySummary(feed, total);
  const parts = [plural(feed.large, 'large adjustment', 'large adjustments')];
  if (feed.routine > 0) {
    parts.push(
      `${plural(feed.routine, 'routine shipping deduction', 'routine shipping deductions')} folded into ${plural(routineRows, 'row', 'rows')}`,
    );
  }
  if (feed.other > 0) parts.push(plural(feed.other, 'other change', 'other changes'));
  return `${plural(total, 'change', 'changes')}: ${parts.join(', ')}.`;
}

function largeOnlySummary(feed: Feed, total: number): string {
  const hiddenKinds = [
    feed.routine > 0
      ? plural(feed.routine, 'routine shipping deduction', 'routine shipping deductions')
      : null,
    feed.other > 0 ? plural(feed.other, 'other change', 'other changes') : null,
  ].filter((part): part is string => part !== null);
  const hidden = feed.routine + feed.other;
  const untick = 'untick “Large adjustments only” to see them';
  if (feed.large === 0) {
    return `${plural(total, 'change', 'changes')}, none of them a large adjustment (${hiddenKinds.join(', ')}): ${untick}.`;
  }
  const shown = `${plural(total, 'change', 'changes')}: showing ${feed.large === 1 ? 'the 1 large adjustment' : `the ${formatInteger(feed.large)} large adjustments`}`;
  if (hidden === 0) return `${shown}.`;
  return `${shown}; ${hiddenKinds.join(' and ')} hidden: ${untick}.`;
}

/** What reading cost, and why a reason search took several windows. */
export function costWords(read: FeedRead, range: DayRange): string {
  const spent = `${plural(read.requests, 'request', 'requests')}, ${plural(read.credits, 'credit', 'credits')}`;
  if (read.windows <= 1) return `Read in ${spent}.`;
  return `The service searches reasons over at most ${REASON_SEARCH_MAX_DAYS} days a request, so these ${formatInteger(daysCovered(range))} days were read in ${formatInteger(read.windows)} windows: ${spent}.`;
}

/** Why the feed is not the whole range, or null when it is. */
export function incompleteWords(read: FeedRead): string | null {
  if (read.failure) {
    return `Only part of the range was read (${read.failure.message}): the changes shown are the newest ones.`;
  }
  if (read.truncated) {
    return `Showing the newest ${formatInteger(MAX_FEED_CHANGES)} changes only: narrow the range to see older ones.`;
  }
  return null;
}

/** Said once a read is FEED_FRESH_MS old or more: how old, and that newer changes are missing. */
export function staleWords(readAt: number, now: number, freshMs: number): string | null {
  const minutes = Math.floor((now - readAt) / 60_000);
  if (now - readAt < freshMs) return null;
  return `Read ${plural(minutes, 'minute', 'minutes')} ago: changes since then are not shown.`;
}

/** The empty feed's sentence: what was asked for, so an empty list is not mistaken for a fault. */
export function emptyWords(
  range: DayRange,
  today: string,
  sku: string | null,
  reason: string | null,
): string {
  const label = rangeLabel(range, today);
  const when = label === 'Today' || label === 'Yesterday' ? label.toLowerCase() : `in ${label}`;
  const what = sku ? ` for ${sku}` : '';
  const why = reason ? ` with “${reason}” in its reason` : '';
  return `Nothing moved ${when}${what}${why}.`;
}
