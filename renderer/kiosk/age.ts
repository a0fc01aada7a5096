/** How old the board's data is, in words a floor worker reads at a glance. */
import { parseServiceDate } from '../format/date.ts';
import { dateFormat, type Locale } from '../format/locale.ts';
import { formatInteger } from '../format/number.ts';

/** "Updated just now", "Updated 40 s ago", "Updated 2 min ago", "Updated 1 h 5 min ago". */
export function formatAge(ageMs: number, locale?: Locale): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${formatInteger(seconds, locale)} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${formatInteger(minutes, locale)} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? `Updated ${formatInteger(hours, locale)} h ago`
    : `Updated ${formatInteger(hours, locale)} h ${formatInteger(rest, locale)} min ago`;
}

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
