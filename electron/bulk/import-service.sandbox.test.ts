import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportStatus } from '../../shared/bulk/import-contract.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { schema, startHarness, type Harness } from '../broker/testing/broker-harness.ts';
import { readCsv } from './csv/read.ts';
import { createImportService, type ImportServiceOptions } from './import-service.ts';
import { JournalWriteError } from './journal/journal-file.ts';
import { createJournalStore, type Journal, type JournalStore } from './journal/journal-store.ts';
import { faultyDisk } from './journal/testing/faulty-disk.ts';
import { orderMutation, type OrderPlan } from './orders/order-plan.ts';
import { stockMutation } from './stock/stock-plan.ts';
import { CRASH_SHORTCUT_MS, SETTLE_MS } from './run/import-run.ts';
import { importTag } from './run/import-tag.ts';
import { createFakeScheduler } from '../time/testing/fake-scheduler.ts';
import { createRunEvents } from './testing/run-events.ts';
import type { StockPlan } from './stock/stock-plan.ts';
import { stockPlanOf } from './stock/testing/stock-plan-of.ts';

let harness: Harness;
let dir: string;
beforeEach(async () => {
  harness = await startHarness({ products: 20, orders: 5 });
  dir = await mkdtemp(join(tmpdir(), 'imports-'));
});
afterEach(() => harness.close());

/**
 * An import service over the harness; `until` waits on its statuses and its runs' timers (on the
 * clock a test passes), never on a real-time limit.
 */
function service(overrides: Partial<ImportServiceOptions> = {}) {
  const statuses: ImportStatus[] = [];
  const events = createRunEvents();
  const { clock, ...rest } = overrides;
  const imports = createImportService({
    journals: createJournalStore({ dir, cipher: createFakeCipher() }),
    execute: (request) => harness.broker.execute(request),
    schema,
    session: () => ({
      profileId: 'sandbox',
      scopes: ['change:inventory', 'view:inventory'],
      scopeLimited: true,
    }),
    credits: () => ({ rate: 60, waitingSeconds: null }),
    emit: (status) => {
      statuses.push(status);
      events.signal();
    },
    emitCheck: () => undefined,
    ...rest,
    ...(clock ? { clock: events.watch(clock) } : {}),
  });
  return { imports, statuses, until: events.until };
}

function csvFor(harnessAccount = harness.sandbox.data.accounts[0]): string {
  const wp = [...(harnessAccount?.warehouseProductsBySku.values() ?? [])].flat()[0];
  const warehouse = harnessAccount?.warehouses.find((w) => w.id === wp?.warehouse_id);
  if (!wp || !warehouse) throw new Error('setup');
  return `SKU,Warehouse,Change,Quantity,Reason\n${wp.sku},${warehouse.identifier},add,2,"=HYPERLINK(""x"")"\nNOPE,${warehouse.identifier},add,1,\n`;
}

async function upload(imports: ReturnType<typeof service>['imports'], text: string) {
  const data = Buffer.from(text).toString('base64');
  const half = Math.floor(data.length / 8) * 4; // whole base64 quanta per chunk
  const first = await imports.upload({
    fileName: 'count.csv',
    offset: 0,
    data: data.slice(0, half),
  });
  if (!first.ok) throw new Error(first.error.message);
  const second = await imports.upload({
    uploadId: first.value.uploadId,
    fileName: 'count.csv',
    offset: first.value.received,
    data: data.slice(half),
  });
  if (!second.ok) throw new Error(second.error.message);
  expect(second.value.received).toBe(Buffer.byteLength(text));
  return first.value.uploadId;
}

/** Previews `csvFor()` as a stock import and starts it: its first status. */
async function startedRun(imports: ReturnType<typeof service>['imports']) {
  const preview = await imports.preview(await upload(imports, csvFor()), 'stock');
  if (!preview.ok) throw new Error('preview failed');
  const started = await imports.start(preview.value.previewId);
  if (!started.ok) throw new Error('start failed');
  return started;
}

/** A plan of six one-unit additions to real stock records, as a preview would journal it. */
function planOfSix(): StockPlan {
  return stockPlanOf(harness.sandbox, { rows: 6, fileName: 'twice.csv' });
}

/**
 * Counts each AddInventory sent, by the reason (which carries the row's tag): once it leaves,
 * after the run's `beforeSend` has journalled it.
 */
