/**
 * Shared pool: K independent brokers in separate processes, one account, each
 * syncing its own pass over the catalogue at once. Reports total throughput against the
 * physical bound for the total cost, code-30 replies, and Jain's fairness index over per-client
 * throughput.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  BASELINE_SHARE_TUNING,
  DEFAULT_SHARE_TUNING,
  type ShareTuning,
} from '../electron/broker/fair-share.ts';
import { startSandbox } from '../sandbox/start.ts';
import { numericFlags } from './args.ts';
import type { PoolClientReport } from './pool-client.ts';
import { round } from './stats.ts';
import { boundSeconds } from './sync.ts';

/** Products 0 means 20,000 / clients: all passes together cost about what one sync does. */
export const POOL_DEFAULTS = { clients: 4, products: 0, credits: 4004, rate: 600 };
const TOTAL_PRODUCTS = 20_000;

/** Jain's index: 1 when every client gets the same, 1/n when one gets everything. */
export function jainIndex(values: readonly number[]): number {
  const sum = values.reduce((a, b) => a + b, 0);
  const squares = values.reduce((a, b) => a + b * b, 0);
  return squares === 0 ? 1 : (sum * sum) / (values.length * squares);
}

interface Child {
  readonly process: ChildProcessWithoutNullStreams;
  readonly ready: Promise<void>;
  readonly report: Promise<PoolClientReport>;
}

function spawnClient(url: string, username: string, password: string, tuning: ShareTuning): Child {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/pool-client.ts', url, username, password, JSON.stringify(tuning)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const lines = createInterface({ input: child.stdout });
  // A client that dies before it reports fails both promises, so the run never hangs.
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`pool client exited with ${String(code)}`))),
  );
  exited.catch(() => undefined);
  const ready = Promise.race([
    new Promise<void>((resolve) =>
      lines.on('line', (line) => {
        if (line === 'ready') resolve();
      }),
    ),
    exited,
  ]);
  const report = Promise.race([
    new Promise<PoolClientReport>((resolve) =>
      lines.on('line', (line) => {
        if (line.startsWith('{')) resolve(JSON.parse(line) as PoolClientReport);
      }),
    ),
    exited,
  ]);
  return { process: child, ready, report };
}

interface PoolSettings {
  readonly clients: number;
  readonly products: number;
  readonly credits: number;
  readonly rate: number;
}

/** One race of `clients` brokers with `tuning`, against a fresh sandbox. */
async function runPool(settings: PoolSettings, tuning: ShareTuning) {
  const { clients, products, credits, rate } = settings;
  const sandbox = await startSandbox({ port: 0, products, orders: 10, credits, rate });
  const { username, password } = sandbox.demo.owner;
  const children = Array.from({ length: clients }, () =>
    spawnClient(sandbox.url, username, password, tuning),
  );
  try {
    await Promise.all(children.map((c) => c.ready));
    // Sign-ins cost no credits, but let the pool be full when the race starts.
    const account = sandbox.data.accounts[0];
    if (account) sandbox.pools.set(account, credits);
    children.forEach((c) => c.process.stdin.write('go\n'));
    // Where the time goes: credits left unspent when the last client finishes, and time the
    // pool sat full (restoration wasted), sampled from the sandbox's side.
    let fullMs = 0;
    const sampler = setInterval(() => {
      if (account && sandbox.pools.snapshot(account).credits_remaining >= credits) fullMs += 50;
    }, 50);
    const reports = await Promise.all(children.map((c) => c.report));
    clearInterval(sampler);
    const left = account ? sandbox.pools.snapshot(account).credits_remaining : null;

    const started = Math.min(...reports.map((r) => r.startedAt));
    const finished = Math.max(...reports.map((r) => r.finishedAt));
    const seconds = (finished - started) / 1000;
    const cost = reports.reduce((sum, r) => sum + r.cost, 0);
    const bound = boundSeconds(cost, credits, rate);
    const requests = reports.reduce((sum, r) => sum + r.requests, 0);
    const code30 = reports.reduce((sum, r) => sum + r.code30, 0);
    const perClient = reports.map((r) => r.cost / ((r.finishedAt - r.startedAt) / 1000));
    return {
      records: reports.reduce((sum, r) => sum + r.records, 0),
      cost,
      seconds: round(seconds, 3),
      bound_s: round(bound, 3),
      throughput_ratio: round(bound / seconds, 3),
      code30,
      http429: reports.reduce((sum, r) => sum + r.http429, 0),
      requests,
      quota_looks: reports.reduce((sum, r) => sum + r.quota, 0),
      code30_share: round(code30 / requests, 4),
      fairness: round(jainIndex(perClient), 3),
      pool_left_at_end: left,
      pool_full_s: round(fullMs / 1000, 2),
      per_client_cost_per_s: perClient.map((x) => round(x, 1)),
      per_client_seconds: reports.map((r) => round((r.finishedAt - r.startedAt) / 1000, 2)),
      page_median: reports.map((r) => r.pageMedian),
      page_max: reports.map((r) => r.pageMax),
    };
  } finally {
    children.forEach((c) => c.process.kill('SIGTERM'));
    await sandbox.close();
  }
}

export async function benchPool(args: readonly string[]): Promise<Record<string, unknown>> {
  const flags = numericFlags(args, POOL_DEFAULTS);
  const clients = Math.max(1, Math.round(flags.clients));
  const settings: PoolSettings = {
    clients,
    products: flags.products || Math.round(TOTAL_PRODUCTS / clients),
    credits: flags.credits,
    rate: flags.rate,
  };
  // The baseline runs first, on its own sandbox, with the sharing rule this one replaced.
  const baseline = await runPool(settings, BASELINE_SHARE_TUNING);
  const ours = await runPool(settings, DEFAULT_SHARE_TUNING);
  return {
    bench: 'pool',
    ...settings,
    ...ours,
    baseline: {
      throughput_ratio: baseline.throughput_ratio,
      fairness: baseline.fairness,
      code30: baseline.code30,
      seconds: baseline.seconds,
      bound_s: baseline.bound_s,
      pool_left_at_end: baseline.pool_left_at_end,
      requests: baseline.requests,
    },
    targets: { throughput_ratio: 0.95, fairness: 0.95, code30: 0 },
  };
}
