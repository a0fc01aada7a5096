import { parseDecimal } from './decimal.ts';

/**
 * Validation for decimal strings typed into forms (prices, values): checked as text so what is
 * sent is exactly what was typed, trimmed. Returns a message for the field, or `null` when fine.
 */
export interface DecimalRules {
  readonly required?: boolean;
  readonly allowNegative?: boolean;
  /** Digits after the decimal point (2 for most prices). */
  readonly maxFractionDigits?: number;
}

export function checkDecimal(text: string, rules: DecimalRules = {}): string | null {
  const value = text.trim();
  if (value === '') return rules.required ? 'Enter an amount.' : null;
  const parsed = parseDecimal(value);
  if (!parsed || value.endsWith('.') || value.startsWith('.')) {
    return 'Enter a number such as 12.50 (digits, one point, no thousands separators).';
  }
  if (parsed.negative && !rules.allowNegative) return 'Enter zero or more.';
  const maxDigits = rules.maxFractionDigits;
  if (maxDigits !== undefined && parsed.fraction.length > maxDigits) {
    return `Use at most ${maxDigits} digits after the point.`;
  }
  return null;
}

/** Whole quantities (stock counts): digits only, optionally signed. */
export function checkInteger(
  text: string,
  rules: { readonly required?: boolean; readonly min?: number } = {},
): string | null {
  const value = text.trim();
  if (value === '') return rules.required ? 'Enter a quantity.' : null;
  if (!/^-?\d+$/.test(value)) return 'Enter a whole number.';
  const number = Number(value);
  if (!Number.isSafeInteger(number)) return 'This number is too large.';
  if (rules.min !== undefined && number < rules.min) return `Enter ${rules.min} or more.`;
  return null;
}
