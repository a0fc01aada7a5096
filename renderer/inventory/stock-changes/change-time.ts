/**
 * When a change happened, as the feed shows it: the time alone when the feed covers one day (the
 * day is the filter's), the date and time otherwise, on the person's clock (the service's time read
 * as the instant it is, renderer/format/date.ts), so a change sits in the local day it is listed under.
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
