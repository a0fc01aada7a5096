/**
 * Rows a journal cannot prove were never sent. A journal proves it only when its records are
 * complete up to a clean stop (its commit mark, journal-file.ts); after a crash, or for a file cut
 * short or an older copy put back, a row with no record may still have been sent. Such a row is
 * in flight, not pending: it is checked against the service, under the settle rule, before it
 * is sent (import-run.ts), exactly like a row a crash left `sending`.
 */
import type { RowState } from '../journal/events.ts';

/** Rows still pending, by index. */
export function pendingRows(rows: readonly RowState[]): ReadonlySet<number> {
  return new Set(rows.flatMap((row, i) => (row.status === 'pending' ? [i] : [])));
}

/**
 * Every pending row becomes in flight (`sending`, with no time: the full settle wait applies),
 * except those in `neverSent`, which this process itself knows were never sent.
 */
export function unprovenInFlight(
  rows: readonly RowState[],
  neverSent: ReadonlySet<number> = new Set<number>(),
): RowState[] {
  return rows.map((row, i) =>
    row.status === 'pending' && !neverSent.has(i) ? { status: 'sending' } : row,
  );
}

/** The row states a stored run resumes with: as journalled when the journal proves them. */
export function resumeStates(
  stored: { readonly proven: boolean; readonly state: { readonly rows: readonly RowState[] } },
  neverSent?: ReadonlySet<number>,
): readonly RowState[] {
  return stored.proven ? stored.state.rows : unprovenInFlight(stored.state.rows, neverSent);
}

/**
 * The rows `resumed` puts in flight that `stored` holds pending, as ranges of consecutive rows
 * (first and last, inclusive): what the journal's `in-flight` record names, so the rows stay in
 * flight on disk, not only in memory, until each is checked.
 */
export function inFlightRanges(
  stored: readonly RowState[],
  resumed: readonly RowState[],
): [number, number][] {
  const ranges: [number, number][] = [];
  stored.forEach((row, i) => {
    if (row.status !== 'pending' || resumed[i]?.status !== 'sending') return;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else ranges.push([i, i]);
  });
  return ranges;
}
