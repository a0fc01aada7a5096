/**
 * Bulk import (`npm run bench -- bulk`): 1,000 stock changes from a CSV at C=4004, R=600
 * against the sandbox, through the product's import code in a child process that is killed
 * halfway (SIGKILL) and a second process that resumes from the journal. Then every row is
 * looked up in the sandbox's inventory changes by the tag its reason carries: `lost` rows have
 * none, `applied_twice` rows more than one.
 *
 * The bound: at these settings the credits never bind (1,000 one-credit changes fit in the
 * 4,004-credit pool), so the bound is the larger of the pool's bound `max(0, credits - C) / R`
 * and the transport's — the same 1,000 mutations sent by a bare fetch client (no pacing, no
 * journal, no checks) at the same concurrency on a fresh sandbox, measured in this run, in a
 * child process as the import's are.
 * `seconds` is the time the import ran: from the first process starting its run to the kill,
 * plus the second process's run (its checks included). Process start-up and sign-in of the
 * second process are reported apart as `restart_s`; `before_kill_s` and `resumed_run_s` are the
 * two parts of `seconds`. `settle_wait_s` is the part of `seconds`
 * in which the resumed run had nothing to do but wait out the settle time of a row the kill
 * left `sending` (docs/bulk.md "Lost replies"); `ratio_without_settle_wait` leaves it out.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { importTag, readImportTag } from '../electron/bulk/run/import-tag.ts';
import { startSandbox, type SandboxHandle } from '../sandbox/start.ts';
import type { Account } from '../sandbox/data/types.ts';
import { numericFlags } from './args.ts';
import type { BareRow } from './bulk-bare-worker.ts';
import { round } from './stats.ts';
import { boundSeconds } from './sync.ts';

/** `latency`: ms the sandbox waits before each reply (0: as fast as it answers on this machine). */
export const BULK_DEFAULTS = { rows: 1000, credits: 4004, rate: 600, concurrency: 4, latency: 0 };

interface Row {
  readonly sku: string;
  readonly warehouse: string;
  readonly warehouseId: string;
  readonly action: 'add' | 'remove' | 'set';
  readonly quantity: number;
}

/** One row per SKU, a mix of adds, removes within what is on hand, and recounts. */
function rowsFor(account: Account, count: number): Row[] {
  const rows: Row[] = [];
  for (const records of account.warehouseProductsBySku.values()) {
    const record = records[0];
    const warehouse = record && account.warehouses.find((w) => w.id === record.warehouse_id);
    if (!record || !warehouse) continue;
    const i = rows.length;
    const action = i % 3 === 0 ? 'add' : i % 3 === 1 && record.on_hand > 0 ? 'remove' : 'set';
    const quantity = action === 'add' ? 1 + (i % 7) : action === 'remove' ? 1 : record.on_hand + 2;
    rows.push({
      sku: record.sku,
      warehouse: warehouse.identifier,
      warehouseId: warehouse.id,
      action,
      quantity,
    });
    if (rows.length === count) return rows;
  }
  throw new Error(`the sandbox has only ${rows.length} SKUs with stock; need ${count}`);
}

const csvOf = (rows: readonly Row[]): string =>
  [
    'SKU,Warehouse,Change,Quantity,Reason',
    ...rows.map((r) => `${r.sku},${r.warehouse},${r.action},${r.quantity},Bench count`),
  ].join('\r\n');

type Line = Record<string, unknown> & { event?: string };

