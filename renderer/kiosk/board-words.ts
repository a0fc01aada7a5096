/** The floor board's times and statuses, in words a floor worker reads at a glance. */
import { parseServiceDate } from '../format/date.ts';
import { dateFormat, type Locale } from '../format/locale.ts';

/** "14:05" (or "2:05 PM"): when the data on screen was fetched. */
export function formatClock(at: number, locale?: Locale): string {
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));
}

/** "23 Aug, 14:56": an order's date, short enough for a queue row (the year is this one). */
export function formatOrderDate(value: string | null, locale?: Locale): string {
  const date = parseServiceDate(value);
  if (date === null) return '';
  return dateFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** "Awaiting pickup" for the API's free-string status "awaiting-pickup". */
export function statusLabel(status: string): string {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'No status' : words.charAt(0).toUpperCase() + words.slice(1);
}
