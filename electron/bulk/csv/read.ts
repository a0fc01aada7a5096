/**
 * CSV in: a chosen file's bytes to a header and numbered records, or one `CsvFileProblem`.
 * csv-parse does the RFC 4180 parsing; this file adds what an import needs around it: the
 * encoding check, refusing other delimiters, the size limits, and the line where each record
 * starts (a record may span lines inside quotes), so every problem can point at a line.
 *
 * `readCsvFile` is what an import uses: csv-parse's streaming parser, fed in slices with a turn
 * of the event loop between them, so a 16 MB file does not hold up main's IPC while it is
 * read. `readCsv` parses in one go, for small texts (results files read back in tests).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse as parseStream, type Options } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { Result } from '../../../shared/result.ts';
import { decodeCsvBytes } from './decode.ts';
import { unclosedQuoteLine } from './open-quote.ts';
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

/** The file's table, or the problem that stops it being read. */
export type CsvReadResult = Result<CsvTable, CsvFileProblem>;

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

type Limits = Required<CsvReadLimits>;
type CsvReadFailure = Extract<CsvReadResult, { ok: false }>;

const limitsOf = (limits: CsvReadLimits): Limits => ({
  maxRows: limits.maxRows ?? MAX_IMPORT_ROWS,
  maxBytes: limits.maxBytes ?? MAX_IMPORT_BYTES,
});

function tooLarge(limits: Limits, what: string, limit: number): CsvReadFailure {
  return {
    ok: false,
    error: {
      kind: 'too-large',
      limit,
      message: `${what} An import takes at most ${fmt(limits.maxRows)} rows; split the file and import the parts one after another.`,
    },
  };
}

/** The checks before parsing (size, encoding, emptiness, delimiter): the text, or the problem. */
function textOf(bytes: Uint8Array, limits: Limits): Result<string, CsvFileProblem> {
  if (bytes.length > limits.maxBytes) {
    const what = `This file is ${fmt(Math.ceil(bytes.length / 1024 / 1024))} MB.`;
    return tooLarge(limits, what, limits.maxBytes);
  }
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return decoded;
  const text = decoded.value;
  if (text.trim() === '') {
    return { ok: false, error: { kind: 'empty', message: 'This file is empty.' } };
  }
  const delimiter = otherDelimiter(text);
  if (delimiter) return { ok: false, error: delimiter };
  return { ok: true, value: text };
}

const parseOptions = (limits: Limits): Options => ({
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
  // One past the limit: enough to say the file is too long without reading all of it.
  to: limits.maxRows + 2,
});

function malformed(error: unknown, text: string): CsvReadResult {
  if (!(error instanceof CsvError)) throw error;
  // The parser finds an unclosed quote only at the end of the file: say where it opened.
  const opened = error.code === 'CSV_QUOTE_NOT_CLOSED' ? unclosedQuoteLine(text) : null;
  const line = opened ?? (typeof error.lines === 'number' ? error.lines : 1);
  return {
    ok: false,
    error: { kind: 'malformed', line, message: `Line ${line}: ${describeCsvError(error.code)}` },
  };
}

function tableOf(parsed: readonly ParsedRow[], limits: Limits): CsvReadResult {
  const [head, ...rest] = parsed;
  if (!head) return { ok: false, error: { kind: 'empty', message: 'This file is empty.' } };
  if (rest.length > limits.maxRows)
    return tooLarge(limits, `This file has more than ${fmt(limits.maxRows)} rows.`, limits.maxRows);
  return {
    ok: true,
    value: {
      header: head.record.map((cell) => cell.trim()),
      records: rest.map(({ record, info }) => ({
        line: info.lines - newlinesIn(record),
        cells: record,
      })),
    },
  };
}

/** Parses in one go; for small texts. */
export function readCsv(bytes: Uint8Array, limits: CsvReadLimits = {}): CsvReadResult {
  const all = limitsOf(limits);
  const prepared = textOf(bytes, all);
  if (!prepared.ok) return prepared;
  let parsed: ParsedRow[];
  try {
    parsed = (parse(prepared.value, parseOptions(all)) as unknown[]).map(asParsedRow);
  } catch (error) {
    return malformed(error, prepared.value);
  }
  return tableOf(parsed, all);
}

/** Characters handed to the parser between turns of the event loop. */
const SLICE_CHARS = 64 * 1024;

/** Parses with the streaming parser, yielding to the event loop between slices of the text. */
export async function readCsvFile(
  bytes: Uint8Array,
  limits: CsvReadLimits = {},
): Promise<CsvReadResult> {
  const all = limitsOf(limits);
  const prepared = textOf(bytes, all);
  if (!prepared.ok) return prepared;
  const text = prepared.value;
  const parser = parseStream(parseOptions(all));
  const parsed: ParsedRow[] = [];
  // An object, not a let: the listeners set it from inside their closures.
  const state: { failure: unknown; ended: boolean } = { failure: null, ended: false };
  parser.on('readable', () => {
    for (let row: unknown = parser.read(); row !== null; row = parser.read()) {
      parsed.push(asParsedRow(row));
    }
  });
  const ended = new Promise<void>((resolve) => {
    const done = (): void => {
      state.ended = true;
      resolve();
    };
    parser.on('end', done);
    parser.on('close', done);
    parser.on('error', (error) => {
      state.failure = error;
      done();
    });
  });
  for (let at = 0; at < text.length && !state.ended; at += SLICE_CHARS) {
    parser.write(text.slice(at, at + SLICE_CHARS));
    await nextTurn();
  }
  if (!state.ended) parser.end();
  await ended;
  if (state.failure !== null) return malformed(state.failure, text);
  return tableOf(parsed, all);
}

function describeCsvError(code: string): string {
  switch (code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted cell opens here and is never closed. Check for a stray double quote (") on this line, or add the closing one.';
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a double quote (") appears in the middle of a cell. Put the whole cell in quotes and double the inner quote ("").';
    default:
      return 'this line cannot be read as CSV.';
  }
}
