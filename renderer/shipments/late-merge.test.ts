import { describe, expect, it } from 'vitest';
import { compareLateRows, mergeLateStreams, type LateStream } from './late-merge.ts';

interface Row {
  readonly id: string;
  readonly required_ship_date: string | null;
}

const row = (id: string, day: number | null): Row => ({
  id,
  required_ship_date: day === null ? null : `2026-11-${String(day).padStart(2, '0')}T08:00:00`,
});

const stream = (status: string, rows: readonly Row[], hasMore: boolean): LateStream<Row> => ({
  status,
  rows,
  hasMore,
});

const ids = (rows: readonly Row[]) => rows.map((r) => r.id);

describe('merging the per-status streams', () => {
  it('shows rows only up to the earliest last row of a stream with more pages, and reads that stream next', () => {
    const merged = mergeLateStreams(
      [
        stream('pending', [row('a1', 1), row('a2', 5), row('a3', 9)], true),
        stream('on-hold', [row('b1', 2), row('b2', 4)], true),
        stream('backordered', [row('c1', 3), row('c2', 20)], false),
      ],
      'oldest-first',
    );
    // on-hold's next page could hold day 4..: nothing after b2 (day 4) is safe yet.
    expect(ids(merged.rows)).toEqual(['a1', 'b1', 'c1', 'b2']);
    expect(merged.next).toBe('on-hold');
  });

  it('breaks ties on the ship date by id, in the list direction', () => {
    const streams = [
      stream('pending', [row('200', 3), row('300', 3)], false),
      stream('on-hold', [row('100', 3), row('250', 3)], false),
    ];
    expect(ids(mergeLateStreams(streams, 'oldest-first').rows)).toEqual([
      '100',
      '200',
      '250',
      '300',
    ]);
    const newest = [
      stream('pending', [row('300', 3), row('200', 3)], false),
      stream('on-hold', [row('250', 3), row('100', 3)], false),
    ];
    expect(ids(mergeLateStreams(newest, 'newest-first').rows)).toEqual([
      '300',
      '250',
      '200',
      '100',
    ]);
  });

  it('on a tie at the frontier, keeps a row whose id sorts before the frontier row and holds back one after it', () => {
    const merged = mergeLateStreams(
      [
        stream('pending', [row('150', 3)], true),
        stream('on-hold', [row('100', 3), row('200', 3)], false),
      ],
      'oldest-first',
    );
    expect(ids(merged.rows)).toEqual(['100', '150']);
    expect(merged.next).toBe('pending');
  });

  it('once a stream is exhausted it no longer holds the others back, and is never read again', () => {
    const merged = mergeLateStreams(
      [
        stream('pending', [row('a1', 2), row('a2', 8)], true),
        stream('on-hold', [row('b1', 1)], false),
      ],
      'oldest-first',
    );
    expect(ids(merged.rows)).toEqual(['b1', 'a1', 'a2']);
    expect(merged.next).toBe('pending');
    const done = mergeLateStreams(
      [stream('pending', [row('a1', 2)], false), stream('on-hold', [row('b1', 1)], false)],
      'oldest-first',
    );
    expect(ids(done.rows)).toEqual(['b1', 'a1']);
    expect(done.next).toBeNull();
  });

  it('empty streams add nothing; one with more pages but no row yet holds every row back', () => {
    const empty = mergeLateStreams(
      [stream('pending', [row('a1', 2)], false), stream('on-hold', [], false)],
      'oldest-first',
    );
    expect(ids(empty.rows)).toEqual(['a1']);
    expect(empty.next).toBeNull();
    const unread = mergeLateStreams(
      [stream('pending', [row('a1', 2)], true), stream('on-hold', [], true)],
      'oldest-first',
    );
    expect(unread.rows).toEqual([]);
    expect(unread.next).toBe('on-hold');
    expect(mergeLateStreams([], 'oldest-first')).toEqual({ rows: [], next: null });
  });

  it('newest first, the frontier is the latest-due last row, and undated orders come first as the service sends them', () => {
    const merged = mergeLateStreams(
      [
        stream('pending', [row('a0', null), row('a1', 9), row('a2', 5)], true),
        stream('on-hold', [row('b1', 7), row('b2', 3)], false),
      ],
      'newest-first',
    );
    expect(ids(merged.rows)).toEqual(['a0', 'a1', 'b1', 'a2']);
    expect(merged.next).toBe('pending');
    expect(compareLateRows(row('x', null), row('y', 1), 'oldest-first')).toBeGreaterThan(0);
  });

  it('an order read under two statuses (its status changed between reads) is shown once', () => {
    const merged = mergeLateStreams(
      [stream('pending', [row('a1', 2)], false), stream('on-hold', [row('a1', 2)], false)],
      'oldest-first',
    );
    expect(ids(merged.rows)).toEqual(['a1']);
  });
});
