/**
 * Addresses in the order their country writes them: the US, Canada and Australia put the state
 * and ZIP after the city ("Portland, OR 97205"), most of Europe puts the postcode first
 * ("10115 Berlin"), the UK and Ireland after ("London SW1A 1AA"). Countries not listed get the
 * US order, the service's home market.
 */
import type { Locale } from './locale.ts';

export interface CityParts {
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
  /** ISO 3166 code ("US") or a name ("United States"). */
  readonly country?: string | null;
}

const POSTCODE_FIRST = new Set([
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'IS',
  'IT',
  'LU',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'SK',
]);
const POSTCODE_AFTER_CITY = new Set(['GB', 'IE']);

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/** The two-letter code for a country given as a code or as its English name. */
export function countryCode(country: string | null | undefined): string {
  const value = text(country);
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const names: Readonly<Record<string, string>> = {
    'united states': 'US',
    'united states of america': 'US',
    usa: 'US',
    canada: 'CA',
    'united kingdom': 'GB',
    germany: 'DE',
    france: 'FR',
    australia: 'AU',
  };
  return names[value.toLowerCase()] ?? '';
}

/** "Portland, OR 97205", "10115 Berlin", "London SW1A 1AA"; only the parts present. */
export function cityLine(parts: CityParts): string {
  const city = text(parts.city);
  const state = text(parts.state);
  const zip = text(parts.zip);
  const code = countryCode(parts.country);
  const spaced = (...pieces: string[]) => pieces.filter(Boolean).join(' ');
  if (POSTCODE_FIRST.has(code)) return spaced(zip, city, state === '' ? '' : `(${state})`);
  // The county is not part of a UK or Irish address line.
  if (POSTCODE_AFTER_CITY.has(code)) return spaced(city, zip);
  const regionZip = spaced(state, zip);
  return [city, regionZip].filter(Boolean).join(', ');
}

/** "United States" for "US" in the user's language; a name or unknown code as given. */
export function countryName(country: string | null | undefined, locale?: Locale): string {
  const value = text(country);
  const code = countryCode(value);
  if (code === '') return value;
  try {
    const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' });
    return names.of(code) ?? value;
  } catch {
    return value;
  }
}
