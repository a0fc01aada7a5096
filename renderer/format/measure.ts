/**
 * Product sizes as the service sends them: bare decimal strings. Its accounts measure in inches
 * and pounds (the schema's own weight fields say so: `expected_weight_in_lbs`), so Floorboard
 * writes the units out: "16 × 5 × 15 in", "1.4 lb". "0" (new products) means not measured.
 */
import { formatDecimal, parseDecimal } from './decimal.ts';
import type { Locale } from './locale.ts';

export const LENGTH_UNIT = 'in';
export const WEIGHT_UNIT = 'lb';

/** Whether a size was measured: a decimal above zero. */
export function isMeasured(value: string | null | undefined): boolean {
  const parsed = value ? parseDecimal(value) : null;
  return parsed !== null && !parsed.negative && /[1-9]/.test(parsed.integer + parsed.fraction);
}

/** "16 × 5 × 15 in" (length × width × height); unmeasured sides as "?"; null when none is. */
export function formatDimensions(
  sides: readonly (string | null | undefined)[],
  locale?: Locale,
): string | null {
  if (!sides.some(isMeasured)) return null;
  const shown = sides.map((side) => (isMeasured(side) ? formatDecimal(side, { locale }) : '?'));
  return `${shown.join(' × ')} ${LENGTH_UNIT}`;
}

/** "1.4 lb"; null when not measured. */
export function formatWeight(weight: string | null | undefined, locale?: Locale): string | null {
  return isMeasured(weight) ? `${formatDecimal(weight, { locale }) ?? ''} ${WEIGHT_UNIT}` : null;
}
