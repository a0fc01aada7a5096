/**
 * Locale-aware formatting for the views. Everything takes an optional locale and defaults to the
 * user's. Money stays a decimal string end to end: `formatMoney` / `formatDecimal` never parse it
 * into a float, and `checkDecimal` validates what the user typed without converting it.
 *
 * - formatInteger, formatNumber, formatPercent, formatSignedInteger   (number.ts)
 * - formatDateTime, formatDate, parseServiceDate, formatTimestamp, formatClockTime,
 *   formatDuration                                                       (date.ts)
 * - formatDecimal, formatMoney, parseDecimal                             (decimal.ts)
 * - checkDecimal, checkInteger                                           (decimal-input.ts)
 */
export * from './number.ts';
export * from './date.ts';
export * from './decimal.ts';
export * from './decimal-input.ts';
export type { Locale } from './locale.ts';
