import { describe, expect, it } from 'vitest';
import { parseEvent, replay, type RowState } from '../journal/events.ts';
import { inFlightRanges, resumeStates } from './unproven-rows.ts';

const pending: RowState = { status: 'pending' };
const applied: RowState = { status: 'applied' };

describe('rows an unproven journal puts in flight', () => {
  it('names the pending rows it puts in flight as ranges, skipping rows known never sent', () => {
    const stored = [applied, pending, pending, applied, pending, pending, pending];
    const resumed = resumeStates({ proven: false, state: { rows: stored } }, new Set([5]));
    expect(inFlightRanges(stored, resumed)).toEqual([
      [1, 2],
      [4, 4],
      [6, 6],
    ]);
    expect(inFlightRanges(stored, resumeStates({ proven: true, state: { rows: stored } }))).toEqual(
      [],
    );
  });

  it('replays the record: those rows are in flight, later records still count', () => {
    const record = parseEvent({ t: 'in-flight', ranges: [[0, 1]] });
    if (record === null) throw new Error('not parsed');
    const run = replay(3, [
      { t: 'settled', row: 0, outcome: { status: 'applied' } },
      record,
      { t: 'paused' },
    ]);
    expect(run.rows).toEqual([applied, { status: 'sending' }, pending]);
    expect(replay(2, [record, { t: 'unsent', row: 1 }]).rows).toEqual([
      { status: 'sending' },
      pending,
    ]);
  });

  it('refuses a record whose ranges are not pairs of rows in order', () => {
    expect(parseEvent({ t: 'in-flight', ranges: [[2, 1]] })).toBeNull();
    expect(parseEvent({ t: 'in-flight', ranges: [[1]] })).toBeNull();
    expect(parseEvent({ t: 'in-flight', ranges: 'all' })).toBeNull();
  });
});