function worker(
  script: string,
  args: readonly string[],
  onLine: (line: Line, kill: () => void) => void,
): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (text) => {
    if (text.startsWith('{')) onLine(JSON.parse(text) as Line, () => child.kill('SIGKILL'));
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

async function withSandbox<T>(
  settings: typeof BULK_DEFAULTS,
  run: (sandbox: SandboxHandle, account: Account) => Promise<T>,
): Promise<T> {
  const sandbox = await startSandbox({
    port: 0,
    products: settings.rows,
    orders: 10,
    credits: settings.credits,
    rate: settings.rate,
    latencyMs: settings.latency,
  });
  try {
    const account = sandbox.data.accounts[0];
    if (!account) throw new Error('sandbox has no account');
    return await run(sandbox, account);
  } finally {
    await sandbox.close();
  }
}

/** The transport bound: the same mutations, bare fetch, same concurrency, in a child process. */
async function bareSend(
  sandbox: SandboxHandle,
  rows: readonly Row[],
  concurrency: number,
  dir: string,
): Promise<number> {
  const file = join(dir, 'bare-rows.json');
  const bare: BareRow[] = rows.map(({ sku, warehouseId, action, quantity }) => ({
    sku,
    warehouseId,
    action,
    quantity,
  }));
  await writeFile(file, JSON.stringify(bare));
  const { username, password } = sandbox.demo.owner;
  let seconds = Number.NaN;
  const code = await worker(
    'bench/bulk-bare-worker.ts',
    [sandbox.url, username, password, file, String(concurrency)],
    (line) => {
      if (line.event === 'done') seconds = Number(line['seconds']);
    },
  );
  if (code !== 0 || !Number.isFinite(seconds))
    throw new Error(`the bare client exited with ${String(code)}`);
  return seconds;
}

export async function benchBulk(args: readonly string[]): Promise<Record<string, unknown>> {
  const settings = numericFlags(args, BULK_DEFAULTS);
  const dir = await mkdtemp(join(tmpdir(), 'bench-bulk-'));
  try {
    const ours = await withSandbox(settings, async (sandbox, account) => {
      const rows = rowsFor(account, settings.rows);
      const csv = join(dir, 'stock.csv');
      await writeFile(csv, csvOf(rows));
      const { username, password } = sandbox.demo.owner;
      const common = [sandbox.url, username, password, join(dir, 'journal')];
      // Halfway: the first process is killed once this many rows are applied.
      const killAt = Math.ceil(rows.length / 2);
      let runId = '';
      let runningAt = 0;
      let killedAt = 0;
      let previewMs = 0;
      let appliedAtKill = 0;
      await worker(
        'bench/bulk-worker.ts',
        ['start', ...common, csv, String(killAt)],
        (line, kill) => {
          if (line.event === 'running') {
            runId = String(line['runId']);
            runningAt = Number(line['at']);
            previewMs = Number(line['previewMs']);
          }
          if (line.event === 'applied' && killedAt === 0 && Number(line['n']) >= killAt) {
            killedAt = Date.now();
            appliedAtKill = Number(line['n']);
            kill();
          }
        },
      );
      if (killedAt === 0) throw new Error('the first process finished before it could be killed');
      let resumedAt = 0;
      let runMs = 0;
      let found = 0;
      let applied = 0;
      let settleWaitMs = 0;
      const code = await worker('bench/bulk-worker.ts', ['resume', ...common], (line) => {
        if (line.event === 'running') {
          resumedAt = Number(line['at']);
          found = Number(line['found']);
        }
        if (line.event === 'done') {
          runMs = Number(line['runMs']);
          settleWaitMs = Number(line['idleMs']);
          const progress = line['progress'] as { counts?: { applied?: number } } | undefined;
          applied = progress?.counts?.applied ?? 0;
        }
      });
      if (code !== 0) throw new Error(`the resuming process exited with ${String(code)}`);
      // Every row is looked up in the service's own inventory changes by its tag.
      const byTag = new Map<string, number>();
      for (const change of account.inventoryChanges) {
        const tag = readImportTag(change.reason)?.tag;
        if (tag) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
      }
      const counts = rows.map((_, i) => byTag.get(importTag(runId, i + 2)) ?? 0);
      return {
        seconds: (killedAt - runningAt + runMs) / 1000,
        beforeKillS: (killedAt - runningAt) / 1000,
        resumedRunS: runMs / 1000,
        settleWaitS: settleWaitMs / 1000,
        restartS: (resumedAt - killedAt) / 1000,
        previewS: previewMs / 1000,
        appliedAtKill,
        found,
        applied,
        lost: counts.filter((n) => n === 0).length,
        appliedTwice: counts.filter((n) => n > 1).length,
        rows: rows.length,
      };
    });
    const bare = await withSandbox(settings, (sandbox, account) =>
      bareSend(sandbox, rowsFor(account, settings.rows), settings.concurrency, dir),
    );
    const creditBound = boundSeconds(ours.rows, settings.credits, settings.rate);
    const bound = Math.max(creditBound, bare);
    return {
      bench: 'bulk',
      rows: ours.rows,
      credits: settings.credits,
      rate: settings.rate,
      concurrency: settings.concurrency,
      latency_ms: settings.latency,
      seconds: round(ours.seconds, 3),
      bound_s: round(bound, 3),
      ratio: round(ours.seconds / bound, 3),
      settle_wait_s: round(ours.settleWaitS, 3),
      ratio_without_settle_wait: round((ours.seconds - ours.settleWaitS) / bound, 3),
      credit_bound_s: round(creditBound, 3),
      transport_bound_s: round(bare, 3),
      lost: ours.lost,
      applied_twice: ours.appliedTwice,
      resumed: ours.appliedAtKill < ours.rows && ours.applied === ours.rows,
      applied_before_kill: ours.appliedAtKill,
      in_flight_at_kill: ours.found,
      before_kill_s: round(ours.beforeKillS, 3),
      resumed_run_s: round(ours.resumedRunS, 3),
      restart_s: round(ours.restartS, 3),
      preview_s: round(ours.previewS, 3),
      targets: { ratio: 1.1, lost: 0, applied_twice: 0 },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
