/**
 * An import run whose rows go several to a request (batch-sender.ts) against a fake service
 * that applies each item of a batch on its own: every row is journalled `sending` before its
 * request leaves, a lost batch reply leaves each row to be checked by itself, one failing row
 * leaves the others applied exactly once, and a service that refuses several changes in one
 * request gets them one at a time.
 */
import { describe, expect, it } from 'vitest';
import { fail, ok, type BridgeResult } from '../../../shared/bridge/errors.ts';
import type { GraphqlPayload } from '../../../shared/bridge/graphql.ts';
import type { BatchItem, BatchRequest } from '../../broker/plan-batch.ts';
import type { BatchOutcome } from '../../broker/send-batch.ts';
import type { JournalEvent } from '../journal/events.ts';
import type { Journal } from '../journal/journal-store.ts';
import { createImportRun, type RowHandler } from '../run/import-run.ts';
import { jumpingClock } from '../run/testing/jumping-clock.ts';
import { createBatchSender } from './batch-sender.ts';
import { createWithdrawal } from './withdrawal.ts';

interface Row {
  readonly id: number;
}

const payload = (id: number): BridgeResult<GraphqlPayload<unknown>> =>
  ok({
    data: { id },
    errors: [],
    scopeWarnings: [],
    cost: { estimated: 1, actual: 1, pageSize: null },
  });

