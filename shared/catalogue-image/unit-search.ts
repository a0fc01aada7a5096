/**
 * Binary searches over strings kept as UTF-16 code units (`start` offsets into `chars`), which
 * compare exactly as JS strings do: the range of a sorted permutation whose strings start with a
 * text, and the row a character offset lies in.
 */
export interface Units {
  readonly start: Uint32Array;
  readonly chars: Uint16Array;
}

/** <0, 0 or >0: the string of `row` against `text`, comparing only its first text.length units. */
function comparePrefix(units: Units, row: number, text: string): number {
  const from = units.start[row] ?? 0;
  const length = (units.start[row + 1] ?? 0) - from;
  const common = Math.min(length, text.length);
  for (let k = 0; k < common; k++) {
    const d = (units.chars[from + k] ?? 0) - text.charCodeAt(k);
    if (d !== 0) return d;
  }
  return length < text.length ? -1 : 0;
}

export function isExactly(units: Units, row: number, text: string): boolean {
  const from = units.start[row] ?? 0;
  return (
    (units.start[row + 1] ?? 0) - from === text.length && comparePrefix(units, row, text) === 0
  );
}

/**
 * `[from, to)` within `order[lo, hi)` (rows sorted by their string; null order: the rows
 * themselves) of the rows whose string starts with `text`.
 */
export function prefixRange(
  units: Units,
  order: Uint32Array | null,
  lo: number,
  hi: number,
  text: string,
): [number, number] {
  const rowAt = (i: number): number => (order ? (order[i] ?? 0) : i);
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (comparePrefix(units, rowAt(mid), text) < 0) a = mid + 1;
    else b = mid;
  }
  const from = a;
  b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (comparePrefix(units, rowAt(mid), text) <= 0) a = mid + 1;
    else b = mid;
  }
  return [from, a];
}

/**
 * The row whose string holds character `offset` (the last of equal starts: empty rows skipped),
 * searched from `after` on (hits come in order, often in the next rows, so the range to search
 * doubles from there).
 */
export function rowHolding(start: Uint32Array, rows: number, offset: number, after = 0): number {
  let a = after;
  let step = 1;
  while (a + step < rows && (start[a + step] ?? 0) <= offset) {
    a += step;
    step *= 2;
  }
  let b = Math.min(rows, a + step);
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((start[mid] ?? 0) <= offset) a = mid + 1;
    else b = mid;
  }
  return a - 1;
}