function countingExecute(sent: string[]): ImportServiceOptions['execute'] {
  return (request) => {
    if (request.operationName !== 'AddInventory') return harness.broker.execute(request);
    const data = request.variables['data'] as { reason: string };
    return harness.broker.execute({
      ...request,
      beforeSend: async () => {
        await request.beforeSend?.();
        sent.push(data.reason);
      },
    });
  };
}

const tagsOf = (plan: StockPlan, runId: string): string[] =>
  plan.rows.map((row) => importTag(runId, row.line)).toSorted();

describe('import service', () => {
  it('uploads in chunks, previews, runs, and exports results with inert cells', async () => {
    const { imports, statuses, until } = service();
    const preview = await imports.preview(await upload(imports, csvFor()), 'stock');
    if (!preview.ok) throw new Error(`preview failed: ${JSON.stringify(preview)}`);
    expect(preview.value).toMatchObject({ changeCount: 1, problemCount: 1 });
    expect(preview.value.estimate.text).toBe(
      "1 change, about 1 credit, up to 1 s: imports use 25% of the account's restore rate (60 credits/s), longer while other apps use it too",
    );
    const started = await imports.start(preview.value.previewId);
    if (!started.ok) throw new Error(started.error.message);
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(1);
    const results = await imports.results(started.value.runId, false);
    if (!results.ok || results.value.kind !== 'download') throw new Error('no download');
    expect(results.value.fileName).toBe('count - results.csv');
    const table = readCsv(new TextEncoder().encode(results.value.text));
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.header).toEqual([
      'Line',
      'SKU',
      'Warehouse',
      'Change',
      'Quantity',
      'Reason',
      'Result',
      'Details',
    ]);
    expect(table.value.records.map((r) => [r.cells[0], r.cells[6]])).toEqual([
      ['2', 'Applied'],
      ['3', 'Not sent'],
    ]);
    expect(table.value.records[0]?.cells[5]).toBe('\'=HYPERLINK("x")');
  });

  it('refuses without change:inventory, before reading anything', async () => {
    const { imports } = service({
      session: () => ({ profileId: 'sandbox', scopes: ['view:inventory'], scopeLimited: true }),
    });
    const preview = await imports.preview(await upload(imports, csvFor()), 'stock');
    expect(preview).toMatchObject({
      ok: false,
      error: { kind: 'missing-scope', scopes: ['change:inventory'] },
    });
  });

  it('refuses stock changes without view:inventory (a resume reads what the run applied)', async () => {
    const { imports } = service({
      session: () => ({ profileId: 'sandbox', scopes: ['change:inventory'], scopeLimited: true }),
    });
    const preview = await imports.preview(await upload(imports, csvFor()), 'stock');
    expect(preview).toMatchObject({
      ok: false,
      error: { kind: 'missing-scope', scopes: ['view:inventory'] },
    });
  });

  it('refuses order changes without change:orders, naming the scope, while stock goes on', async () => {
    const { imports } = service();
    const order = harness.sandbox.data.accounts[0]?.orders[0];
    if (!order) throw new Error('setup');
    const csv = `Order,Change,Value\n${order.order_number},tag,x\n`;
    const before = harness.wire.requests.length;
    const preview = await imports.preview(await upload(imports, csv), 'orders');
    expect(preview).toMatchObject({
      ok: false,
      error: {
        kind: 'missing-scope',
        scopes: ['view:orders', 'change:orders'],
        message: expect.stringContaining('Importing order changes needs the scopes') as unknown,
      },
    });
    expect(harness.wire.requests.length).toBe(before);
    const stock = await imports.preview(await upload(imports, csvFor()), 'stock');
    expect(stock.ok).toBe(true);
  });

  it('refuses a file whole as one typed error naming the file, sending nothing', async () => {
    const { imports } = service();
    const before = harness.wire.requests.length;
    const csv = 'Order,Change,Value\n#1001,tag,VIP\n';
    const preview = await imports.preview(await upload(imports, csv), 'stock');
    expect(preview).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: expect.stringMatching(/^count\.csv: .*"Order" is not a column/) as unknown,
      },
    });
    expect(harness.wire.requests.length).toBe(before);
  });

  it('previews, runs and exports an order import, each run saying its kind', async () => {
    const { imports, statuses, until } = service({
      session: () => ({
        profileId: 'sandbox',
        scopes: ['view:orders', 'change:orders'],
        scopeLimited: true,
      }),
    });
    const order = harness.sandbox.data.accounts[0]?.orders.find((o) => !o.tags.includes('rush'));
    if (!order) throw new Error('setup');
    const csv = `Order,Change,Value\n${order.order_number},tag,rush\n${order.order_number},note,"=cmd|' /C calc'!A0"\nNOPE,tag,x\n`;
    const preview = await imports.preview(await upload(imports, csv), 'orders');
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.value).toMatchObject({
      kind: 'orders',
      changeCount: 2,
      problemCount: 1,
      columns: [
        { label: 'Order', numeric: false },
        { label: 'Change', numeric: false },
        { label: 'Value', numeric: false },
      ],
      changes: [
        { line: 2, cells: [order.order_number, 'tag', 'rush'] },
        { line: 3, cells: [order.order_number, 'note', "=cmd|' /C calc'!A0"] },
      ],
    });
    expect(preview.value.checkCredits).toBeGreaterThan(0);
    const started = await imports.start(preview.value.previewId);
    if (!started.ok) throw new Error(started.error.message);
    expect(started.value.kind).toBe('orders');
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(2);
    expect(order.tags.filter((t) => t === 'rush')).toHaveLength(1);
    const results = await imports.results(started.value.runId, false);
    if (!results.ok || results.value.kind !== 'download') throw new Error('no download');
    const table = readCsv(new TextEncoder().encode(results.value.text));
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.header).toEqual(['Line', 'Order', 'Change', 'Value', 'Result', 'Details']);
    expect(table.value.records.map((r) => r.cells.slice(0, 5))).toEqual([
      ['2', order.order_number, 'tag', 'rush', 'Applied'],
      ['3', order.order_number, 'note', "'=cmd|' /C calc'!A0", 'Applied'],
      ['4', 'NOPE', 'tag', 'x', 'Not sent'],
    ]);
    const overview = await imports.status();
    expect(overview.ok && overview.value.runs.map((r) => r.kind)).toEqual(['orders']);
  });

  it('refuses a chunk out of order', async () => {
    const { imports } = service();
    const first = await imports.upload({ fileName: 'a.csv', offset: 0, data: 'QUJD' });
    if (!first.ok) throw new Error('setup');
    const skipped = await imports.upload({
      uploadId: first.value.uploadId,
      fileName: 'a.csv',
      offset: 10,
      data: 'QUJD',
    });
    expect(skipped).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('lists a finished run after a restart until it is dismissed', async () => {
    const first = service();
    const preview = await first.imports.preview(await upload(first.imports, csvFor()), 'stock');
    if (!preview.ok) throw new Error(`preview failed: ${JSON.stringify(preview)}`);
    const started = await first.imports.start(preview.value.previewId);
    if (!started.ok) throw new Error('start failed');
    await first.until(() => first.statuses.at(-1)?.status === 'finished');
    const second = service();
    const overview = await second.imports.status();
    if (!overview.ok) throw new Error('status failed');
    expect(overview.value.runs.map((r) => [r.runId, r.status, r.resumable])).toEqual([
      [started.value.runId, 'finished', false],
    ]);
    expect((await second.imports.control(started.value.runId, 'dismiss')).ok).toBe(true);
    const after = await second.imports.status();
    expect(after.ok && after.value.runs).toEqual([]);
  });

  it('offers an interrupted order import after a restart, and resumes it without a second note', async () => {
    const account = harness.sandbox.data.accounts[0];
    const [a, b] = account?.orders ?? [];
    if (!a || !b) throw new Error('setup');
    const plan: OrderPlan = {
      kind: 'orders',
      fileName: 'notes.csv',
      rows: [
        { line: 2, orderId: a.id, orderNumber: a.order_number, change: 'note', note: 'Sent once' },
        { line: 3, orderId: b.id, orderNumber: b.order_number, change: 'note', note: 'Not yet' },
      ],
      skipped: [],
    };
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    // The first process sent line 2's note and died before journalling its reply.
    const [first] = plan.rows;
    if (!first) throw new Error('setup');
    await journal.append({ t: 'sending', row: 0 });
    const sent = await harness.broker.execute({
      ...orderMutation(first, journal.runId),
      priority: 'background',
    });
    expect(sent.ok).toBe(true);
    await journal.close();
    const notes = (order: typeof a, text: string) =>
      order.order_history.filter((h) => h.information.startsWith(`${text} [import `));
    const orderScopes = ['view:orders', 'change:orders'];
    const withoutScope = service();
    const overview = await withoutScope.imports.status();
    expect(overview.ok && overview.value.runs).toMatchObject([
      { runId: journal.runId, kind: 'orders', status: 'paused', resumable: true },
    ]);
    expect(await withoutScope.imports.control(journal.runId, 'resume')).toMatchObject({
      ok: false,
      error: { kind: 'missing-scope', scopes: orderScopes },
    });
    // A crash: line 2 was in flight and is checked first (its note is found: not sent again).
    // Line 3 has no record in the part of the journal its mark names (the mark follows every
    // `sending` record), so it was never sent and goes at once, with no settle wait.
    const clock = createFakeScheduler(5_000_000);
    const second = service({
      session: () => ({ profileId: 'sandbox', scopes: orderScopes, scopeLimited: true }),
      clock,
    });
    expect((await second.imports.control(journal.runId, 'resume')).ok).toBe(true);
    await second.until(() => second.statuses.at(-1)?.status === 'finished');
    expect(clock.pendingCount()).toBe(0);
    expect(second.statuses.at(-1)?.counts).toMatchObject({ applied: 2, unknown: 0, failed: 0 });
    expect(notes(a, 'Sent once')).toHaveLength(1);
    expect(notes(b, 'Not yet')).toHaveLength(1);
  });

  it('says the time left from the rows not yet done, counting down, whatever else waits', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    // Stopped cleanly before any row left: the journal proves every row unsent.
    await journal.commit();
    await journal.close();
    // The pacer's own wait, as the core used to pass it on: its head is sometimes a catalogue
    // refresh's large page (67 s), sometimes an import row (1 s).
    let calls = 0;
    const { imports, statuses, until } = service({
      credits: () => ({ rate: 60, max: 4004, waitingSeconds: calls++ % 2 === 0 ? 67 : 1 }),
    });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'finished');
    const running = statuses.filter((s) => s.status === 'running');
    expect(running.length).toBeGreaterThan(0);
    // One credit a row at a quarter of 60 credits/s: 1/15 s for each row not yet done.
    for (const status of running) {
      expect(status.secondsLeft).toBeCloseTo((status.counts.pending + status.counts.sending) / 15);
    }
    const lefts = running.map((s) => s.secondsLeft ?? -1);
    expect(lefts).toEqual(lefts.toSorted((a, b) => b - a));
    expect(statuses.at(-1)?.secondsLeft).toBeNull();
  });

  it('sends each row once when Resume is pressed twice at once', async () => {
    const plan = planOfSix();
    // A paused run: journalled, nothing sent yet, stopped cleanly.
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    await journal.commit();
    await journal.close();
    const sent: string[] = [];
    const { imports, statuses, until } = service({
      execute: countingExecute(sent),
    });
    const [first, second] = await Promise.all([
      imports.control(journal.runId, 'resume'),
      imports.control(journal.runId, 'resume'),
    ]);
    expect(first.ok && second.ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(plan.rows.length);
    expect(sent.toSorted()).toEqual(tagsOf(plan, journal.runId));
    await imports.close();
    // One journal, readable after the run: a fresh service lists it finished.
    const overview = await service().imports.status();
    expect(overview.ok && overview.value).toMatchObject({
      runs: [{ runId: journal.runId, status: 'finished' }],
      unreadable: [],
    });
  });

  it('stops when the journal fails, says what was applied, and resumes from the file', async () => {
    const plan = planOfSix();
    const store = createJournalStore({ dir, cipher: createFakeCipher() });
    const journal = await store.create('sandbox', plan);
    await journal.commit();
    await journal.close();
    // The first reopen's journal refuses its fourth write and every one after (a full disk).
    let reopened = 0;
    const failing = (inner: Journal): Journal => {
      let writes = 0;
      return {
        runId: inner.runId,
        append: (event) =>
          ++writes >= 4
            ? Promise.reject(new JournalWriteError('ENOSPC: no space left on device'))
            : inner.append(event),
        commit: () => inner.commit(),
        close: () => inner.close(),
      };
    };
    const journals: JournalStore = {
      ...store,
      list: async (profileId, parsePlan) =>
        (await store.list(profileId, parsePlan)).map((run) =>
          run.ok
            ? {
                ok: true,
                value: {
                  ...run.value,
                  reopen: async () =>
                    reopened++ === 0 ? failing(await run.value.reopen()) : run.value.reopen(),
                },
              }
            : run,
        ),
    };
    const sent: string[] = [];
    const { imports, statuses, until } = service({ journals, execute: countingExecute(sent) });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'paused');
    const stopped = statuses.at(-1);
    expect(stopped?.resumable).toBe(true);
    expect(stopped?.stopReason).toMatch(
      /^The import journal could not be written \(ENOSPC: no space left on device\), so the import stopped: nothing more is sent without a record of it\. \d of 6 changes were applied/,
    );
    expect(sent.length).toBeLessThan(plan.rows.length);

    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(plan.rows.length);
    expect(sent.toSorted()).toEqual(tagsOf(plan, journal.runId));
    await imports.close();
  });

  it('after an interruption, says which row it checks and for how long, and goes on with the rest', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    // Line 4's reply was lost a moment ago and the previous process paused with it still to be
    // checked, then quit; it never arrived.
    const clock = createFakeScheduler(1_000_000);
    await journal.append({ t: 'sending', row: 2, at: clock.now() - 1_000 });
    await journal.append({ t: 'paused' });
    await journal.commit();
    await journal.close();
    const sent: string[] = [];
    const { imports, statuses, until } = service({
      execute: countingExecute(sent),
      clock,
    });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.counts.applied === 5);
    expect(statuses.at(-1)).toMatchObject({
      status: 'running',
      counts: { sending: 1 },
      settling: { line: 4, interrupted: true, rows: 1, seconds: SETTLE_MS / 1000 },
      // The run cannot end before that row's check: its settle time is the time left.
      secondsLeft: SETTLE_MS / 1000,
    });
    expect(clock.pendingCount()).toBe(1);
    expect(sent).not.toContain(`[import ${journal.runId.slice(0, 8)} line 4]`);
    expect((await imports.control(journal.runId, 'pause')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'paused');
    expect(statuses.at(-1)).toMatchObject({ settling: null, counts: { sending: 1 } });
    await imports.close();
  });

  it('paces its statuses on its own status clock, re-sending a settle countdown each second', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    // As above: line 4 waits out its settle time on the runs' clock, which stays still.
    const clock = createFakeScheduler(1_000_000);
    await journal.append({ t: 'sending', row: 2, at: clock.now() - 1_000 });
    await journal.append({ t: 'paused' });
    await journal.commit();
    await journal.close();
    const statusClock = createFakeScheduler(0);
    const { imports, statuses, until } = service({ clock, statusClock });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    // The first change goes out at once; the run's later changes wait for the status clock.
    await until(() => statuses.length > 0);
    // Polled in real time so the sandbox's replies get their turns between the clock's steps;
    // the limit only ends a hang (the default second failed on a busy machine).
    await expect
      .poll(
        () => {
          statusClock.advance(200);
          return statuses.at(-1)?.counts.applied;
        },
        { timeout: 60_000 },
      )
      .toBe(5);
    expect(statuses.at(-1)).toMatchObject({ settling: { line: 4 }, counts: { sending: 1 } });
    // Nothing changes while the row waits: only the countdown's tick, one a second, sends.
    const due = statusClock.nextIn();
    if (due === null) throw new Error('no countdown tick waits');
    statusClock.advance(due);
    const sent = statuses.length;
    statusClock.advance(999);
    expect(statuses).toHaveLength(sent);
    statusClock.advance(1);
    expect(statuses).toHaveLength(sent + 1);
    expect(statuses.at(-1)).toMatchObject({ settling: { line: 4 }, counts: { sending: 1 } });
    expect(clock.pendingCount()).toBe(1);
    await imports.close();
  });

  it('after a crash, checks every row the journal cannot prove unsent before sending it', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    const clock = createFakeScheduler(2_000_000);
    // The previous process sent line 2 and died.
    await journal.append({ t: 'sending', row: 0, at: clock.now() - 500 });
    const [first] = plan.rows;
    if (!first) throw new Error('setup');
    await harness.broker.execute({
      ...stockMutation(first, journal.runId),
      priority: 'background',
    });
    await journal.close();
    // ... and its mark was lost (an older copy of the journal put back, say).
    await rm(join(dir, `${journal.runId}.journal.mark`));
    const sent: string[] = [];
    const { imports, statuses, until } = service({
      execute: countingExecute(sent),
      clock,
    });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    // Line 2 is found applied; the five others are not sent before their settle time.
    await until(() => clock.pendingCount() === 5);
    expect(sent).toEqual([]);
    await until(() => {
      const counts = statuses.at(-1)?.counts;
      return counts?.applied === 1 && counts.sending === 5;
    });
    expect(statuses.at(-1)?.counts).toMatchObject({ applied: 1, sending: 5 });
    clock.advance(SETTLE_MS);
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(6);
    expect(sent.toSorted()).toEqual(
      tagsOf(plan, journal.runId).filter((tag) => tag !== importTag(journal.runId, first.line)),
    );
    await imports.close();
  });

  it('after a crash, sends the rows that were not in flight at once, while one in flight waits', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    const clock = createFakeScheduler(3_000_000);
    // The previous process journalled lines 2 and 3 as leaving and died: line 2 reached the
    // service, line 3 did not (its request was lost with the process).
    await journal.append({ t: 'sending', row: 0, at: clock.now() - 500 });
    await journal.append({ t: 'sending', row: 1, at: clock.now() - 500 });
    const [first, second] = plan.rows;
    if (!first || !second) throw new Error('setup');
    await harness.broker.execute({
      ...stockMutation(first, journal.runId),
      priority: 'background',
    });
    await journal.close();
    const sent: string[] = [];
    const { imports, statuses, until } = service({
      execute: countingExecute(sent),
      clock,
    });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    // Line 2 is found; the four rows never sent go at once; line 3 waits out its settle time.
    await until(() => {
      const counts = statuses.at(-1)?.counts;
      return counts?.applied === 5 && counts.sending === 1;
    });
    expect(statuses.at(-1)?.counts).toMatchObject({ applied: 5, sending: 1 });
    expect(clock.pendingCount()).toBe(1);
    const tags = tagsOf(plan, journal.runId);
    expect(sent.toSorted()).toEqual(tags.slice(2).toSorted());
    clock.advance(SETTLE_MS);
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(6);
    expect(sent.toSorted()).toEqual(tags.slice(1).toSorted());
    await imports.close();
  });

  it('checks unknown rows of a finished run again when asked, and sends nothing', async () => {
    const plan = stockPlanOf(harness.sandbox, { rows: 2, fileName: 'unknown.csv' });
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    // Both rows' replies were lost and their histories could not be read: settled unknown. Row
    // 0's change had arrived; row 1's had not.
    const [first] = plan.rows;
    if (!first) throw new Error('setup');
    await journal.append({ t: 'sending', row: 0, at: 1 });
    await harness.broker.execute({
      ...stockMutation(first, journal.runId),
      priority: 'background',
    });
    await journal.append({ t: 'sending', row: 1, at: 1 });
    for (const row of [0, 1])
      await journal.append({ t: 'settled', row, outcome: { status: 'unknown', reason: 'lost' } });
    await journal.append({ t: 'finished' });
    await journal.commit();
    await journal.close();
    const clock = createFakeScheduler(CRASH_SHORTCUT_MS * 2);
    const sent: string[] = [];
    const { imports } = service({
      execute: countingExecute(sent),
      clock,
    });
    const before = await imports.status();
    expect(before.ok && before.value.runs[0]).toMatchObject({
      status: 'finished',
      counts: { unknown: 2 },
    });
    // Row 0 is found; row 1 is not, but this process has only just seen the run: too soon.
    expect(await imports.control(journal.runId, 'recheck')).toMatchObject({
      ok: true,
      value: { status: 'finished', resumable: false, counts: { applied: 1, unknown: 1 } },
    });
    clock.advance(SETTLE_MS);
    expect(await imports.control(journal.runId, 'recheck')).toMatchObject({
      ok: true,
      value: { status: 'finished', counts: { applied: 1, unknown: 0, failed: 1 } },
    });
    const rows = await imports.rows(journal.runId, 'problems', 0, 10);
    expect(rows.ok && rows.value.rows).toMatchObject([
      {
        result: 'Failed',
        details: expect.stringMatching(/^Checked again: .*not sent again/) as unknown,
      },
    ]);
    expect(sent).toEqual([]);
    await imports.close();
    // As journalled: a restart reads the same.
    const after = await service().imports.status();
    expect(after.ok && after.value.runs[0]).toMatchObject({
      status: 'finished',
      counts: { applied: 1, failed: 1, unknown: 0 },
    });
  });

  it('checking unknown rows of a cancelled run again sends none of its rows', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    // Row 0 was lost and settled unknown (its change had arrived), then the user paused.
    const [first] = plan.rows;
    if (!first) throw new Error('setup');
    await journal.append({ t: 'sending', row: 0, at: 1 });
    await harness.broker.execute({
      ...stockMutation(first, journal.runId),
      priority: 'background',
    });
    await journal.append({ t: 'settled', row: 0, outcome: { status: 'unknown', reason: 'lost' } });
    await journal.append({ t: 'paused' });
    await journal.commit();
    await journal.close();
    const sent: string[] = [];
    const clock = createFakeScheduler(CRASH_SHORTCUT_MS * 2);
    const { imports } = service({
      execute: countingExecute(sent),
      clock,
    });
    // Cancelled in this process, then checked: the run stays cancelled, its rows unsent.
    expect(await imports.control(journal.runId, 'cancel')).toMatchObject({ ok: true });
    await expect
      .poll(async () => {
        const overview = await imports.status();
        return overview.ok ? overview.value.runs[0]?.status : undefined;
      })
      .toBe('cancelled');
    expect(await imports.control(journal.runId, 'recheck')).toMatchObject({
      ok: true,
      value: { status: 'cancelled', counts: { applied: 1, sending: 0, pending: 5 } },
    });
    expect(sent).toEqual([]);
    await imports.close();
    // And loaded from its journal after a restart: the same.
    const later = service({ execute: countingExecute(sent), clock });
    const stored = await later.imports.status();
    expect(stored.ok && stored.value.runs[0]).toMatchObject({
      status: 'cancelled',
      resumable: false,
      counts: { applied: 1, pending: 5 },
    });
    expect(await later.imports.control(journal.runId, 'resume')).toMatchObject({
      ok: true,
      value: { status: 'cancelled', resumable: false },
    });
    expect(sent).toEqual([]);
    await later.imports.close();
  });

  it('starting on a full disk says so, sends nothing and leaves no journal', async () => {
    const journals = createJournalStore({
      dir,
      cipher: createFakeCipher(),
      open: faultyDisk({ space: 64 }).open,
    });
    const sent: string[] = [];
    const { imports } = service({ journals, execute: countingExecute(sent) });
    const preview = await imports.preview(await upload(imports, csvFor()), 'stock');
    if (!preview.ok) throw new Error('preview failed');
    const started = await imports.start(preview.value.previewId);
    expect(started).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^The disk is full: .*nothing was sent/) as unknown },
    });
    expect(sent).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
    const overview = await imports.status();
    expect(overview.ok && overview.value).toMatchObject({ runs: [], unreadable: [] });
  });

  it('does not wait for a row that was in flight long before the interruption', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    const clock = createFakeScheduler(10_000_000);
    await journal.append({ t: 'sending', row: 2, at: clock.now() - CRASH_SHORTCUT_MS });
    await journal.append({ t: 'paused' });
    await journal.commit();
    await journal.close();
    const sent: string[] = [];
    const { imports, statuses, until } = service({
      execute: countingExecute(sent),
      clock,
    });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'finished');
    expect(statuses.at(-1)?.counts.applied).toBe(6);
    expect(statuses.some((status) => status.settling !== null)).toBe(false);
    expect(sent.toSorted()).toEqual(tagsOf(plan, journal.runId));
    await imports.close();
  });

  it('signing out keeps the journal of a run that can be resumed and deletes finished ones', async () => {
    const { imports, statuses, until } = service();
    await startedRun(imports);
    await until(() => statuses.at(-1)?.status === 'finished');
    // An interrupted run: journalled, nothing sent yet (as a crash before the first row leaves).
    const interrupted = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      planOfSix(),
    );
    await interrupted.close();

    await imports.forget('sandbox', { keepResumable: true });
    expect(await readdir(dir)).toEqual([`${interrupted.runId}.journal`]);
    // Signing in again offers it, and resuming applies each row once.
    const next = service();
    const overview = await next.imports.status();
    expect(overview.ok && overview.value.runs).toMatchObject([
      { runId: interrupted.runId, resumable: true },
    ]);
    await next.imports.close();
  });

  it('counts the runs of a profile that could still be resumed: what removing it would delete', async () => {
    const { imports, statuses, until } = service();
    await startedRun(imports);
    await until(() => statuses.at(-1)?.status === 'finished');
    const journals = createJournalStore({ dir, cipher: createFakeCipher() });
    const interrupted = await journals.create('sandbox', planOfSix());
    await interrupted.close();
    await (await journals.create('other', planOfSix())).close();
    expect((await readdir(dir)).filter((name) => name.endsWith('.journal'))).toHaveLength(3);

    expect(await imports.resumableCount('sandbox')).toBe(1);
    expect(await imports.resumableCount('other')).toBe(1);
    expect(await imports.resumableCount('nobody')).toBe(0);
    // Loaded in this process (Pause reads it from its journal), it still counts, once.
    expect(await imports.control(interrupted.runId, 'pause')).toMatchObject({
      ok: true,
      value: { runId: interrupted.runId, resumable: true },
    });
    expect(await imports.resumableCount('sandbox')).toBe(1);
    await imports.forget('sandbox');
    expect(await imports.resumableCount('sandbox')).toBe(0);
    expect(await imports.resumableCount('other')).toBe(1);
  });

  it('removing the profile stops the run and deletes its journal and key, so nothing can be resumed', async () => {
    const { imports, statuses } = service();
    const started = await startedRun(imports);
    expect(await readdir(dir)).toEqual([`${started.value.runId}.journal`]);
    await imports.forget('sandbox');
    expect(await readdir(dir)).toEqual([]);
    const overview = await imports.status();
    expect(overview.ok && overview.value.runs).toEqual([]);
    // A fresh start (the next sign-in) finds nothing either.
    const next = service();
    const after = await next.imports.status();
    expect(after.ok && after.value.runs).toEqual([]);
    expect(statuses.every((s) => s.runId === started.value.runId)).toBe(true);
  });

  it('lists rows with their results: those that did not apply, or every line', async () => {
    const { imports, statuses, until } = service();
    const started = await startedRun(imports);
    await until(() => statuses.at(-1)?.status === 'finished');
    const runId = started.value.runId;
    const problems = await imports.rows(runId, 'problems', 0, 50);
    expect(problems).toMatchObject({
      ok: true,
      value: {
        total: 1,
        offset: 0,
        rows: [
          {
            line: 3,
            // What the refused line said, so it can be fixed from the results.
            cells: ['NOPE', expect.any(String) as unknown, 'add', '1', ''],
            result: 'Not sent',
            details: expect.stringContaining('NOPE') as unknown,
          },
        ],
      },
    });
    const all = await imports.rows(runId, 'all', 0, 50);
    if (!all.ok) throw new Error(all.error.message);
    expect(all.value.rows.map((r) => [r.line, r.result])).toEqual([
      [2, 'Applied'],
      [3, 'Not sent'],
    ]);
    expect(all.value.columns.map((c) => c.label)).toEqual([
      'SKU',
      'Warehouse',
      'Change',
      'Quantity',
      'Reason',
    ]);
    expect(all.value.rows[0]?.cells.slice(2, 4)).toEqual(['add', '2']);
    const window = await imports.rows(runId, 'all', 1, 1);
    expect(window.ok && window.value.rows.map((r) => r.line)).toEqual([3]);
    expect(await imports.rows('6b8d0a5e-1f0e-4a43-9a0d-6a5a4e3c2b11', 'all', 0, 5)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it('stops sending a run’s rows once another profile is active', async () => {
    const plan = planOfSix();
    const journal = await createJournalStore({ dir, cipher: createFakeCipher() }).create(
      'sandbox',
      plan,
    );
    await journal.commit();
    await journal.close();
    let profileId = 'sandbox';
    const sent: string[] = [];
    let calls = 0;
    const { imports, statuses, until } = service({
      session: () => ({
        profileId,
        scopes: ['change:inventory', 'view:inventory'],
        scopeLimited: true,
      }),
      execute: (request) => {
        const result = countingExecute(sent)(request);
        // The user switches to another signed-in profile while the first change is in flight.
        if (request.operationName === 'AddInventory' && ++calls === 1) profileId = 'other';
        return result;
      },
    });
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'paused');
    expect(statuses.at(-1)?.stopReason).toBe(
      'Another profile is in use. Switch back to this one to resume the import.',
    );
    const sentBefore = sent.length;

    profileId = 'sandbox';
    expect((await imports.control(journal.runId, 'resume')).ok).toBe(true);
    await until(() => statuses.at(-1)?.status === 'finished');
    await imports.close();
    expect(sentBefore).toBe(1);
    expect(statuses.at(-1)?.counts.applied).toBe(plan.rows.length);
    expect(sent.toSorted()).toEqual(tagsOf(plan, journal.runId)); // each row once
  });
});
