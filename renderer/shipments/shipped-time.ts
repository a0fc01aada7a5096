/** When a shipment went out, short enough for the grid: "Nov 27, 11:02 AM" (no year). */
import { parseServiceDate } from '../format/date.ts';
import { dateFormat, type Locale } from '../format/locale.ts';

export function formatShippedAt(value: string | null | undefined, locale?: Locale): string | null {
  const date = parseServiceDate(value);
  return date
    ? dateFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(date)
    : null;
}
