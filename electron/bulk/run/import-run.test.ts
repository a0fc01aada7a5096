import { describe, expect, it } from 'vitest';
import type { BridgeError, BridgeResult } from '../../../shared/bridge/errors.ts';
import type { Applied } from '../../broker/applied-checks/applied.ts';
import { replay, type JournalEvent, type RowState } from '../journal/events.ts';
import type { Journal } from '../journal/journal-store.ts';
import {
  CRASH_SHORTCUT_MS,
  DEPARTURE_SLACK_MS,
  RECHECK_BASE_MS,
  SETTLE_MS,
  UNCHECKED_RETRIES,
  createImportRun,
  type RowHandler,
} from './import-run.ts';
import { jumpingClock } from './testing/jumping-clock.ts';
import { createFakeScheduler } from '../../time/testing/fake-scheduler.ts';
import type { Scheduler } from '../../time/scheduler.ts';
import { createRunEvents, type RunEvents } from '../testing/run-events.ts';

interface Row {
  readonly id: number;
  readonly target: string;
}

function memoryJournal(failOn?: (event: JournalEvent) => boolean) {
  const events: JournalEvent[] = [];
  const journal: Journal = {
    runId: 'run-1',
    append: (event) => {
      if (failOn?.(event)) return Promise.reject(new Error('disk full'));
      events.push(event);
      return Promise.resolve();
    },
    commit: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return { journal, events };
}

type Reply = BridgeResult<unknown>;
const applied: Reply = { ok: true, value: null };
const error = (e: BridgeError): Reply => ({ ok: false, error: e });
const lost = error({ kind: 'network', message: 'connection reset', applied: 'unknown' });

/**
 * A service that applies sends in order and scripts some replies. Each send and check is an
 * event a test can wait on (`events.until`), as is each change and timer of a run it `watches`.
 */
function fakeService(
  script: Partial<Record<number, Reply[]>> = {},
  verify: Partial<Record<number, Applied>> = {},
) {
  const events = createRunEvents();
  const sent: number[] = [];
  const appliedRows: number[] = [];
  const checks: number[] = [];
  const handler: RowHandler<Row> = {
    key: (row) => row.target,
    send: async (row, beforeSend) => {
      await beforeSend(); // as the broker does, right before the row leaves
      sent.push(row.id);
      events.signal();
      const reply = script[row.id]?.shift() ?? applied;
      if (reply.ok) appliedRows.push(row.id);
      return reply;
    },
    verify: (row) => {
      checks.push(row.id);
      events.signal();
      return Promise.resolve(verify[row.id] ?? (appliedRows.includes(row.id) ? 'yes' : 'no'));
    },
  };
  return { handler, sent, appliedRows, checks, events };
}

/** A run's options that make its changes and the timers it sets events of `events`. */
const watching = (events: RunEvents, clock: Scheduler) => ({
  clock: events.watch(clock),
  onChange: events.signal,
});

/** One row whose reply is lost and which is not in the history: it waits out its settle time. */
async function oneRowWaiting() {
  const { journal, events } = memoryJournal();
  const clock = createFakeScheduler(0);
  const service = fakeService({ 0: [lost] }, {});
  const run = createImportRun({
    runId: 'r',
    rows: rowsOf(1),
    initial: pending(1),
    journal,
    handler: service.handler,
    ...watching(service.events, clock),
  });
  const done = run.run();
  await service.events.until(() => clock.pendingCount() === 1);
  return { clock, service, run, events, done };
}

const rowsOf = (n: number, target = (i: number) => `t${i}`): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, target: target(i) }));
const pending = (n: number): RowState[] => Array.from({ length: n }, () => ({ status: 'pending' }));

/** A run of `n` rows on targets of their own, one row at a time. */
const oneAtATime = (n: number, journal: Journal, handler: RowHandler<Row>) =>
  createImportRun({
    runId: 'r',
    rows: rowsOf(n),
    initial: pending(n),
    journal,
    handler,
    concurrency: 1,
  });

