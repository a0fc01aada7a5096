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
