/**
 * Which searches find a resume's open rows (docs/bulk.md "The service as witness"). Each search
 * is the service's contains search of reasons for the run's tags whose line starts with some
 * digits (run/import-tag.ts writes every line with the same 8 digits, so `0000041` is exactly
 * lines 410–419). A search costs a credit and a request, plus a credit for each change it returns;
 * a settled row under its digits may have a change in the searched time and be returned for
 * nothing. So open rows are covered by the prefixes that cost least in all: one search for a
 * block of lines that are all open, separate ones around settled lines where they are cheaper
 * than reading those lines' changes.
 */
import { tagLine, TAG_LINE_DIGITS } from '../run/import-tag.ts';

export interface CoverLine {
  readonly line: number;
  /** Pending or in flight: its change, if any, must be found. */
  readonly open: boolean;
}

interface Keyed {
  readonly key: string;
  readonly open: boolean;
}

interface Cover {
  readonly cost: number;
  readonly prefixes: readonly string[];
}

const NONE: Cover = { cost: 0, prefixes: [] };

function cover(items: readonly Keyed[], depth: number): Cover {
  const open = items.filter((item) => item.open).length;
  if (open === 0) return NONE;
  const prefix = items[0]?.key.slice(0, depth) ?? '';
  const settled = items.length - open;
  const whole: Cover = { cost: 1 + settled, prefixes: [prefix] };
  if (settled === 0 || depth >= TAG_LINE_DIGITS) return whole;
  const children: Keyed[][] = [];
  for (const item of items) {
    const last = children.at(-1);
    if (last && last[0]?.key[depth] === item.key[depth]) last.push(item);
    else children.push([item]);
  }
  let cost = 0;
  const prefixes: string[] = [];
  for (const child of children) {
    const part = cover(child, depth + 1);
    cost += part.cost;
    prefixes.push(...part.prefixes);
    if (cost >= whole.cost) return whole;
  }
  return { cost, prefixes };
}

/** The digit prefixes to search; `''` is every line of the run. None when no row is open. */
export function coverOpenLines(lines: readonly CoverLine[]): string[] {
  const keyed = lines
    .map((l) => ({ key: tagLine(l.line), open: l.open }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return [...cover(keyed, 0).prefixes];
}