describe('import run', () => {
  it('sends every row once, journalling sending before and settled after', async () => {
    const { journal, events } = memoryJournal();
    const service = fakeService();
    const rows = rowsOf(5);
    const run = createImportRun({
      runId: 'r',
      rows,
      initial: pending(5),
      journal,
      handler: service.handler,
      concurrency: 2,
    });
    const result = await run.run();
    expect(result.status).toBe('finished');
    expect(result.counts).toMatchObject({ applied: 5, pending: 0 });
    expect([...service.sent].sort()).toEqual([0, 1, 2, 3, 4]);
    for (let i = 0; i < 5; i++) {
      const sending = events.findIndex((e) => e.t === 'sending' && e.row === i);
      const settled = events.findIndex((e) => e.t === 'settled' && e.row === i);
      expect(sending).toBeGreaterThanOrEqual(0);
      expect(settled).toBeGreaterThan(sending);
    }
    expect(events.at(-1)).toEqual({ t: 'finished' });
    expect(replay(5, events).rows.every((r) => r.status === 'applied')).toBe(true);
  });

  it('keeps file order for rows that change the same target', async () => {
    const { journal } = memoryJournal();
    const service = fakeService();
    const rows = rowsOf(8, (i) => (i % 2 === 0 ? 'same' : `t${i}`));
    await createImportRun({
      runId: 'r',
      rows,
      initial: pending(8),
      journal,
      handler: service.handler,
      concurrency: 4,
    }).run();
    expect(service.sent.filter((id) => id % 2 === 0)).toEqual([0, 2, 4, 6]);
  });

  it('checks a lost reply before sending again: applied, not applied (sent again), unknown', async () => {
    const { journal } = memoryJournal();
    // Row 0's change happened although its reply was lost; row 1's did not; row 2 cannot be told.
    const service = fakeService({ 0: [lost], 1: [lost], 2: [lost] }, { 0: 'yes', 2: 'unknown' });
    const { handler } = service;
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(3),
      initial: pending(3),
      journal,
      handler,
      concurrency: 1,
      clock: jumpingClock(),
    });
    await run.run();
    expect(run.rows().map((r) => r.status)).toEqual(['applied', 'applied', 'unknown']);
    // Row 1 is sent again only after its settle time; row 2 goes meanwhile.
    expect(service.sent).toEqual([0, 1, 2, 1]);
  });

  it('checks again after a failed history read, backing off, and never sends meanwhile', async () => {
    const { journal } = memoryJournal();
    const clock = createFakeScheduler(0);
    // Row 0's change arrived; the service is down for its first two checks.
    let down = 2;
    const checks: number[] = [];
    const service = fakeService({ 0: [lost] }, { 0: 'yes' });
    const handler: RowHandler<Row> = {
      ...service.handler,
      verify: (row) => {
        checks.push(clock.now());
        if (down > 0) {
          down--;
          return Promise.resolve('unknown');
        }
        return service.handler.verify(row);
      },
    };
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(1),
      initial: pending(1),
      journal,
      handler,
      ...watching(service.events, clock),
    });
    const done = run.run();
    await service.events.until(() => clock.pendingCount() === 1);
    clock.advance(RECHECK_BASE_MS);
    await service.events.until(() => checks.length === 2);
    await service.events.until(() => clock.pendingCount() === 1);
    clock.advance(2 * RECHECK_BASE_MS);
    await done;
    expect(checks).toEqual([0, RECHECK_BASE_MS, 3 * RECHECK_BASE_MS]);
    expect(run.rows()[0]).toEqual({ status: 'applied' });
    expect(service.sent).toEqual([0]);
  });

  it('checks at once, not after its backoff, when a request succeeds again', async () => {
    const { journal } = memoryJournal();
    const clock = createFakeScheduler(0);
    let down = true;
    const service = fakeService({ 0: [lost] }, { 0: 'yes' });
    const handler: RowHandler<Row> = {
      ...service.handler,
      verify: (row) => (down ? Promise.resolve('unknown') : service.handler.verify(row)),
    };
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(1),
      initial: pending(1),
      journal,
      handler,
      ...watching(service.events, clock),
    });
    const done = run.run();
    await service.events.until(() => clock.pendingCount() === 1);
    down = false;
    run.serviceBack();
    await done;
    expect(clock.now()).toBe(0);
    expect(run.rows()[0]).toEqual({ status: 'applied' });
  });

  it('settles unknown only after its retries; checking again settles it and sends nothing', async () => {
    const { journal, events } = memoryJournal();
    let answer: Applied = 'unknown';
    const service = fakeService({ 0: [lost] });
    const handler: RowHandler<Row> = {
      ...service.handler,
      verify: (row) =>
        answer === 'unknown' ? Promise.resolve(answer) : service.handler.verify(row),
    };
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(1),
      initial: pending(1),
      journal,
      handler,
      clock: jumpingClock(),
    });
    expect((await run.run()).status).toBe('finished');
    expect(run.rows()[0]?.status).toBe('unknown');
    answer = 'no'; // the service answers again: the change never arrived
    expect(await run.recheckUnknown()).toBe(1);
    // Its retries outlast its settle time (from the lost reply): not found means not made. Not sent.
    expect(run.rows()[0]).toMatchObject({ status: 'failed', reason: /^Checked again: / });
    expect(events.at(-1)).toMatchObject({ t: 'settled', row: 0, outcome: { status: 'failed' } });
    expect(run.progress().status).toBe('finished');
    expect(service.sent).toEqual([0]);
  });

  /** A run as its journal left it: row 0 unknown (its change arrived or not), the rest pending. */
  function stoppedRun(status: 'paused' | 'cancelled' | 'finished', made: Applied) {
    const { journal, events } = memoryJournal();
    const clock = createFakeScheduler(0);
    const service = fakeService({}, { 0: made });
    const initial: RowState[] = [
      { status: 'unknown', reason: 'lost' },
      { status: 'applied' },
      ...(status === 'finished' ? [] : pending(2)),
    ];
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(initial.length),
      initial,
      journal,
      handler: service.handler,
      resuming: true,
      status,
      clock,
    });
    return { run, service, events, clock };
  }

  it('checks a cancelled run loaded from its journal: settles the row, sends none', async () => {
    const { run, service, clock } = stoppedRun('cancelled', 'no');
    // Just loaded: "not found" is too soon to trust.
    expect(await run.recheckUnknown()).toBe(1);
    expect(run.rows()[0]).toMatchObject({ status: 'unknown', reason: /too soon/ });
    clock.advance(SETTLE_MS);
    expect(await run.recheckUnknown()).toBe(1);
    expect(run.rows().map((row) => row.status)).toEqual([
      'failed',
      'applied',
      'pending',
      'pending',
    ]);
    expect(run.progress().status).toBe('cancelled');
    expect((await run.run()).status).toBe('cancelled');
    expect(service.sent).toEqual([]);
  });

  it('checks a run cancelled in this process: the row settles, nothing is left sending', async () => {
    const { run, service } = stoppedRun('paused', 'yes');
    run.cancel();
    expect((await run.run()).status).toBe('cancelled');
    expect(await run.recheckUnknown()).toBe(1);
    expect(run.progress()).toMatchObject({
      status: 'cancelled',
      counts: { applied: 2, sending: 0, pending: 2, unknown: 0 },
    });
    expect(service.sent).toEqual([]);
    expect(service.checks).toEqual([0]);
  });

  it('checks a finished run without reopening it', async () => {
    const { run, service, events } = stoppedRun('finished', 'yes');
    expect(await run.recheckUnknown()).toBe(1);
    expect(run.progress()).toMatchObject({ status: 'finished', counts: { applied: 2 } });
    expect(events).toEqual([{ t: 'settled', row: 0, outcome: { status: 'applied' } }]);
    expect(service.sent).toEqual([]);
  });

  it('checks a paused run without sending its pending rows', async () => {
    const { run, service } = stoppedRun('paused', 'yes');
    expect(await run.recheckUnknown()).toBe(1);
    expect(run.progress()).toMatchObject({
      status: 'paused',
      counts: { applied: 2, pending: 2 },
    });
    expect(service.sent).toEqual([]);
  });

  it('a check whose record cannot be written stops the run with the journal failed', async () => {
    const { journal } = memoryJournal((event) => event.t === 'settled');
    const service = fakeService({}, { 0: 'yes' });
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(2),
      initial: [{ status: 'unknown', reason: 'lost' }, { status: 'pending' }],
      journal,
      handler: service.handler,
      resuming: true,
      status: 'paused',
      clock: jumpingClock(),
    });
    await expect(run.recheckUnknown()).resolves.toBe(1);
    // Not settled without its record; nothing left in flight; the panel says why.
    expect(run.progress()).toMatchObject({
      status: 'paused',
      journalFailed: true,
      counts: { unknown: 1, sending: 0, pending: 1 },
      stopReason: expect.stringMatching(
        /^The import journal could not be written \(disk full\)/,
      ) as unknown,
    });
    expect((await run.run()).journalFailed).toBe(true);
    expect(service.sent).toEqual([]);
  });

  it('gives up on a row after two lost replies the service says did not apply', async () => {
    const { journal } = memoryJournal();
    const service = fakeService({ 0: [lost, lost, lost] });
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(1),
      initial: pending(1),
      journal,
      handler: service.handler,
      clock: jumpingClock(),
    });
    await run.run();
    expect(service.sent).toEqual([0, 0]);
    expect(run.rows()[0]).toEqual({
      status: 'failed',
      reason: 'The service could not be reached; the change was not made.',
    });
  });

  it('verifies rows left sending by a crash, and never re-sends one that was applied', async () => {
    const { journal } = memoryJournal();
    const service = fakeService({}, { 0: 'yes', 1: 'no', 2: 'unknown' });
    const initial: RowState[] = [
      { status: 'sending' },
      { status: 'sending' },
      { status: 'sending' },
      { status: 'applied' },
      { status: 'pending' },
    ];
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(5),
      initial,
      journal,
      handler: service.handler,
      concurrency: 1,
      clock: jumpingClock(),
    });
    const result = await run.run();
    // Row 1, not found, is checked again after its settle time before it is sent; row 4 (another
    // target) does not wait for it. Row 2's history cannot be read: it is read again, backing off,
    // before it is settled unknown.
    expect(service.checks).toEqual([0, 1, 2, 1, ...Array<number>(UNCHECKED_RETRIES).fill(2)]);
    expect(service.sent).toEqual([4, 1]);
    expect(run.rows().map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'unknown',
      'applied',
      'applied',
    ]);
    expect(result.counts).toMatchObject({ applied: 4, unknown: 1 });
  });

  it('records a refused change as failed with the service’s reason', async () => {
    const { journal } = memoryJournal();
    const service = fakeService({
      1: [error({ kind: 'server', code: 3, message: 'Cannot remove 5: only 2 on hand' })],
    });
    const run = oneAtATime(3, journal, service.handler);
    await run.run();
    expect(run.rows()[1]).toEqual({ status: 'failed', reason: 'Cannot remove 5: only 2 on hand' });
    expect(run.progress().status).toBe('finished');
  });

  it('pauses by itself when signed out, with the row pending again, and resumes', async () => {
    const { journal, events } = memoryJournal();
    const service = fakeService({
      1: [error({ kind: 'signed-out', message: 'Sign in again to continue.' })],
    });
    const run = oneAtATime(4, journal, service.handler);
    const first = await run.run();
    expect(first).toMatchObject({ status: 'paused', stopReason: 'Sign in again to continue.' });
    expect(run.rows().map((r) => r.status)).toEqual(['applied', 'pending', 'pending', 'pending']);
    expect(events).toContainEqual({ t: 'unsent', row: 1 });
    const second = await run.run();
    expect(second.status).toBe('finished');
    expect(service.appliedRows).toEqual([0, 1, 2, 3]);
    expect(events).toContainEqual({ t: 'resumed' });
  });

  it('pause stops taking rows and withdraws a row not yet sent; cancel leaves the rest not sent', async () => {
    const { journal } = memoryJournal();
    const service = fakeService();
    let run = createImportRun({
      runId: 'r',
      rows: rowsOf(6),
      initial: pending(6),
      journal,
      handler: {
        ...service.handler,
        send: (row, beforeSend) => {
          if (row.id === 1) run.pause();
          return service.handler.send(row, beforeSend);
        },
      },
      concurrency: 1,
    });
    expect((await run.run()).status).toBe('paused');
    // Row 1 was handed to the broker as the pause came, before it left: it is not sent.
    expect(service.sent).toEqual([0]);
    expect(run.rows()[1]).toEqual({ status: 'pending' });
    run = createImportRun({
      runId: 'r',
      rows: rowsOf(6),
      initial: run.rows(),
      journal,
      handler: {
        ...service.handler,
        send: (row, beforeSend) => {
          if (row.id === 3) run.cancel();
          return service.handler.send(row, beforeSend);
        },
      },
      concurrency: 1,
    });
    const result = await run.run();
    expect(result.status).toBe('cancelled');
    expect(result.counts).toMatchObject({ applied: 3, pending: 3 });
    expect(await run.run()).toMatchObject({ status: 'cancelled' });
    expect(service.sent).toEqual([0, 1, 2]);
  });

  it('stops before sending when the journal cannot be written', async () => {
    const { journal } = memoryJournal((e) => e.t === 'sending' && e.row === 2);
    const service = fakeService();
    const run = oneAtATime(4, journal, service.handler);
    const result = await run.run();
    expect(service.sent).toEqual([0, 1]);
    expect(result.status).toBe('paused');
    expect(result.journalFailed).toBe(true);
    expect(result.stopReason).toBe(
      'The import journal could not be written (disk full), so the import stopped: nothing more is sent without a record of it. 2 of 4 changes were applied; the results list each row. Free some disk space, then resume (any row in flight is checked first).',
    );
    // This run object cannot go on: a resume reopens the journal from disk.
    expect(await run.run()).toMatchObject({ status: 'paused', journalFailed: true });
    expect(service.sent).toEqual([0, 1]);
  });

  it("sends the next row without waiting for the previous row's settled record", async () => {
    const written: JournalEvent[] = [];
    const held: (() => void)[] = [];
    const journal: Journal = {
      runId: 'run-1',
      append: (event) => {
        written.push(event);
        if (event.t !== 'settled') return Promise.resolve();
        return new Promise<void>((resolve) => held.push(resolve));
      },
      commit: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const service = fakeService();
    const run = oneAtATime(3, journal, service.handler);
    let ended = false;
    const done = run.run().then((result) => {
      ended = true;
      return result;
    });
    await service.events.until(() => service.sent.length === 3);
    expect(service.sent).toEqual([0, 1, 2]);
    // Each outcome was handed to the journal in order, before the next row's sending record.
    expect(written.map((e) => e.t)).toEqual([
      'sending',
      'settled',
      'sending',
      'settled',
      'sending',
      'settled',
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false); // the run ends only once its records are written
    held.forEach((release) => release());
    expect(await done).toMatchObject({ status: 'finished', counts: { applied: 3 } });
    expect(written.at(-1)).toEqual({ t: 'finished' });
  });

  it("pauses, not finishes, when the last row's settled record cannot be written", async () => {
    const { journal } = memoryJournal((e) => e.t === 'settled' && e.row === 2);
    const service = fakeService();
    const run = oneAtATime(3, journal, service.handler);
    const result = await run.run();
    expect(service.sent).toEqual([0, 1, 2]);
    expect(result).toMatchObject({ status: 'paused', journalFailed: true });
    expect(result.stopReason).toContain('3 of 3 changes were applied');
  });

  it('trusts "not found" only after the settle time: a change committed late is not sent again', async () => {
    const { journal, events } = memoryJournal();
    const clock = createFakeScheduler(0);
    // Row 0's reply is lost and the service commits it only after the first check has read the
    // history (a read that came before the commit).
    let committed = false;
    const service = fakeService({ 0: [lost] }, {});
    const handler: RowHandler<Row> = {
      ...service.handler,
      verify: (row) => {
        service.checks.push(row.id);
        return Promise.resolve(row.id === 0 && committed ? 'yes' : 'no');
      },
    };
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(3),
      initial: pending(3),
      journal,
      handler,
      concurrency: 2,
      ...watching(service.events, clock),
    });
    const done = run.run();
    // Row 0 waits out its settle time; the other rows do not wait for it.
    await service.events.until(() => run.progress().counts.applied === 2);
    expect(clock.pendingCount()).toBe(1);
    expect(run.rows()[0]).toEqual({ status: 'sending', sentAt: 0 });
    expect(service.checks).toEqual([0]);

    committed = true;
    clock.advance(SETTLE_MS - 1);
    expect(clock.pendingCount()).toBe(1); // not yet
    clock.advance(1);
    expect(await done).toMatchObject({ status: 'finished', counts: { applied: 3 } });
    expect(service.checks).toEqual([0, 0]);
    expect(service.sent.filter((id) => id === 0)).toEqual([0]); // sent once, never again
    expect(events.filter((e) => e.t === 'sending' && e.row === 0)).toHaveLength(1);
  });

  it('sends every other row while one waits out its settle time, however many follow it', async () => {
    const { journal } = memoryJournal();
    const clock = createFakeScheduler(0);
    const service = fakeService({ 0: [lost] }, {});
    // Rows 1 and 2 change row 0's target: they wait behind it, in file order.
    const rows = rowsOf(500, (i) => (i <= 2 ? 'first' : `t${i}`));
    const run = createImportRun({
      runId: 'r',
      rows,
      initial: pending(500),
      journal,
      handler: service.handler,
      concurrency: 4,
      ...watching(service.events, clock),
    });
    const done = run.run();
    await service.events.until(() => run.progress().counts.applied === 497);
    expect(run.progress().settling).toMatchObject({ row: 0, rows: 1 });
    expect(service.sent.filter((id) => id <= 2)).toEqual([0]);
    clock.advance(SETTLE_MS);
    expect(await done).toMatchObject({ status: 'finished', counts: { applied: 500 } });
    expect(service.sent.filter((id) => id <= 2)).toEqual([0, 0, 1, 2]);
  });

  it('sends again after the settle time when the change is still not in the history', async () => {
    const { clock, service, done } = await oneRowWaiting();
    expect(service.sent).toEqual([0]);
    clock.advance(SETTLE_MS);
    expect(await done).toMatchObject({ status: 'finished', counts: { applied: 1 } });
    expect(service.sent).toEqual([0, 0]);
    expect(service.checks).toEqual([0, 0]);
  });

  it('pauses while a row waits out its settle time, leaving it to be checked on resume', async () => {
    const { clock, run, events, done } = await oneRowWaiting();
    run.pause();
    expect(await done).toMatchObject({ status: 'paused', counts: { sending: 1 } });
    expect(clock.pendingCount()).toBe(0);
    expect(replay(1, events).rows).toEqual([{ status: 'sending', sentAt: 0 }]);
  });
});

