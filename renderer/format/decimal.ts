import { numberFormat, type Locale } from './locale.ts';

/**
 * Money and prices arrive as decimal strings ("28.05", "-3.5", ""; docs/service-notes.md "Values").
 * They are never turned into floating point: the integer digits are grouped through Intl with a
 * BigInt (exact at any length), and the fraction digits are copied as they are, behind the locale's
 * decimal separator. Padding to a currency's minor digits only appends zeros; nothing is ever
 * rounded.
 */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

export interface ParsedDecimal {
  readonly negative: boolean;
  /** Integer digits without leading zeros ("0" for none). */
  readonly integer: string;
  readonly fraction: string;
}

/** `null` for anything that is not a plain decimal string (exponents, commas, words). */
export function parseDecimal(value: string): ParsedDecimal | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, int = '', fraction = ''] = match;
  if (int === '' && fraction === '') return null;
  const integer = int.replace(/^0+(?=\d)/, '') || '0';
  const zero = /^0*$/.test(integer + fraction);
  return { negative: sign === '-' && !zero, integer, fraction };
}

export interface DecimalFormatOptions {
  /** ISO 4217 code ("USD"): adds the locale's symbol and pads to the currency's minor digits. */
  readonly currency?: string | null;
  /** Pads (never truncates) the fraction to at least this many digits. */
  readonly minFractionDigits?: number;
  readonly locale?: Locale;
}

/**
 * Formats a decimal string for display. Returns `null` for empty values (`""`, `null`) so the
 * caller renders its empty marker, and the input unchanged when it is not a decimal string.
 */
export function formatDecimal(
  value: string | null | undefined,
  options: DecimalFormatOptions = {},
): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = parseDecimal(value);
  if (!parsed) return value;
  const { format, minorDigits } = formatterFor(options);
  const minDigits = options.minFractionDigits ?? minorDigits;
  const fraction = parsed.fraction.padEnd(minDigits, '0');

  const grouped = format
    .formatToParts(BigInt(parsed.integer))
    .filter((p) => p.type === 'integer' || p.type === 'group')
    .map((p) => p.value)
    .join('');
  const decimalSign = decimalSeparator(options.locale);

  // A template of the sign and currency placement for this locale, e.g. "-$1" or "1 €".
  const template = format.formatToParts(parsed.negative ? -1n : 1n);
  let out = '';
  for (const part of template) {
    if (part.type === 'integer') {
      out += grouped + (fraction.length > 0 ? decimalSign + fraction : '');
    } else if (part.type !== 'decimal' && part.type !== 'fraction') {
      out += part.value;
    }
  }
  return out;
}

/** Shorthand for prices and totals with an optional currency code. */
export function formatMoney(
  value: string | null | undefined,
  currency?: string | null,
  locale?: Locale,
): string | null {
  return formatDecimal(value, { currency: currency ?? null, locale });
}

/** The formatter for sign, grouping and symbol, and the currency's minor digits (2 for USD). */
function formatterFor(options: DecimalFormatOptions): {
  format: Intl.NumberFormat;
  minorDigits: number;
} {
  const currency = options.currency?.trim().toUpperCase();
  if (currency && /^[A-Z]{3}$/.test(currency) && isKnownCurrency(currency)) {
    const style = { style: 'currency', currency } as const;
    return {
      format: numberFormat(options.locale, { ...style, maximumFractionDigits: 0 }),
      minorDigits: numberFormat(options.locale, style).resolvedOptions().maximumFractionDigits ?? 2,
    };
  }
  return { format: numberFormat(options.locale, { maximumFractionDigits: 0 }), minorDigits: 0 };
}

/** Intl accepts any well-formed code; unknown ones would show as "ABC 1.00", which is fine. */
function isKnownCurrency(code: string): boolean {
  try {
    numberFormat(undefined, { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

function decimalSeparator(locale: Locale): string {
  const part = numberFormat(locale, { minimumFractionDigits: 1 })
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}
