/**
 * The Late & at risk list reads one paged stream per open status, each sorted by required ship
 * date (id breaking ties). Merged, the rows are shown only up to the "safe frontier": the
 * earliest last-loaded row of the streams that still have pages. Any row a later page could add
 * comes after that stream's last loaded row, so none can land among the rows already shown.
 */

/** The list's order: oldest ship date first, or newest first (the "due since" scope). */
export type LateDirection = 'oldest-first' | 'newest-first';

export interface LateMergeRow {
  readonly id?: string | null;
  readonly required_ship_date?: string | null;
}

export interface LateStream<T extends LateMergeRow> {
  readonly status: string;
  /** The rows loaded so far, in the service's order. */
  readonly rows: readonly T[];
  /** The service has another page of this stream. */
  readonly hasMore: boolean;
}

export interface LateMerge<T extends LateMergeRow> {
  /** Every stream's rows up to the safe frontier, in the list's order, each order once. */
  readonly rows: readonly T[];
  /** The stream to read next (the one whose last loaded row is earliest), or null: all read. */
  readonly next: string | null;
}

/** As the service compares text and its zone-less dates: empty values sort last. */
function compareValue(a: string | null | undefined, b: string | null | undefined): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The service's `required_ship_date,id` order, or its reverse (`-required_ship_date,-id`). */
export function compareLateRows(a: LateMergeRow, b: LateMergeRow, direction: LateDirection) {
  const order =
    compareValue(a.required_ship_date, b.required_ship_date) || compareValue(a.id, b.id);
  return direction === 'newest-first' ? -order : order;
}

export function mergeLateStreams<T extends LateMergeRow>(
  streams: readonly LateStream<T>[],
  direction: LateDirection,
): LateMerge<T> {
  // The stream with more pages whose last loaded row comes first (a stream with more pages but
  // no row loaded yet comes before everything): nothing past its last row is safe to show.
  let frontier: { readonly status: string; readonly last: T | undefined } | null = null;
  for (const stream of streams) {
    if (!stream.hasMore) continue;
    const last = stream.rows.at(-1);
    if (frontier === null) {
      frontier = { status: stream.status, last };
      continue;
    }
    if (frontier.last === undefined) break;
    if (last === undefined || compareLateRows(last, frontier.last, direction) < 0) {
      frontier = { status: stream.status, last };
    }
  }
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const stream of streams) {
    for (const row of stream.rows) {
      // An order whose status changed between two reads can be in two streams: show it once.
      const id = row.id ?? '';
      if (id !== '' && seen.has(id)) continue;
      if (id !== '') seen.add(id);
      rows.push(row);
    }
  }
  rows.sort((a, b) => compareLateRows(a, b, direction));
  if (frontier === null) return { rows, next: null };
  const bound = frontier.last;
  return {
    rows:
      bound === undefined ? [] : rows.filter((row) => compareLateRows(row, bound, direction) <= 0),
    next: frontier.status,
  };
}