describe('a row a crash left sending', () => {
  /** One row left `sending` by the previous process, not in the history; the clock at `now`. */
  async function resumed(initial: RowState, now: number) {
    const { journal, events } = memoryJournal();
    const clock = createFakeScheduler(now);
    const service = fakeService();
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(1),
      initial: [initial],
      journal,
      handler: service.handler,
      ...watching(service.events, clock),
    });
    const done = run.run();
    await service.events.until(() => service.checks.length > 0);
    expect(service.checks).toEqual([0]);
    return { clock, service, run, events, done };
  }

  it('counts the settle time of rows a crash left from the run’s start, not once per row', async () => {
    const { journal } = memoryJournal();
    const clock = createFakeScheduler(1_000_000);
    const service = fakeService();
    // Two rows for one target, both in flight when the previous process died, neither arrived.
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(2, () => 'same'),
      initial: [{ status: 'sending' }, { status: 'sending' }],
      journal,
      handler: service.handler,
      ...watching(service.events, clock),
    });
    const done = run.run();
    await service.events.until(() => clock.pendingCount() === 1);
    clock.advance(SETTLE_MS);
    await done;
    // The second row's check comes after the run's settle time: no wait of its own.
    expect(service.sent).toEqual([0, 1]);
    expect(clock.now()).toBe(1_000_000 + SETTLE_MS);
  });

  it('is sent again at once when it left at least CRASH_SHORTCUT_MS ago', async () => {
    const sentAt = 1_000_000;
    const { clock, service, done } = await resumed(
      { status: 'sending', sentAt },
      sentAt + CRASH_SHORTCUT_MS,
    );
    expect(await done).toMatchObject({ status: 'finished', counts: { applied: 1 } });
    expect(service.sent).toEqual([0]);
    expect(clock.pendingCount()).toBe(0);
  });

  it('just under CRASH_SHORTCUT_MS since it left, waits the full SETTLE_MS from its first check', async () => {
    // Long past the old 1 + 30 + 60 s bound, yet a refresh, a resend after a 401 or a clock
    // stepped forward could still put the change after this check.
    const sentAt = 1_000_000;
    const { clock, service, run, done } = await resumed(
      { status: 'sending', sentAt },
      sentAt + CRASH_SHORTCUT_MS - 1,
    );
    await service.events.until(() => clock.pendingCount() === 1);
    expect(run.progress().settling).toEqual({
      row: 0,
      seconds: SETTLE_MS / 1000,
      interrupted: true,
      rows: 1,
    });
    clock.advance(SETTLE_MS - 1);
    expect(service.sent).toEqual([]);
    clock.advance(1);
    expect(await done).toMatchObject({
      status: 'finished',
      counts: { applied: 1 },
      settling: null,
    });
    expect(service.checks).toEqual([0, 0]);
    expect(service.sent).toEqual([0]);
  });

  it('never waits longer than SETTLE_MS from its first check, however recently it left', async () => {
    const { clock, run, service, done } = await resumed(
      { status: 'sending', sentAt: 5_000 },
      5_500,
    );
    await service.events.until(() => clock.pendingCount() === 1);
    expect(run.progress().settling).toMatchObject({ seconds: SETTLE_MS / 1000 });
    clock.advance(SETTLE_MS);
    expect(await done).toMatchObject({ status: 'finished' });
    expect(service.sent).toEqual([0]);
  });

  it('from a journal that does not say when it left, waits SETTLE_MS from its first check', async () => {
    const { clock, run, service, done } = await resumed({ status: 'sending' }, 10_000_000);
    await service.events.until(() => clock.pendingCount() === 1);
    expect(run.progress().settling).toMatchObject({ seconds: SETTLE_MS / 1000, interrupted: true });
    clock.advance(SETTLE_MS - 1);
    expect(service.sent).toEqual([]);
    clock.advance(1);
    expect(await done).toMatchObject({ status: 'finished' });
    expect(service.sent).toEqual([0]);
  });

  it('when the clock went back since it left, waits SETTLE_MS from its first check', async () => {
    // Journalled an hour "later" than now: the wall clock was set back in between.
    const { clock, run, service, done } = await resumed(
      { status: 'sending', sentAt: 3_600_000 + 10_000 },
      10_000,
    );
    await service.events.until(() => clock.pendingCount() === 1);
    expect(run.progress().settling).toMatchObject({ seconds: SETTLE_MS / 1000 });
    clock.advance(SETTLE_MS - 1);
    expect(service.sent).toEqual([]);
    clock.advance(1);
    expect(await done).toMatchObject({ status: 'finished' });
  });
});

describe('when a row left', () => {
  it('is journalled when it leaves, once the pacer lets it go, not while it is held', async () => {
    const { journal, events } = memoryJournal();
    const clock = createFakeScheduler(50_000);
    const service = fakeService();
    const held = { 0: 0, 1: DEPARTURE_SLACK_MS, 2: 5_000 } as Record<number, number>;
    const run = createImportRun({
      runId: 'r',
      rows: rowsOf(3),
      initial: pending(3),
      journal,
      concurrency: 1,
      handler: {
        ...service.handler,
        // The pacer holds each row this long before it leaves.
        send: async (row, beforeSend) => {
          clock.advance(held[row.id] ?? 0);
          await beforeSend();
          return service.handler.send(row, beforeSend);
        },
      },
      clock,
    });
    await run.run();
    const sending = events.filter((e) => e.t === 'sending');
    // Each once, at the moment it left (a second beforeSend within the slack adds nothing).
    expect(sending).toEqual([
      { t: 'sending', row: 0, at: 50_000 },
      { t: 'sending', row: 1, at: 51_000 },
      { t: 'sending', row: 2, at: 56_000 },
    ]);
  });
});
