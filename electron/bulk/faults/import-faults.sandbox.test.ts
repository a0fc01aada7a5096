/**
 * The fault suite: imports under the faults real machines have — a disk that writes short or
 * fills up, a journal cut short, flipped or put back from an older copy, two Floorboards on one
 * folder, a process killed mid-run, the service killed and restarted mid-run — each counted
 * against the sandbox's inventory history: no row lost, none applied twice. Time is each
 * process's injected clock, so the settle waits and check retries cost no real time.
 */
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faultyDisk } from '../journal/testing/faulty-disk.ts';
import type { StockPlan } from '../stock/stock-plan.ts';
import { parseImportPlan } from '../import-kinds.ts';
import {
  PROFILE,
  holder,
  journalled,
  journalledUnproven,
  startWorld,
  type Process,
  type World,
} from './testing/fault-world.ts';

const ROWS = 40;
let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const journalPath = (runId: string): string => join(world.dir, `${runId}.journal`);

async function resume(process: Process, runId: string): Promise<void> {
  const result = await process.imports.control(runId, 'resume');
  if (!result.ok) throw new Error(result.error.message);
}

/** Uploads the plan's rows as a CSV and previews it: the preview's id. */
async function previewed(process: Process, plan: StockPlan, fileName: string): Promise<string> {
  const csv = [
    'SKU,Warehouse,Change,Quantity',
    ...plan.rows.map((row) => `${row.sku},${row.warehouseId},add,1`),
  ].join('\n');
  const uploaded = await process.imports.upload({
    fileName,
    offset: 0,
    data: Buffer.from(csv).toString('base64'),
  });
  if (!uploaded.ok) throw new Error(uploaded.error.message);
  const preview = await process.imports.preview(uploaded.value.uploadId, 'stock');
  if (!preview.ok) throw new Error('preview failed');
  return preview.value.previewId;
}

/**
 * Resumes the run with the service holding every change after the first `rows`, and waits, on
 * the process's events, until it has applied them: it stops there, whatever its pace. The held
 * changes go on once `world.release()` is called.
 */
async function resumeUntil(process: Process, runId: string, rows: number): Promise<void> {
  world.holdAfter(rows);
  await resume(process, runId);
  await process.until(async () => ((await process.status(runId))?.counts.applied ?? 0) >= rows);
}

/** Pauses a run held by `resumeUntil` and lets the held changes go: it stops paused. */
async function pauseHeld(process: Process, runId: string): Promise<void> {
  expect((await process.imports.control(runId, 'pause')).ok).toBe(true);
  world.release();
  await paused(process, runId);
}

/** Waits, on the process's events, until the run has stopped paused. */
async function paused(process: Process, runId: string): Promise<void> {
  await process.until(async () => (await process.status(runId))?.status === 'paused');
}

