/**
 * When a change happened, as the feed shows it: the time alone when the feed covers one day (the
 * day is the filter's), the date and time otherwise. The service's wall-clock time, as recorded.
 */
import { formatDateTime, parseServiceDate } from '../../format/date.ts';
import { dateFormat, type Locale } from '../../format/locale.ts';

export function changeTime(
  value: string | null | undefined,
  oneDay: boolean,
  locale?: Locale,
): string | null {
  if (!oneDay) return formatDateTime(value, locale);
  const date = parseServiceDate(value);
  return date ? dateFormat(locale, { timeStyle: 'short' }).format(date) : null;
}
