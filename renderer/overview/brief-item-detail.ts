/**
 * The one line of detail an item of the brief shows. Main's words as they come, except a late
 * order's: main carries its ship date as data (`at`), and it is shown here as the app shows
 * service dates ("Due 27 Nov 2026, 09:35"), not as the service wrote it.
 */
import type { BriefItem, BriefKind } from '../../shared/brief/brief.ts';
import { formatDateTime } from '../format/date.ts';
import type { Locale } from '../format/locale.ts';

export function briefItemDetail(kind: BriefKind, item: BriefItem, locale?: Locale): string {
  if (kind !== 'became-late') return item.detail;
  const due = formatDateTime(item.at, locale);
  return due === null ? item.detail : `Due ${due}`;
}
