import { describe, expect, it } from 'vitest';
import type { JournalEvent, RowState } from '../journal/events.ts';
import type { Journal } from '../journal/journal-store.ts';
import { SETTLE_MS, createImportRun, type RowHandler, type RunWitness } from './import-run.ts';
import { createFakeScheduler } from '../../time/testing/fake-scheduler.ts';

interface Row {
  readonly id: number;
}

function memoryJournal() {
  const events: JournalEvent[] = [];
  let commits = 0;
  const journal: Journal = {
    runId: 'run-1',
    append: (event) => {
      events.push(event);
      return Promise.resolve();
    },
    commit: () => {
      commits++;
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
  return { journal, events, commits: () => commits };
}

/** A service that holds nothing of the run but what the witness says, and applies every send. */
function handlerWith(witness: RunWitness) {
  const sent: number[] = [];
  const checks: number[] = [];
  let witnessed = 0;
  const handler: RowHandler<Row> = {
    key: (row) => `t${row.id}`,
    send: async (row, beforeSend) => {
      await beforeSend();
      sent.push(row.id);
      return { ok: true, value: null };
    },
    verify: (row) => {
      checks.push(row.id);
      return Promise.resolve('no');
    },
    witness: () => {
      witnessed++;
      return Promise.resolve(witness);
    },
  };
  return { handler, sent, checks, witnessed: () => witnessed };
}

const rows: Row[] = [0, 1, 2, 3].map((id) => ({ id }));
const read = (applied: number[], odd: number[] = []): RunWitness => ({
  kind: 'read',
  applied: new Set(applied),
  odd: new Set(odd),
});

describe('a resume with the service as witness', () => {
  it('searches from the latest service time the journal records, this run’s sends included', async () => {
    const { journal, events } = memoryJournal();
    const asked: (number | null)[] = [];
    let served = 900;
    const handler: RowHandler<Row> = {
      key: (row) => `t${row.id}`,
      send: () => Promise.resolve({ ok: true, value: null }),
      servedAt: () => (served += 100),
      verify: () => Promise.resolve('no'),
      witness: (since) => {
        asked.push(since);
        return Promise.resolve(read([]));
      },
    };
    const initial: RowState[] = [
      { status: 'applied', serviceAt: 700 },
      { status: 'applied', serviceAt: 500 },
      { status: 'applied' },
      { status: 'pending' },
    ];
    const clock = createFakeScheduler(0);
    const run = createImportRun({
      runId: 'r',
      rows,
      initial,
      journal,
      handler,
      resuming: true,
      clock,
    });
    expect((await run.run()).status).toBe('finished');
    // The journal's latest change, and the row sent now journalled with the service's time.
    expect(asked).toEqual([700]);
    expect(events).toContainEqual({
      t: 'settled',
      row: 3,
      outcome: { status: 'applied', serviceAt: 1000 },
    });
  });

  it('searches the whole run when the journal records no service time', async () => {
    const { journal } = memoryJournal();
    const service = handlerWith(read([]));
    const asked: (number | null)[] = [];
    const handler: RowHandler<Row> = {
      ...service.handler,
      witness: (since) => {
        asked.push(since);
        return Promise.resolve(read([]));
      },
    };
    const clock = createFakeScheduler(0);
    const run = createImportRun({
      runId: 'r',
      rows,
      initial: rows.map((): RowState => ({ status: 'pending' })),
      journal,
      handler,
      resuming: true,
      clock,
    });
    await run.run();
    expect(asked).toEqual([null]);
  });

  it('settles a row in flight that the witness shows applied at once, with no settle wait', async () => {
    const clock = createFakeScheduler(5_000_000);
    const { journal, events } = memoryJournal();
    const service = handlerWith(read([0]));
    const initial: RowState[] = [
      { status: 'sending' },
      { status: 'applied' },
      { status: 'applied' },
      { status: 'applied' },
    ];
    const run = createImportRun({
      runId: 'run-1',
      rows,
      initial,
      journal,
      handler: service.handler,
      resuming: true,
      clock,
    });
    // The clock never moves: a settle wait would never end.
    expect(await run.run()).toMatchObject({ status: 'finished', counts: { applied: 4 } });
    expect(clock.pendingCount()).toBe(0);
    expect(service.checks).toEqual([]);
    expect(service.sent).toEqual([]);
    expect(events).toContainEqual({ t: 'settled', row: 0, outcome: { status: 'applied' } });
  });

  it('never sends a pending row the witness shows applied (a journal put back with its mark)', async () => {
    const clock = createFakeScheduler(5_000_000);
    const { journal, events } = memoryJournal();
    const service = handlerWith(read([1, 2]));
    const run = createImportRun({
      runId: 'run-1',
      rows,
      initial: [
        { status: 'applied' },
        { status: 'pending' },
        { status: 'pending' },
        { status: 'pending' },
      ],
      journal,
      handler: service.handler,
      resuming: true,
      clock,
    });
    expect(await run.run()).toMatchObject({ status: 'finished', counts: { applied: 4 } });
    expect(service.sent).toEqual([3]);
    // Journalled before anything was sent.
    const firstSend = events.findIndex((e) => e.t === 'sending');
    const settledFound = events.findIndex((e) => e.t === 'settled' && e.row === 2);
    expect(settledFound).toBeGreaterThanOrEqual(0);
    expect(settledFound).toBeLessThan(firstSend);
  });

  it('leaves a row in flight it does not show to the settle rule, unchanged', async () => {
    const clock = createFakeScheduler(5_000_000);
    const { journal } = memoryJournal();
    const service = handlerWith(read([]));
    const run = createImportRun({
      runId: 'run-1',
      rows: [{ id: 0 }],
      initial: [{ status: 'sending' }],
      journal,
      handler: service.handler,
      resuming: true,
      clock,
    });
    const done = run.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(service.checks).toEqual([0]);
    expect(run.progress().settling).toMatchObject({ row: 0, seconds: SETTLE_MS / 1000 });
    expect(service.sent).toEqual([]);
    clock.advance(SETTLE_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(service.sent).toEqual([]);
    clock.advance(1);
    expect(await done).toMatchObject({ status: 'finished', counts: { applied: 1 } });
    expect(service.checks).toEqual([0, 0]);
    expect(service.sent).toEqual([0]);
  });

  it('is not read for a new run, but is on every resume of it', async () => {
    const { journal } = memoryJournal();
    const service = handlerWith(read([]));
    const send = (row: Row, beforeSend: () => Promise<void>) =>
      service.handler.send(row, beforeSend);
    let paused = false;
    const run = createImportRun({
      runId: 'run-1',
      rows,
      initial: rows.map(() => ({ status: 'pending' })),
      journal,
      handler: {
        ...service.handler,
        send: (row, beforeSend) => {
          // Once: row 0 is withdrawn unsent by the pause and goes on resume.
          if (row.id === 0 && !paused) {
            paused = true;
            run.pause();
          }
          return send(row, beforeSend);
        },
      },
      concurrency: 1,
    });
    expect((await run.run()).status).toBe('paused');
    expect(service.sent).toEqual([]);
    expect(service.witnessed()).toBe(0);
    expect((await run.run()).status).toBe('finished');
    expect(service.witnessed()).toBe(1);
    expect(service.sent).toEqual([0, 1, 2, 3]);
  });

  it('pauses with nothing sent and writes no mark when the witness cannot be read', async () => {
    const { journal, events, commits } = memoryJournal();
    const service = handlerWith({
      kind: 'failed',
      error: { kind: 'network', message: 'connection refused', applied: 'no' },
    });
    const run = createImportRun({
      runId: 'run-1',
      rows,
      initial: rows.map(() => ({ status: 'pending' })),
      journal,
      handler: service.handler,
      resuming: true,
    });
    const stopped = await run.run();
    expect(stopped.status).toBe('paused');
    expect(stopped.stopReason).toMatch(
      /^The import's changes could not be read from the service \(connection refused\), so nothing was sent/,
    );
    expect(service.sent).toEqual([]);
    expect(events.some((e) => e.t === 'sending')).toBe(false);
    expect(commits()).toBe(0);
  });

  it('older than the search reaches: says so in the log and checks rows in flight one by one', async () => {
    const clock = createFakeScheduler(5_000_000);
    const { journal } = memoryJournal();
    const service = handlerWith({ kind: 'too-old', days: 59 });
    const log: string[] = [];
    const run = createImportRun({
      runId: 'run-1',
      rows: [{ id: 0 }],
      initial: [{ status: 'sending', sentAt: 5_000_000 - 11 * 60_000 }],
      journal,
      handler: service.handler,
      resuming: true,
      log: (message) => log.push(message),
      clock,
    });
    expect(await run.run()).toMatchObject({ status: 'finished', counts: { applied: 1 } });
    expect(log).toEqual([
      expect.stringMatching(/^Import run-1 started 59 days ago, longer than the service searches/),
    ]);
    expect(service.checks).toEqual([0]);
    expect(service.sent).toEqual([0]);
  });
});
