import { numberFormat, type Locale } from './locale.ts';

/** Whole quantities (stock on hand, credits): grouped per locale, no decimals. */
export function formatInteger(value: number, locale?: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A share between 0 and 1 as a percentage. */
export function formatPercent(share: number, locale?: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A signed change (stock adjustments): always shows the sign, "+5" or "−3". */
export function formatSignedInteger(value: number, locale?: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    value,
  );
}