function memoryJournal() {
  const events: JournalEvent[] = [];
  const journal: Journal = {
    runId: 'run-1',
    append: (event) => {
      events.push(event);
      return Promise.resolve();
    },
    commit: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return { journal, events };
}

/**
 * A service that applies each item of a request on its own. `fails`: rows refused on their
 * own; `loseFirst`: the first batch's reply is lost after it was applied; `refuseBatches`: a
 * request holding more than one change is refused whole.
 */
function fakeService(
  options: { fails?: number[]; loseFirst?: boolean; refuseBatches?: boolean },
  events: JournalEvent[],
) {
  const applied = new Map<number, number>();
  const requests: number[][] = [];
  const sendingBeforeLeaving: boolean[] = [];
  let lostOne = false;
  const idOf = (item: BatchItem): number => Number(item.variables['id']);
  const apply = (id: number): BridgeResult<GraphqlPayload<unknown>> => {
    if (options.fails?.includes(id)) {
      return fail({ kind: 'server', message: `row ${id} refused`, code: 5 });
    }
    applied.set(id, (applied.get(id) ?? 0) + 1);
    return payload(id);
  };
  const journalled = (ids: number[]): boolean =>
    ids.every((id) => events.some((e) => e.t === 'sending' && e.row === id));
  const executeBatch = async (request: BatchRequest): Promise<BatchOutcome> => {
    await request.beforeSend?.();
    const ids = request.items.map(idOf);
    sendingBeforeLeaving.push(journalled(ids));
    if (options.refuseBatches) return { kind: 'refused', message: 'one mutation per request' };
    requests.push(ids);
    const items = ids.map(apply);
    if (options.loseFirst && !lostOne) {
      lostOne = true;
      return {
        kind: 'failed',
        error: { kind: 'network', message: 'connection reset', applied: 'unknown' },
      };
    }
    return { kind: 'sent', items };
  };
  const execute = async (request: {
    variables?: Record<string, unknown> | undefined;
    beforeSend?: (() => Promise<void>) | undefined;
  }) => {
    await request.beforeSend?.();
    const id = Number(request.variables?.['id']);
    sendingBeforeLeaving.push(journalled([id]));
    requests.push([id]);
    return apply(id);
  };
  return { applied, requests, sendingBeforeLeaving, executeBatch, execute };
}

async function runBatched(
  n: number,
  options: Parameters<typeof fakeService>[0] & { size?: number },
) {
  const { journal, events } = memoryJournal();
  const service = fakeService(options, events);
  const logs: string[] = [];
  const sender = createBatchSender({
    execute: service.execute,
    executeBatch: service.executeBatch,
    size: () => options.size ?? 10,
    log: (message) => logs.push(message),
  });
  const checks: number[] = [];
  const handler: RowHandler<Row> = {
    key: (row) => `t${row.id}`,
    send: (row, beforeSend) =>
      sender.send({ operationName: 'AddInventory', variables: { id: row.id } }, beforeSend),
    verify: (row) => {
      checks.push(row.id);
      return Promise.resolve(service.applied.has(row.id) ? 'yes' : 'no');
    },
  };
  const clock = jumpingClock();
  const run = createImportRun({
    runId: 'r',
    rows: Array.from({ length: n }, (_, id) => ({ id })),
    initial: Array.from({ length: n }, () => ({ status: 'pending' as const })),
    journal,
    handler,
    concurrency: 40,
    clock,
  });
  const progress = await run.run();
  return { progress, service, events, checks, logs, states: run.rows() };
}

describe('an import sent several rows to a request', () => {
  it('sends 30 rows in batches of at most 10, each row journalled before its request leaves', async () => {
    const { progress, service } = await runBatched(30, {});
    expect(progress.counts.applied).toBe(30);
    expect(service.requests.length).toBeLessThanOrEqual(4);
    expect(Math.max(...service.requests.map((ids) => ids.length))).toBeLessThanOrEqual(10);
    expect(service.requests.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i),
    );
    expect(service.sendingBeforeLeaving.every(Boolean)).toBe(true);
  });

  it('leaves the other rows of a batch applied exactly once when one row fails', async () => {
    const { progress, service, states } = await runBatched(10, { fails: [4] });
    expect(progress.counts).toMatchObject({ applied: 9, failed: 1 });
    expect(service.requests.find((ids) => ids.includes(4))?.length).toBeGreaterThan(1);
    expect(states[4]).toMatchObject({ status: 'failed', reason: 'row 4 refused' });
    expect([...service.applied.values()].every((times) => times === 1)).toBe(true);
    expect(service.applied.size).toBe(9);
  });

  it('checks every row of a batch whose reply was lost, one by one, and sends none again', async () => {
    const { progress, service, checks } = await runBatched(10, { loseFirst: true });
    expect(progress.counts.applied).toBe(10);
    const [first = []] = service.requests;
    expect(first.length).toBeGreaterThan(1);
    // Every row of the lost request was looked up, and found: none went again.
    expect([...checks].sort((a, b) => a - b)).toEqual([...first].sort((a, b) => a - b));
    expect([...service.applied.values()].every((times) => times === 1)).toBe(true);
  });

  it('falls back to one change per request when the service refuses several, and says so', async () => {
    const { progress, service, logs } = await runBatched(6, { refuseBatches: true });
    expect(progress.counts.applied).toBe(6);
    expect(service.requests.every((ids) => ids.length === 1)).toBe(true);
    expect([...service.applied.values()].every((times) => times === 1)).toBe(true);
    expect(logs).toEqual([expect.stringContaining('one change per request')]);
  });
});

/** A service whose requests wait at a gate (the pacer) before they leave; `open` lets them go. */
function gatedService(events: JournalEvent[]) {
  const applied = new Map<number, number>();
  const requests: number[][] = [];
  let gate: (() => void)[] = [];
  let gated = true;
  const open = (): void => {
    gated = false;
    const waiting = gate;
    gate = [];
    waiting.forEach((go) => go());
  };
  const waitTurn = (): Promise<void> =>
    gated ? new Promise((resolve) => gate.push(resolve)) : Promise.resolve();
  let onWire: (() => void) | null = null;
  let reply: Promise<void> = Promise.resolve();
  const holdReplies = (): void => {
    reply = new Promise((resolve) => (onWire = resolve));
  };
  const executeBatch = async (request: BatchRequest): Promise<BatchOutcome> => {
    await waitTurn();
    await request.beforeSend?.();
    const ids = request.items.map((item) => Number(item.variables['id']));
    requests.push(ids);
    ids.forEach((id) => applied.set(id, (applied.get(id) ?? 0) + 1));
    await reply;
    return { kind: 'sent', items: ids.map(payload) };
  };
  const execute = () =>
    Promise.reject(new Error(`a single request was not expected (${events.length})`));
  return {
    applied,
    requests,
    open,
    holdReplies,
    waiting: () => gate.length,
    release: () => onWire?.(),
    executeBatch,
    execute,
  };
}

