/**
 * Money as the service sends it: decimal strings with two decimals. Arithmetic happens on integer
 * cents only, so totals always add up exactly (no floating-point money).
 */

export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${fraction}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Parses "12", "12.5" or "-12.50" into cents without going through a float. */
export function parseCents(value: string): number {
  const match = DECIMAL.exec(value);
  if (match === null) throw new RangeError(`not a money string: "${value}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** A rate in basis points applied to cents, rounded half up to the cent. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000);
}
