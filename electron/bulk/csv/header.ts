import type { Result } from '../../../shared/result.ts';
import type { CsvTable } from './read.ts';

/**
 * An import file's first line, matched against the columns its kind takes: any order, any case;
 * optional columns may be left out. A header naming an unknown column, one twice, or leaving out
 * a required one is refused with what the first line must say.
 */
export type HeaderMap<C extends string> = Result<Readonly<Record<C, number>>, string>;

const normal = (s: string): string => s.trim().toLowerCase();

/** `index[c]` is the column's position, or -1 for an optional column the file leaves out. */
export function mapHeader<C extends string>(
  header: readonly string[],
  labels: Readonly<Record<C, string>>,
  required: readonly C[],
): HeaderMap<C> {
  const keys = Object.keys(labels) as C[];
  const expected = `The first line must name the columns: ${keys.map((k) => labels[k]).join(', ')}.`;
  const byLabel = new Map<string, C>(keys.map((key) => [normal(labels[key]), key]));
  const index = Object.fromEntries(keys.map((key) => [key, -1])) as Record<C, number>;
  for (const [i, cell] of header.entries()) {
    const column = byLabel.get(normal(cell));
    if (column === undefined) {
      return {
        ok: false,
        error: `Line 1: "${cell}" is not a column Floorboard imports. ${expected}`,
      };
    }
    if (index[column] !== -1) {
      return { ok: false, error: `Line 1: the column "${cell}" appears twice. ${expected}` };
    }
    index[column] = i;
  }
  const missing = required.filter((c) => index[c] === -1);
  if (missing.length > 0) {
    const names = missing.map((c) => `"${labels[c]}"`).join(', ');
    const many = missing.length > 1;
    return {
      ok: false,
      error: `Line 1: the column${many ? 's' : ''} ${names} ${many ? 'are' : 'is'} missing. ${expected}`,
    };
  }
  return { ok: true, value: index };
}

/** The distinct non-empty values (trimmed) of a column, in file order: what to look up. */
export function distinctCells<C extends string>(
  table: CsvTable,
  header: HeaderMap<C>,
  column: C,
): string[] {
  if (!header.ok) return [];
  const values = new Set<string>();
  for (const record of table.records) {
    const value = record.cells[header.value[column]]?.trim();
    if (value) values.add(value);
  }
  return [...values];
}
