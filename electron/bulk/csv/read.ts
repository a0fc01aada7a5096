/**
 * CSV in: a chosen file's bytes to a header and numbered records, or one `CsvFileProblem`.
 * csv-parse does the RFC 4180 parsing; this file adds what an import needs around it: the
 * encoding check, refusing other delimiters, the size limits, and the line where each record
 * starts (a record may span lines inside quotes), so every problem can point at a line.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { decodeCsvBytes } from './decode.ts';
import type { CsvFileProblem } from './problems.ts';

/** Largest number of records an import accepts (the header not counted). */
export const MAX_IMPORT_ROWS = 50_000;
/** Largest file an import reads: generous for 50,000 rows, small enough to hold in memory. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CsvTable {
  readonly header: readonly string[];
  readonly records: readonly CsvRecord[];
}

export type CsvReadResult =
  | { readonly ok: true; readonly table: CsvTable }
  | { readonly ok: false; readonly problem: CsvFileProblem };

export interface CsvReadLimits {
  readonly maxRows?: number;
  readonly maxBytes?: number;
}

const OTHER_DELIMITERS: readonly { char: string; name: string }[] = [
  { char: ';', name: 'semicolons' },
  { char: '\t', name: 'tabs' },
  { char: '|', name: 'vertical bars' },
];

/** Counts a character outside quotes in the first line. */
function countOutsideQuotes(line: string, char: string): number {
  let inside = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') inside = !inside;
    else if (!inside && c === char) count++;
  }
  return count;
}

function otherDelimiter(text: string): CsvFileProblem | null {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (countOutsideQuotes(firstLine, ',') > 0) return null;
  for (const { char, name } of OTHER_DELIMITERS) {
    if (countOutsideQuotes(firstLine, char) > 0) {
      return {
        kind: 'delimiter',
        delimiter: char,
        message: `The columns of this file are separated by ${name}, not commas. Save it as "CSV UTF-8 (comma delimited)" and choose it again.`,
      };
    }
  }
  return null;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

interface ParsedRow {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/** `info: true` changes what csv-parse returns, which its types do not model: checked here. */
function asParsedRow(value: unknown): ParsedRow {
  const row = value as { record?: unknown; info?: { lines?: unknown } };
  if (
    !Array.isArray(row.record) ||
    !row.record.every((cell) => typeof cell === 'string') ||
    typeof row.info?.lines !== 'number'
  ) {
    throw new TypeError('csv-parse returned an unexpected record shape');
  }
  return { record: row.record, info: { lines: row.info.lines } };
}

function newlinesIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) for (const c of cell) if (c === '\n') count++;
  return count;
}

export function readCsv(bytes: Uint8Array, limits: CsvReadLimits = {}): CsvReadResult {
  const maxRows = limits.maxRows ?? MAX_IMPORT_ROWS;
  const maxBytes = limits.maxBytes ?? MAX_IMPORT_BYTES;
  const tooLarge = (what: string, limit: number): CsvReadResult => ({
    ok: false,
    problem: {
      kind: 'too-large',
      limit,
      message: `${what} An import takes at most ${fmt(maxRows)} rows; split the file and import the parts one after another.`,
    },
  });
  if (bytes.length > maxBytes) {
    return tooLarge(`This file is ${fmt(Math.ceil(bytes.length / 1024 / 1024))} MB.`, maxBytes);
  }
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return decoded;
  const { text } = decoded;
  if (text.trim() === '') {
    return { ok: false, problem: { kind: 'empty', message: 'This file is empty.' } };
  }
  const delimiter = otherDelimiter(text);
  if (delimiter) return { ok: false, problem: delimiter };

  let parsed: ParsedRow[];
  try {
    parsed = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One past the limit: enough to say the file is too long without reading all of it.
      to: maxRows + 2,
    }).map(asParsedRow);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1;
      return {
        ok: false,
        problem: {
          kind: 'malformed',
          line,
          message: `Line ${line}: ${describeCsvError(error.code)}`,
        },
      };
    }
    throw error;
  }
  const [head, ...rest] = parsed;
  if (!head) return { ok: false, problem: { kind: 'empty', message: 'This file is empty.' } };
  if (rest.length > maxRows)
    return tooLarge(`This file has more than ${fmt(maxRows)} rows.`, maxRows);
  return {
    ok: true,
    table: {
      header: head.record.map((cell) => cell.trim()),
      records: rest.map(({ record, info }) => ({
        line: info.lines - newlinesIn(record),
        cells: record,
      })),
    },
  };
}

function describeCsvError(code: string): string {
  switch (code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted cell is never closed. Check for a stray double quote (") on this line or the one before.';
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a double quote (") appears in the middle of a cell. Put the whole cell in quotes and double the inner quote ("").';
    default:
      return 'this line cannot be read as CSV.';
  }
}
