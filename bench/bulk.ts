/**
 * Bulk import (`npm run bench -- bulk`): 10,000 stock changes from a CSV against the sandbox at
 * the service's real settings — a 4,004-credit pool restored at 60 a second, 7,000 requests in
 * any 5 minutes, 80 ms before each reply — through the product's import code in a child process
 * that is killed (SIGKILL) a third of the way in, and a second process that resumes from the
 * journal. Then every row is looked up in the sandbox's inventory changes by the tag its reason
 * carries: `lost` rows have none, `applied_twice` rows more than one.
 *
 * `bound_s` is computed, not measured: the credit bound `max(0, credits - C) / R` for the rows'
 * credits, plus one round trip. `baseline_s`: on a fresh sandbox in the same run, the same file
 * imported with one mutation per request through the same pacer (as public integrations send),
 * not killed. `seconds` is the time the import ran in both processes (`before_kill_s` and
 * `resumed_run_s`); the second process's start-up and sign-in are reported apart (`restart_s`).
 * `requests`, `code30` and `http429` count what crossed the wire in both processes. `resume`
 * breaks the resumed run down (resumeBreakdown); `--baseline 0` leaves the baseline out.
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
import type { BenchFacts } from './bulk-worker.ts';
import { BATCH, type OperationTally } from './bulk-tally.ts';
import { round } from './stats.ts';
import { boundSeconds } from './sync.ts';

/** The service's real settings; `latency`: ms the sandbox waits before each reply. */
export const BULK_DEFAULTS = {
  rows: 10_000,
  credits: 4004,
  rate: 60,
  requestLimit: 7000,
  requestWindow: 300,
  latency: 80,
  /** 0 skips the one-by-one baseline (a breakdown of the app's run alone). */
  baseline: 1,
};

interface Row {
  readonly sku: string;
  readonly warehouse: string;
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
    rows.push({ sku: record.sku, warehouse: warehouse.identifier, action, quantity });
    if (rows.length === count) return rows;
  }
  throw new Error(`the sandbox has only ${rows.length} SKUs with stock; need ${count}`);
}

/** What the import's checks read, from the sandbox's own records (see bulk-worker.ts). */
function factsFor(account: Account, rows: readonly Row[]): BenchFacts {
  const skus = new Set(rows.map((row) => row.sku));
  return {
    warehouses: account.warehouses.map((w) => ({ id: w.id, name: w.identifier })),
    onHand: [...skus].map((sku) => [
      sku,
      (account.warehouseProductsBySku.get(sku) ?? []).map(
        (record) => [record.warehouse_id, record.on_hand] as const,
      ),
    ]),
  };
}

const csvOf = (rows: readonly Row[]): string =>
  [
    'SKU,Warehouse,Change,Quantity,Reason',
    ...rows.map((r) => `${r.sku},${r.warehouse},${r.action},${r.quantity},Bench count`),
  ].join('\r\n');

type Line = Record<string, unknown> & { event?: string };

