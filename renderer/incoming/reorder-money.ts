/**
 * A reorder's sums from the vendors' decimal prices, exactly: the prices are scaled to whole
 * millionths (BigInt), never turned into floating point, and the total is written back with at
 * least two fraction digits ("12.5" × 3 → "37.50").
 */
import { parseDecimal } from '../format/decimal.ts';

const SCALE_DIGITS = 6;

/** Millionths of a non-negative price; null for anything else (blank, negative, words). */
export function priceUnits(price: string | null): bigint | null {
  const parsed = price === null ? null : parseDecimal(price);
  if (parsed === null || parsed.negative || parsed.fraction.length > SCALE_DIGITS) return null;
  return BigInt(parsed.integer + parsed.fraction.padEnd(SCALE_DIGITS, '0'));
}

export function unitsText(units: bigint): string {
  const digits = units.toString().padStart(SCALE_DIGITS + 1, '0');
  const integer = digits.slice(0, -SCALE_DIGITS);
  const fraction = digits.slice(-SCALE_DIGITS).replace(/0+$/, '').padEnd(2, '0');
  return `${integer}.${fraction}`;
}

/** Σ quantity × price over lines; a line without a known price adds nothing. */
export function lineTotal(lines: readonly { quantity: number; price: string | null }[]): string {
  const units = lines.reduce(
    (sum, line) => sum + BigInt(line.quantity) * (priceUnits(line.price) ?? 0n),
    0n,
  );
  return unitsText(units);
}

export interface CurrencyTotal {
  /** The vendor's currency; null when it is not known (no view:vendors, or none set). */
  readonly currency: string | null;
  readonly total: string;
}

/**
 * The overall total of several POs, one sum per currency in the order first met: vendors bill in
 * their own currencies, and adding dollars to euros would be a wrong figure.
 */
export function totalsByCurrency(parts: readonly CurrencyTotal[]): CurrencyTotal[] {
  const sums = new Map<string | null, bigint>();
  for (const part of parts) {
    sums.set(part.currency, (sums.get(part.currency) ?? 0n) + (priceUnits(part.total) ?? 0n));
  }
  return [...sums].map(([currency, units]) => ({ currency, total: unitsText(units) }));
}
