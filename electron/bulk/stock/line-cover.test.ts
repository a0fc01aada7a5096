import { describe, expect, it } from 'vitest';
import { tagLine } from '../run/import-tag.ts';
import { coverOpenLines, type CoverLine } from './line-cover.ts';

const lines = (from: number, to: number, open: boolean): CoverLine[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ line: from + i, open }));

/** The lines a set of prefixes finds, among those given. */
const found = (all: readonly CoverLine[], prefixes: readonly string[]): number[] =>
  all.filter((l) => prefixes.some((p) => tagLine(l.line).startsWith(p))).map((l) => l.line);

describe('covering a resume’s open rows with line prefixes', () => {
  it('searches nothing when no row is open, and the whole run when every row is', () => {
    expect(coverOpenLines(lines(2, 500, false))).toEqual([]);
    expect(coverOpenLines(lines(2, 500, true))).toEqual(['']);
  });

  it('finds every open row and no settled one when the open rows are a block', () => {
    // A run killed a third of the way: 2–3,335 settled, the rest open.
    const all = [...lines(2, 3335, false), ...lines(3336, 10_001, true)];
    const prefixes = coverOpenLines(all);
    const hit = found(all, prefixes);
    expect(hit).toEqual(lines(3336, 10_001, true).map((l) => l.line));
    // 3336–3339, 334x–339x, 34xx–99xx, 1000x: a few dozen searches, not 6,666.
    expect(prefixes.length).toBeLessThan(40);
  });

  it('reads a few settled rows’ changes where that is cheaper than searching around them', () => {
    // 100 rows in flight, every tenth of them already settled.
    const all = [
      ...lines(2, 99, false),
      ...lines(100, 199, true).map((l) => ({ ...l, open: l.line % 10 !== 0 })),
      ...lines(200, 900, false),
    ];
    const prefixes = coverOpenLines(all);
    expect(prefixes).toEqual(['000001']);
    expect(found(all, prefixes)).toEqual(lines(100, 199, true).map((l) => l.line));
  });

  it('searches scattered open rows one by one when they sit among many settled ones', () => {
    const all = lines(2, 2000, false).map((l) => ({
      ...l,
      open: l.line === 77 || l.line === 1500,
    }));
    const prefixes = coverOpenLines(all);
    expect(prefixes).toEqual(['00000077', '00001500']);
  });
});
