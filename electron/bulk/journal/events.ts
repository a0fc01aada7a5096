/**
 * What the import journal records, and how a run's state is rebuilt from it. A row is journalled
 * as `sending` before its mutation leaves and as `settled` once the reply says what happened. On
 * a restart, a row left `sending` is exactly one whose reply may have been lost: it is checked
 * against the service before anything is sent again.
 */

export type RowOutcome =
  /**
   * `serviceAt`: when the service says it made the change (its own clock, zone-less, read as
   * UTC ms), from the send's reply when it tells; the resume's witness searches from the latest.
   */
  | { readonly status: 'applied'; readonly serviceAt?: number }
  | { readonly status: 'failed'; readonly reason: string }
  /** The reply was lost and the service could not tell whether the change happened. */
  | { readonly status: 'unknown'; readonly reason: string };

export type JournalEvent =
  /**
   * `at`: when the row left, on the run's wall clock (journals written before it was recorded
   * lack it). Written again if the row leaves later than that (held for credits, or sent again
   * after a refusal that applied nothing), so the last one bounds when it was last sent.
   */
  | { readonly t: 'sending'; readonly row: number; readonly at?: number }
  | { readonly t: 'settled'; readonly row: number; readonly outcome: RowOutcome }
  /** Refused before it was applied (no credits, signed out): the row is pending again. */
  | { readonly t: 'unsent'; readonly row: number }
  /** An `unknown` row the user asked to check again: in flight again, checked before any send. */
  | { readonly t: 'recheck'; readonly row: number }
  /**
   * Rows a journal could not prove unsent (no commit mark) when it was resumed: each range
   * (first and last row, inclusive) of rows still pending is in flight from here on, checked
   * before any send. Written before anything else on that resume, so a later commit mark never
   * stands for rows whose sending is unknown (docs/bulk.md "What a journal proves").
   */
  | { readonly t: 'in-flight'; readonly ranges: readonly (readonly [number, number])[] }
  | { readonly t: 'paused' }
  | { readonly t: 'resumed' }
  | { readonly t: 'cancelled' }
  | { readonly t: 'finished' };

export type RowState =
  | { readonly status: 'pending' }
  /** `sentAt`: when it last left (see the `sending` event); absent in older journals. */
  | { readonly status: 'sending'; readonly sentAt?: number }
  | RowOutcome;

export type RunStatus = 'running' | 'paused' | 'cancelled' | 'finished';

export interface ReplayedRun {
  readonly rows: readonly RowState[];
  readonly status: RunStatus;
}

const PENDING: RowState = { status: 'pending' };

/** Folds events over `rowCount` pending rows; events naming rows out of range are ignored. */
export function replay(rowCount: number, events: readonly JournalEvent[]): ReplayedRun {
  const rows: RowState[] = Array.from({ length: rowCount }, () => PENDING);
  let status: RunStatus = 'running';
  for (const event of events) {
    switch (event.t) {
      case 'sending':
        if (event.row >= 0 && event.row < rowCount)
          rows[event.row] =
            event.at === undefined
              ? { status: 'sending' }
              : { status: 'sending', sentAt: event.at };
        break;
      case 'settled':
        if (event.row >= 0 && event.row < rowCount) rows[event.row] = event.outcome;
        break;
      case 'unsent':
        if (event.row >= 0 && event.row < rowCount) rows[event.row] = PENDING;
        break;
      case 'recheck':
        if (event.row >= 0 && event.row < rowCount) rows[event.row] = { status: 'sending' };
        break;
      case 'in-flight':
        for (const [first, last] of event.ranges) {
          for (let row = Math.max(0, first); row <= Math.min(last, rowCount - 1); row++)
            if (rows[row]?.status === 'pending') rows[row] = { status: 'sending' };
        }
        break;
      case 'paused':
        status = 'paused';
        break;
      case 'resumed':
        status = 'running';
        break;
      case 'cancelled':
        status = 'cancelled';
        break;
      case 'finished':
        status = 'finished';
        break;
    }
  }
  return { rows, status };
}

function isOutcome(value: unknown): value is RowOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const { status, reason, serviceAt } = value as Record<string, unknown>;
  if (status === 'applied')
    return serviceAt === undefined || (typeof serviceAt === 'number' && Number.isFinite(serviceAt));
  return (status === 'failed' || status === 'unknown') && typeof reason === 'string';
}

/** Parses one decrypted record; null when it is not a journal event. */
export function parseEvent(value: unknown): JournalEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  switch (record['t']) {
    case 'sending': {
      const at = record['at'];
      if (!Number.isInteger(record['row'])) return null;
      if (at === undefined) return { t: 'sending', row: Number(record['row']) };
      // Optional (older journals lack it), but when present a time, never anything else.
      return typeof at === 'number' && Number.isFinite(at) && at >= 0
        ? { t: 'sending', row: Number(record['row']), at }
        : null;
    }
    case 'unsent':
    case 'recheck':
      return Number.isInteger(record['row'])
        ? { t: record['t'], row: Number(record['row']) }
        : null;
    case 'in-flight': {
      const ranges = record['ranges'];
      if (!Array.isArray(ranges)) return null;
      const parsed: [number, number][] = [];
      for (const range of ranges as unknown[]) {
        if (!Array.isArray(range) || range.length !== 2) return null;
        const [first, last] = range as unknown[];
        if (!Number.isInteger(first) || !Number.isInteger(last)) return null;
        if (Number(first) > Number(last)) return null;
        parsed.push([Number(first), Number(last)]);
      }
      return { t: 'in-flight', ranges: parsed };
    }
    case 'settled':
      return Number.isInteger(record['row']) && isOutcome(record['outcome'])
        ? { t: 'settled', row: Number(record['row']), outcome: record['outcome'] }
        : null;
    case 'paused':
    case 'resumed':
    case 'cancelled':
    case 'finished':
      return { t: record['t'] };
    default:
      return null;
  }
}
