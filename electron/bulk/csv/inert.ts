/**
 * Formula injection: a spreadsheet treats a cell that starts with `=`, `+`, `-` or `@` as a
 * formula, and some also act on a leading tab or carriage return. Any such text cell written to a
 * CSV gets a leading apostrophe, the convention spreadsheets show as "this is text", so opening an
 * exported file can never run anything. A plain number such as `-12` or `-0.5` is left alone: it
 * is already inert, and quantities must stay numbers.
 */
const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function isFormulaLike(value: string): boolean {
  const first = value.charAt(0);
  return TRIGGERS.has(first) && !PLAIN_NUMBER.test(value);
}

export function inertCell(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}
