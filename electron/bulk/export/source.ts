/**
 * One export's rows, however they are read (the local catalogue copy, pages from the service):
 * its header, a file name to suggest, and batches of records until the end or the first error.
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { Result } from '../../../shared/result.ts';
import type { CsvCell } from '../csv/write.ts';

/** A batch's records, or the error that ended the export. */
export type ExportBatch = Result<readonly (readonly CsvCell[])[], BridgeError>;

export interface ExportSource {
  readonly header: readonly string[];
  /** Before the day and `.csv` are added: `products`, `orders`, `SKU-1 stock history`. */
  readonly name: string;
  /** Rows in all when known before reading (the local copy); null when paging. */
  readonly total: number | null;
  readonly batches: () => AsyncIterable<ExportBatch>;
}

/** A name safe in any file system: letters, digits, spaces, dots, dashes and underscores. */
export function fileNamePart(text: string): string {
  const safe = text
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 80);
  return safe === '' ? 'export' : safe;
}

/** `products 2026-11-24.csv`: the day the file was made, in the person's own time zone. */
export function exportFileName(name: string, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  return `${fileNamePart(name)} ${day}.csv`;
}
