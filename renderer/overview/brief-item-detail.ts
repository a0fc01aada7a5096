/**
 * The one line of detail an item of the brief shows. Main's words as they come, except where
 * main carries a time as data (`at`) for it to be shown as the app shows service dates, not as
 * the service wrote it: a late order's ship date ("Due 27 Nov 2026, 09:35"), and when an overdue
 * return arrived ("Arrived 25 Nov 2026, 07:40, not processed": its `at` is the moment it became
 * overdue, the shared rule's hours after it arrived).
 */
import type { BriefItem, BriefKind } from '../../shared/brief/brief.ts';
import { serviceTimeMs, toServiceTime } from '../../shared/dates/service-time.ts';
import { OVERDUE_AFTER_HOURS } from '../../shared/returns/overdue.ts';
import { formatDateTime } from '../format/date.ts';
import type { Locale } from '../format/locale.ts';

function arrivedAt(overdueAt: string): string | null {
  const ms = serviceTimeMs(overdueAt);
  return ms === null ? null : toServiceTime(ms - OVERDUE_AFTER_HOURS * 3_600_000);
}

export function briefItemDetail(kind: BriefKind, item: BriefItem, locale?: Locale): string {
  if (kind === 'became-late') {
    const due = formatDateTime(item.at, locale);
    return due === null ? item.detail : `Due ${due}`;
  }
  if (kind === 'returns-overdue') {
    const arrived = formatDateTime(arrivedAt(item.at), locale);
    return arrived === null ? item.detail : `Arrived ${arrived}, not processed`;
  }
  return item.detail;
}