describe('the import under faults: 0 lost, 0 applied twice', () => {
  it('a disk that writes short', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const disk = faultyDisk({ chunk: 5 });
    const process = world.process({ open: disk.open });
    await resume(process, runId);
    await process.finish(runId);
    expect(disk.shortWrites).toBeGreaterThan(ROWS);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('a disk that fills up mid-run, then has room again', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    // Room for a dozen records or so.
    const disk = faultyDisk({ space: 1_500 });
    const process = world.process({ open: disk.open });
    await resume(process, runId);
    await paused(process, runId);
    const stopped = await process.status(runId);
    expect(stopped?.stopReason).toMatch(/^The import journal could not be written \(ENOSPC/);
    expect(stopped?.counts.applied).toBeLessThan(ROWS);
    disk.space = Infinity;
    await resume(process, runId);
    await process.finish(runId);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('a full disk at start: a clear error, nothing sent, no journal left', async () => {
    const plan = world.plan(ROWS);
    const before = world.harness.sandbox.data.accounts[0]?.inventoryChanges.length;
    const process = world.process({ open: faultyDisk({ space: 200 }).open });
    const started = await process.imports.start(await previewed(process, plan, 'full.csv'));
    expect(started).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^The disk is full: .*nothing was sent/) as unknown },
    });
    expect(world.harness.sandbox.data.accounts[0]?.inventoryChanges.length).toBe(before);
    expect(await readdir(world.dir)).toEqual([]);
  });

  it('a process killed mid-run, resumed by the next one', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const alive = new Set([1, 2]);
    const first = world.process({ lock: holder(1, 'host-a', alive) });
    await resumeUntil(first, runId, 10);
    first.kill();
    world.release();
    // What it had sent lands within the settle time the next one waits on its clock.
    await world.released();
    alive.delete(1); // its lock stays behind
    const second = world.process({ lock: holder(2, 'host-a', alive) });
    expect((await second.status(runId))?.resumable).toBe(true);
    await resume(second, runId);
    await second.finish(runId);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('an older copy of the journal put back (a backup restored)', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const first = world.process();
    await resumeUntil(first, runId, 8);
    await pauseHeld(first, runId);
    const older = `${journalPath(runId)}.older`;
    await copyFile(journalPath(runId), older);
    await resume(first, runId);
    await first.finish(runId);
    await first.imports.close();
    // The newer file's rows are applied; the older one records fewer of them.
    await copyFile(older, journalPath(runId));
    const second = world.process();
    expect((await second.status(runId))?.resumable).toBe(true);
    await resume(second, runId);
    await second.finish(runId);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('a journal and its mark restored together from a backup', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const first = world.process();
    await resumeUntil(first, runId, 8);
    await pauseHeld(first, runId);
    // Backed up during the clean pause: the file and the mark that proves it complete.
    const mark = `${journalPath(runId)}.mark`;
    await copyFile(journalPath(runId), `${journalPath(runId)}.older`);
    await copyFile(mark, `${mark}.older`);
    const before = world.tally(plan, runId).lost;
    await resume(first, runId);
    await first.finish(runId);
    await first.imports.close();
    await copyFile(`${journalPath(runId)}.older`, journalPath(runId));
    await copyFile(`${mark}.older`, mark);
    const second = world.process();
    // Its applied rows carry the service's time of their change: the witness searches from the
    // latest, older than every row sent after the backup.
    const [stored] = await second.journals.list(PROFILE, parseImportPlan);
    const times = (stored?.ok ? stored.value.state.rows : []).flatMap((row) =>
      row.status === 'applied' && row.serviceAt !== undefined ? [row.serviceAt] : [],
    );
    expect(times).toHaveLength(ROWS - before);
    // It looks like a clean pause: no "interrupted" warning, the later rows recorded as unsent.
    const restored = await second.status(runId);
    expect(restored).toMatchObject({ resumable: true, stopReason: null });
    expect(restored?.counts.pending).toBe(before);
    expect(before).toBeGreaterThan(0);
    const sent = world.harness.sandbox.data.accounts[0]?.inventoryChanges.length;
    await resume(second, runId);
    const done = await second.finish(runId);
    expect(done.counts).toMatchObject({ applied: ROWS, unknown: 0, failed: 0 });
    // The service was the witness: nothing was sent again.
    expect(world.harness.sandbox.data.accounts[0]?.inventoryChanges.length).toBe(sent);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('a journal and mark restored, the rows sent after the backup made in its latest change’s second', async () => {
    // The service's clock held inside one second: the rows the backup records and those sent
    // after it carry the same whole-second time, the tie the witness's margin must cover.
    const second = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    world.serviceTime = second + 100;
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const first = world.process();
    await resumeUntil(first, runId, 8);
    await pauseHeld(first, runId);
    const mark = `${journalPath(runId)}.mark`;
    await copyFile(journalPath(runId), `${journalPath(runId)}.older`);
    await copyFile(mark, `${mark}.older`);
    const before = world.tally(plan, runId).lost;
    world.serviceTime = second + 900;
    await resume(first, runId);
    await first.finish(runId);
    await first.imports.close();
    await copyFile(`${journalPath(runId)}.older`, journalPath(runId));
    await copyFile(`${mark}.older`, mark);
    const later = world.process();
    const [stored] = await later.journals.list(PROFILE, parseImportPlan);
    const times = (stored?.ok ? stored.value.state.rows : []).flatMap((row) =>
      row.status === 'applied' && row.serviceAt !== undefined ? [row.serviceAt] : [],
    );
    expect(Math.max(...times)).toBe(second);
    const changes = world.harness.sandbox.data.accounts[0]?.inventoryChanges ?? [];
    const ofRun = changes.filter((change) => change.reason.includes(runId.slice(0, 8)));
    expect(ofRun).toHaveLength(ROWS);
    expect(new Set(ofRun.map((change) => Date.parse(`${change.created_at}Z`)))).toEqual(
      new Set([second]),
    );
    expect((await later.status(runId))?.counts.pending).toBe(before);
    expect(before).toBeGreaterThan(0);
    const sent = changes.length;
    await resume(later, runId);
    const done = await later.finish(runId);
    expect(done.counts).toMatchObject({ applied: ROWS, unknown: 0, failed: 0 });
    // The witness found every row sent after the backup: nothing was sent again.
    expect(world.harness.sandbox.data.accounts[0]?.inventoryChanges.length).toBe(sent);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('an unproven order journal resumed, paused before its rows were checked, resumed again', async () => {
    const plan = world.orderPlan(6);
    // Rows 1-3 were sent by a process that recorded none of it: the journal proves nothing.
    const runId = await journalledUnproven(world, plan, 3);
    const first = world.process();
    expect((await first.status(runId))?.stopReason).toMatch(/put back from an older copy/);
    // The service is down: no row can be checked before the pause.
    world.down = true;
    await resume(first, runId);
    expect((await first.imports.control(runId, 'pause')).ok).toBe(true);
    await paused(first, runId);
    expect((await first.status(runId))?.counts).toMatchObject({ sending: 6, applied: 0 });
    await first.imports.close();
    world.down = false;
    // The pause wrote a commit mark; the rows it never checked are still in flight on disk.
    const second = world.process();
    expect((await second.status(runId))?.counts).toMatchObject({ sending: 6, pending: 0 });
    await resume(second, runId);
    const done = await second.finish(runId);
    expect(done.counts).toMatchObject({ applied: 6, unknown: 0, failed: 0 });
    expect(world.orderTally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('a journal whose tail is cut off at a line', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const first = world.process();
    await resumeUntil(first, runId, 20);
    first.kill();
    world.release();
    // What it had sent lands within the settle time the next one waits on its clock.
    await world.released();
    const lines = (await readFile(journalPath(runId), 'utf8')).split('\n');
    await writeFile(journalPath(runId), `${lines.slice(0, lines.length - 12).join('\n')}\n`);
    const second = world.process();
    await resume(second, runId);
    await second.finish(runId);
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('a flipped byte in the last complete line: reported by name, nothing sent again', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const first = world.process();
    await resumeUntil(first, runId, 10);
    first.kill();
    world.release();
    // What the killed process had sent reaches the service: counted before the second starts.
    await world.released();
    const text = await readFile(journalPath(runId), 'utf8');
    const lines = text.split('\n');
    const last = lines.length - 2;
    const line = lines[last] ?? '';
    lines[last] = `${line.slice(0, 20)}${line[20] === 'A' ? 'B' : 'A'}${line.slice(21)}`;
    await writeFile(journalPath(runId), lines.join('\n'));
    const before = world.tally(plan, runId);
    const second = world.process();
    const overview = await second.imports.status();
    expect(overview.ok && overview.value.unreadable).toMatchObject([
      { runId, fileName: 'faults.csv', kind: 'stock', rows: ROWS },
    ]);
    expect(await second.imports.control(runId, 'resume')).toMatchObject({ ok: false });
    expect(world.tally(plan, runId)).toEqual(before);
    expect(before.doubled).toBe(0);
    // Dismissed: no longer offered, and the file is kept aside.
    expect(await second.imports.control(runId, 'dismiss')).toMatchObject({ ok: true });
    const after = await second.imports.status();
    expect(after.ok && after.value.unreadable).toEqual([]);
    expect(await readdir(world.dir)).toContain(`${runId}.journal.damaged`);
  });

  it('two Floorboards on one folder: the second leaves the first one’s run alone', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const alive = new Set([1, 2]);
    const first = world.process({ lock: holder(1, 'host-a', alive) });
    const second = world.process({ lock: holder(2, 'host-b', alive) });
    expect((await first.status(runId))?.resumable).toBe(true);
    await resume(first, runId);
    const overview = await second.imports.status();
    expect(overview.ok && overview.value).toMatchObject({
      runs: [],
      busyElsewhere: expect.stringContaining(
        'Another Floorboard is using this profile’s imports (process 1 on host-a)',
      ) as unknown,
    });
    expect(await second.imports.control(runId, 'resume')).toMatchObject({ ok: false });
    // Nor can it start one of its own there: it says who holds the folder, and sends nothing.
    const other = world.plan(2, 'other.csv');
    expect(await second.imports.start(await previewed(second, other, 'other.csv'))).toMatchObject({
      ok: false,
      error: {
        message: expect.stringMatching(
          /^Another Floorboard is using this profile’s imports/,
        ) as unknown,
      },
    });
    await first.finish(runId);
    const imported = (world.harness.sandbox.data.accounts[0]?.inventoryChanges ?? []).filter(
      (change) => change.reason.includes('[import '),
    );
    expect(
      imported.every((change) => change.reason.includes(`[import ${runId.slice(0, 8)} `)),
    ).toBe(true);
    // Even once host-a's process is gone from here, its lock is not taken over from host-b.
    alive.delete(1);
    expect((await second.imports.status()).ok && (await second.status(runId))).toBeNull();
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
  });

  it('the service killed mid-run and restarted', async () => {
    const plan = world.plan(ROWS);
    const runId = await journalled(world, plan);
    const process = world.process();
    world.killServiceAt(12);
    await resume(process, runId);
    await process.until(() => world.down);
    const changes = () => world.harness.sandbox.data.accounts[0]?.inventoryChanges.length;
    // Down for half a minute of the run's time: once the rows in flight when it died have come
    // back, the run waits on its clock (a check to retry, a settle time); checks fail and are
    // retried, and nothing more is applied.
    await process.until(async () => {
      const status = await process.status(runId);
      return process.waiting() > 0 && status?.settling != null;
    });
    const applied = changes();
    const refused = world.refused;
    for (let waited = 0; waited < 30_000; waited += 5_000) {
      process.advance(5_000);
      expect(changes()).toBe(applied);
    }
    // The checks its timers released were refused, and are waited on again: nothing sent.
    await process.until(() => world.refused > refused && process.waiting() > 0);
    expect(changes()).toBe(applied);
    world.down = false;
    const done = await process.finish(runId);
    expect(done.counts).toMatchObject({ applied: ROWS, unknown: 0, failed: 0 });
    expect(world.tally(plan, runId)).toEqual({ lost: 0, doubled: 0 });
    // Its checks after the restart wait on the broker's real credit pacing, not on a poll: on a
    // busy machine that takes a while, so this case has room beyond the default limit.
  }, 60_000);
});