function gatedRun(n: number) {
  const { journal, events } = memoryJournal();
  const service = gatedService(events);
  const sender = createBatchSender({
    execute: service.execute,
    executeBatch: service.executeBatch,
    size: () => 10,
    lanes: 2,
  });
  const handler: RowHandler<Row> = {
    key: (row) => `t${row.id}`,
    send: (row, beforeSend) =>
      sender.send({ operationName: 'AddInventory', variables: { id: row.id } }, beforeSend),
    verify: (row) => Promise.resolve(service.applied.has(row.id) ? 'yes' : 'no'),
  };
  const clock = jumpingClock();
  const run = createImportRun({
    runId: 'r',
    rows: Array.from({ length: n }, (_, id) => ({ id })),
    initial: Array.from({ length: n }, () => ({ status: 'pending' as const })),
    journal,
    handler,
    concurrency: 40,
    clock,
  });
  return { run, service, events };
}

const settleTurns = async (): Promise<void> => {
  for (let k = 0; k < 5; k++) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('pausing an import whose rows are handed to the batch sender', () => {
  it('sends nothing more once paused, leaves the waiting rows pending, and applies each once after resume', async () => {
    const { run, service, events } = gatedRun(40);
    const first = run.run();
    await settleTurns();
    // Two lanes wait in the pacer, the other rows in the sender's queue.
    expect(service.waiting()).toBe(2);
    run.pause();
    service.open();
    const paused = await first;
    expect(paused.status).toBe('paused');
    expect(service.requests).toEqual([]);
    expect(events.filter((e) => e.t === 'sending')).toEqual([]);
    expect(paused.counts).toMatchObject({ pending: 40, sending: 0, applied: 0, failed: 0 });

    const resumed = await run.run();
    expect(resumed.status).toBe('finished');
    expect(resumed.counts.applied).toBe(40);
    expect([...service.applied.values()].every((times) => times === 1)).toBe(true);
    expect(service.applied.size).toBe(40);
  });

  it('lets a request already sent when the pause comes complete and records its rows', async () => {
    const { run, service, events } = gatedRun(40);
    service.holdReplies();
    service.open();
    const first = run.run();
    await settleTurns();
    // Two requests are on the wire, their rows journalled `sending`.
    expect(service.requests.length).toBe(2);
    const onWire = service.requests.flat();
    run.pause();
    service.release();
    const paused = await first;
    expect(paused.status).toBe('paused');
    expect(paused.counts.applied).toBe(onWire.length);
    expect(service.requests.length).toBe(2);
    const settled = events.flatMap((e) => (e.t === 'settled' ? [e.row] : []));
    expect(settled.sort((a, b) => a - b)).toEqual([...onWire].sort((a, b) => a - b));

    const resumed = await run.run();
    expect(resumed.counts.applied).toBe(40);
    expect([...service.applied.values()].every((times) => times === 1)).toBe(true);
  });
});

describe('pausing an import whose requests wait in the pacer', () => {
  it('withdraws them from the pacer at once: the run ends paused with nothing sent, then resumes', async () => {
    const { journal, events } = memoryJournal();
    const applied = new Map<number, number>();
    let inPacer = 0;
    let open = false;
    const opened: (() => void)[] = [];
    // A pacer with no credits until `open`: a request waits until then, or until its signal
    // withdraws it.
    const executeBatch = async (request: BatchRequest): Promise<BatchOutcome> => {
      if (!open) {
        inPacer++;
        const withdrawn = await new Promise<boolean>((resolve) => {
          opened.push(() => resolve(false));
          request.signal?.addEventListener('abort', () => resolve(true), { once: true });
        });
        inPacer--;
        if (withdrawn) return { kind: 'withdrawn' };
      }
      await request.beforeSend?.();
      const ids = request.items.map((item) => Number(item.variables['id']));
      ids.forEach((id) => applied.set(id, (applied.get(id) ?? 0) + 1));
      return { kind: 'sent', items: ids.map(payload) };
    };
    const withdrawal = createWithdrawal();
    const sender = createBatchSender({
      execute: () => Promise.reject(new Error('a single request was not expected')),
      executeBatch,
      size: () => 10,
      lanes: 2,
      signal: withdrawal.signal,
    });
    const handler: RowHandler<Row> = {
      key: (row) => `t${row.id}`,
      send: (row, beforeSend) =>
        sender.send({ operationName: 'AddInventory', variables: { id: row.id } }, beforeSend),
      verify: (row) => Promise.resolve(applied.has(row.id) ? 'yes' : 'no'),
    };
    const clock = jumpingClock();
    const run = withdrawal.wrap(
      createImportRun({
        runId: 'r',
        rows: Array.from({ length: 40 }, (_, id) => ({ id })),
        initial: Array.from({ length: 40 }, () => ({ status: 'pending' as const })),
        journal,
        handler,
        concurrency: 40,
        clock,
      }),
    );
    const first = run.run();
    await settleTurns();
    expect(inPacer).toBe(2);
    run.pause();
    // The pacer never lets them go: the pause alone ends the run.
    const paused = await first;
    expect(paused.status).toBe('paused');
    expect(inPacer).toBe(0);
    expect(applied.size).toBe(0);
    expect(events.filter((e) => e.t === 'sending')).toEqual([]);
    expect(paused.counts).toMatchObject({ pending: 40, sending: 0, applied: 0 });

    open = true;
    opened.forEach((go) => go());
    const resumed = await run.run();
    expect(resumed.status).toBe('finished');
    expect(applied.size).toBe(40);
    expect([...applied.values()].every((times) => times === 1)).toBe(true);
  });
});

describe('pausing an import whose rows go one to a request', () => {
  it('withdraws a row waiting in the pacer: it stays pending, not taken for a lost reply', async () => {
    const { journal, events } = memoryJournal();
    let inPacer = 0;
    const sent: number[] = [];
    const execute = async (request: {
      variables?: Record<string, unknown> | undefined;
      beforeSend?: (() => Promise<void>) | undefined;
      signal?: { readonly aborted: boolean; addEventListener: AbortSignal['addEventListener'] };
    }): Promise<BridgeResult<GraphqlPayload<unknown>>> => {
      inPacer++;
      // No credits: it waits until its signal withdraws it, as the broker's pacer does.
      await new Promise<void>((resolve) =>
        request.signal?.addEventListener('abort', () => resolve(), { once: true }),
      );
      inPacer--;
      if (request.signal?.aborted) {
        return fail({
          kind: 'network',
          message: 'The request was withdrawn before it was sent.',
          applied: 'no',
        });
      }
      await request.beforeSend?.();
      sent.push(Number(request.variables?.['id']));
      return payload(Number(request.variables?.['id']));
    };
    const withdrawal = createWithdrawal();
    const sender = createBatchSender({
      execute,
      executeBatch: () => Promise.reject(new Error('no batch was expected')),
      size: () => 1,
      lanes: 2,
      signal: withdrawal.signal,
    });
    const checks: number[] = [];
    const handler: RowHandler<Row> = {
      key: (row) => `t${row.id}`,
      send: (row, beforeSend) =>
        sender.send({ operationName: 'AddInventory', variables: { id: row.id } }, beforeSend),
      verify: (row) => {
        checks.push(row.id);
        return Promise.resolve('no');
      },
    };
    const clock = jumpingClock();
    const run = withdrawal.wrap(
      createImportRun({
        runId: 'r',
        rows: Array.from({ length: 6 }, (_, id) => ({ id })),
        initial: Array.from({ length: 6 }, () => ({ status: 'pending' as const })),
        journal,
        handler,
        concurrency: 6,
        clock,
      }),
    );
    const first = run.run();
    await settleTurns();
    expect(inPacer).toBe(2);
    run.pause();
    const paused = await first;
    expect(paused.status).toBe('paused');
    expect(paused.counts).toMatchObject({ pending: 6, sending: 0, unknown: 0, failed: 0 });
    expect(inPacer).toBe(0);
    expect(sent).toEqual([]);
    expect(checks).toEqual([]);
    expect(events.filter((e) => e.t === 'sending')).toEqual([]);
  });
});