function worker(
  args: readonly string[],
  settings: typeof BULK_DEFAULTS,
  onLine: (line: Line, kill: () => void) => void,
): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bulk-worker.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BENCH_BULK_LIMITS: JSON.stringify({
        requestLimit: settings.requestLimit,
        requestWindowMs: settings.requestWindow * 1000,
      }),
    },
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (text) => {
    // BENCH_BULK_ECHO=1 shows the workers' lines (not timed runs: printing costs time).
    if (process.env['BENCH_BULK_ECHO'] === '1') process.stderr.write(`${text}\n`);
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
    requestLimit: settings.requestLimit,
    requestWindowSeconds: settings.requestWindow,
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

interface Wire {
  requests: number;
  code30: number;
  http429: number;
}
const wireOf = (line: Line): Wire => ({
  requests: Number(line['requests']),
  code30: Number(line['code30']),
  http429: Number(line['http429']),
});
const addWire = (a: Wire, b: Wire): Wire => ({
  requests: a.requests + b.requests,
  code30: a.code30 + b.code30,
  http429: a.http429 + b.http429,
});
const NO_WIRE: Wire = { requests: 0, code30: 0, http429: 0 };

/** Writes the file and its facts; the worker's common arguments. */
async function prepare(sandbox: SandboxHandle, account: Account, rows: number, dir: string) {
  const planned = rowsFor(account, rows);
  const csv = join(dir, 'stock.csv');
  const facts = join(dir, 'facts.json');
  await writeFile(csv, csvOf(planned));
  await writeFile(facts, JSON.stringify(factsFor(account, planned)));
  const { username, password } = sandbox.demo.owner;
  return { planned, csv, facts, common: [sandbox.url, username, password, join(dir, 'journal')] };
}

/** How often the sandbox's inventory changes hold each row's tag. */
function appliedCounts(account: Account, runId: string, rows: number): number[] {
  const byTag = new Map<string, number>();
  for (const change of account.inventoryChanges) {
    const tag = readImportTag(change.reason)?.tag;
    if (tag) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
  }
  return Array.from({ length: rows }, (_, i) => byTag.get(importTag(runId, i + 2)) ?? 0);
}

/** The app's way: batched, killed a third of the way in, resumed. */
async function killedAndResumed(settings: typeof BULK_DEFAULTS, dir: string) {
  return withSandbox(settings, async (sandbox, account) => {
    const { planned, csv, facts, common } = await prepare(sandbox, account, settings.rows, dir);
    const killAt = Math.ceil(planned.length / 3);
    let runId = '';
    let runningAt = 0;
    let killedAt = 0;
    let appliedAtKill = 0;
    let firstWire = NO_WIRE;
    await worker(
      ['start', 'batched', ...common, csv, facts, String(killAt)],
      settings,
      (line, kill) => {
        if (line.event === 'running') {
          runId = String(line['runId']);
          runningAt = Number(line['at']);
        }
        if (line.event === 'wire') firstWire = wireOf(line);
        if (line.event === 'applied' && killedAt === 0) {
          killedAt = Date.now();
          appliedAtKill = Number(line['n']);
          kill();
        }
      },
    );
    if (killedAt === 0) throw new Error('the first process finished before it could be killed');
    let resumedAt = 0;
    let runMs = 0;
    let inFlight = 0;
    let applied = 0;
    let settleWaitMs = 0;
    let secondWire = NO_WIRE;
    let pool: number | null = null;
    let tally: Record<string, OperationTally> = {};
    const code = await worker(['resume', 'batched', ...common], settings, (line) => {
      if (line.event === 'running') {
        resumedAt = Number(line['at']);
        inFlight = Number(line['inFlight']);
        // The sandbox's own pool as the resumed run begins.
        pool = sandbox.pools.snapshot(account).credits_remaining;
      }
      if (line.event === 'wire') secondWire = wireOf(line);
      if (line.event === 'done') {
        runMs = Number(line['runMs']);
        settleWaitMs = Number(line['idleMs']);
        tally = (line['tally'] ?? {}) as Record<string, OperationTally>;
        const progress = line['progress'] as { counts?: { applied?: number } } | undefined;
        applied = progress?.counts?.applied ?? 0;
      }
    });
    if (code !== 0) throw new Error(`the resuming process exited with ${String(code)}`);
    const counts = appliedCounts(account, runId, planned.length);
    return {
      rows: planned.length,
      seconds: (killedAt - runningAt + runMs) / 1000,
      beforeKillS: (killedAt - runningAt) / 1000,
      resumedRunS: runMs / 1000,
      settleWaitS: settleWaitMs / 1000,
      restartS: (resumedAt - killedAt) / 1000,
      appliedAtKill,
      inFlight,
      applied,
      lost: counts.filter((n) => n === 0).length,
      appliedTwice: counts.filter((n) => n > 1).length,
      wire: addWire(firstWire, secondWire),
      pool,
      tally,
    };
  });
}

/** One mutation per request through the same pacer, start to finish. */
async function oneByOne(settings: typeof BULK_DEFAULTS, dir: string) {
  return withSandbox(settings, async (sandbox, account) => {
    const { planned, csv, facts, common } = await prepare(sandbox, account, settings.rows, dir);
    let runMs = 0;
    let runId = '';
    let wire = NO_WIRE;
    const code = await worker(['start', 'single', ...common, csv, facts], settings, (line) => {
      if (line.event === 'running') runId = String(line['runId']);
      if (line.event === 'wire') wire = wireOf(line);
      if (line.event === 'done') runMs = Number(line['runMs']);
    });
    if (code !== 0) throw new Error(`the one-by-one import exited with ${String(code)}`);
    const counts = appliedCounts(account, runId, planned.length);
    return {
      seconds: runMs / 1000,
      lost: counts.filter((n) => n === 0).length,
      appliedTwice: counts.filter((n) => n > 1).length,
      wire,
    };
  });
}

/**
 * Where the resumed run's time and credits went: the witness's read (`ImportRunChanges`), the
 * per-row checks of rows in flight (`InventoryChanges`), the batches of changes, and what the
 * credits alone explain: (credits spent − the pool it began with) ÷ the restore rate.
 */
function resumeBreakdown(
  tally: Record<string, OperationTally>,
  pool: number | null,
  runS: number,
  rate: number,
) {
  const part = (name: string) => {
    const t = tally[name];
    return t
      ? {
          requests: t.requests,
          credits: t.credits,
          first_s: round(t.firstMs / 1000, 3),
          last_s: round(t.lastMs / 1000, 3),
          busy_s: round(t.busyMs / 1000, 3),
        }
      : { requests: 0, credits: 0 };
  };
  const credits = Object.values(tally).reduce((sum, t) => sum + t.credits, 0);
  const creditS = Math.max(0, credits - (pool ?? 0)) / rate;
  return {
    witness: part('ImportRunChanges'),
    checks: part('InventoryChanges'),
    batches: part(BATCH),
    credits,
    pool_at_start: pool === null ? null : Math.round(pool),
    credit_bound_s: round(creditS, 3),
    beyond_credits_s: round(runS - creditS, 3),
  };
}

export async function benchBulk(args: readonly string[]): Promise<Record<string, unknown>> {
  const settings = numericFlags(args, BULK_DEFAULTS);
  const dir = await mkdtemp(join(tmpdir(), 'bench-bulk-'));
  try {
    const ours = await killedAndResumed(settings, await mkdtemp(join(dir, 'batched-')));
    const baseline =
      settings.baseline > 0 ? await oneByOne(settings, await mkdtemp(join(dir, 'single-'))) : null;
    // Every stock change costs one credit.
    const bound =
      boundSeconds(ours.rows, settings.credits, settings.rate) + settings.latency / 1000;
    return {
      bench: 'bulk',
      rows: ours.rows,
      credits: settings.credits,
      rate: settings.rate,
      request_limit: settings.requestLimit,
      request_window_s: settings.requestWindow,
      latency_ms: settings.latency,
      seconds: round(ours.seconds, 3),
      lost: ours.lost,
      applied_twice: ours.appliedTwice,
      resumed: ours.appliedAtKill < ours.rows && ours.applied === ours.rows,
      requests: ours.wire.requests,
      code30: ours.wire.code30,
      http429: ours.wire.http429,
      bound_s: round(bound, 3),
      ratio: round(ours.seconds / bound, 3),
      ...(baseline
        ? {
            baseline_s: round(baseline.seconds, 3),
            speedup: round(baseline.seconds / ours.seconds, 3),
            baseline_requests: baseline.wire.requests,
            baseline_code30: baseline.wire.code30,
            baseline_http429: baseline.wire.http429,
            baseline_lost: baseline.lost,
            baseline_applied_twice: baseline.appliedTwice,
          }
        : {}),
      applied_before_kill: ours.appliedAtKill,
      in_flight_at_kill: ours.inFlight,
      before_kill_s: round(ours.beforeKillS, 3),
      resumed_run_s: round(ours.resumedRunS, 3),
      settle_wait_s: round(ours.settleWaitS, 3),
      restart_s: round(ours.restartS, 3),
      resume: resumeBreakdown(ours.tally, ours.pool, ours.resumedRunS, settings.rate),
      targets: { ratio: 1.1, speedup: 2.5, lost: 0, applied_twice: 0, code30: 0, http429: 0 },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
