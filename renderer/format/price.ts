import { formatDecimal, formatMoney } from './decimal.ts';

/**
 * A product's price or value, for every screen that shows one (the products grids, the product
 * pane): in the product's currency when it is known ("$12.50"), else the digits as sent, padded to
 * cents ("12.50"). Never rounded.
 */
export function formatPrice(
  value: string | number,
  currency: string | null | undefined,
): string | null {
  const text = String(value);
  return currency ? formatMoney(text, currency) : formatDecimal(text, { minFractionDigits: 2 });
}

/**
 * A figure that may differ by warehouse: one price when they agree ("$4.00"), the lowest and the
 * highest when they do not ("$4.00–$5.50").
 */
export function formatPriceSpan(
  low: string | number,
  high: string | null | undefined,
  currency: string | null | undefined,
): string | null {
  const from = formatPrice(low, currency);
  if (high === null || high === undefined || from === null) return from;
  const to = formatPrice(high, currency);
  return to === null ? from : `${from}–${to}`;
}
