/**
 * CSV out: RFC 4180 (quotes where needed, doubled inner quotes, CRLF between records), UTF-8,
 * optionally with the byte-order mark Excel needs to read UTF-8. Every text cell passes through
 * `inertCell`. csv-stringify does the quoting; this file only decides what goes in.
 */
import { stringify } from 'csv-stringify/sync';
import { inertCell } from './inert.ts';

export type CsvCell = string | number | null | undefined;

export interface CsvWriteOptions {
  /** Prefix the byte-order mark so Excel reads the file as UTF-8. */
  readonly excel?: boolean;
}

export const UTF8_BOM = '\uFEFF';

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return inertCell(value);
}

/** Records only (no header, no BOM): the body of a long export, written chunk by chunk. */
export function csvRecords(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => row.map(cellText)),
    // With CRLF records csv-stringify quotes only a full CRLF; RFC 4180 wants any line break quoted.
    { record_delimiter: 'windows', eof: true, quoted_match: /[\r\n]/ },
  );
}

/** The first chunk of a file: the optional BOM and the header record. */
export function csvHeader(labels: readonly string[], options: CsvWriteOptions = {}): string {
  return (options.excel ? UTF8_BOM : '') + csvRecords([labels]);
}

/** A whole file in one string. */
export function csvText(
  labels: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvWriteOptions = {},
): string {
  return csvHeader(labels, options) + csvRecords(rows);
}
