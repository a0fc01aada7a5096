/**
 * The locale every formatter uses. `undefined` lets Intl pick the user's locale (Electron passes
 * the OS locale; the browser its language), so numbers and dates follow the user, not the code.
 */
export type Locale = string | undefined;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and used per table cell: cache them by their options. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions = {}) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
