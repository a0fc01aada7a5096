/**
 * Full catalogue sync: the broker fetches every product with its
 * warehouse rows, against the physical bound `max(0, cost - C) / R`; then, on a fresh sandbox
 * with the same settings, the public integrations' approach (pages of 100, no pacing, retry
 * after `time_remaining` + 1 s) as the baseline, in the same run.
 */
import { startSandbox, type SandboxHandle } from '../sandbox/start.ts';
import { numericFlags } from './args.ts';
import { baselineSync } from './baseline-client.ts';
import { signedInBroker } from './broker-client.ts';
import { round } from './stats.ts';
import { syncCatalogue } from './sync-loop.ts';

export const SYNC_DEFAULTS = { products: 20_000, credits: 4004, rate: 600 };

/** Seconds the pool makes a client wait at least for `cost` credits. */
export const boundSeconds = (cost: number, credits: number, rate: number): number =>
  Math.max(0, cost - credits) / rate;

async function withSandbox<T>(
  settings: typeof SYNC_DEFAULTS,
  run: (sandbox: SandboxHandle) => Promise<T>,
): Promise<T> {
  const sandbox = await startSandbox({
    port: 0,
    products: settings.products,
    orders: 10,
    credits: settings.credits,
    rate: settings.rate,
  });
  try {
    return await run(sandbox);
  } finally {
    await sandbox.close();
  }
}

export async function benchSync(args: readonly string[]): Promise<Record<string, unknown>> {
  const settings = numericFlags(args, SYNC_DEFAULTS);
  const { credits, rate } = settings;

  const ours = await withSandbox(settings, async (sandbox) => {
    const { broker, wire } = await signedInBroker(sandbox.url, sandbox.demo.owner, {
      // The whole pool is this run's: no share is held back for other users.
      backgroundShare: 1,
      backgroundReserve: 0,
    });
    try {
      const pass = await syncCatalogue(broker);
      const account = sandbox.data.accounts[0];
      return { pass, wire: { ...wire }, left: account ? sandbox.pools.snapshot(account) : null };
    } finally {
      broker.dispose();
    }
  });

  const baseline = await withSandbox(settings, async (sandbox) => {
    const wire = { requests: 0, code30: 0, http429: 0, quota: 0 };
    const pass = await baselineSync(sandbox.url, sandbox.demo.owner, wire);
    return { pass, wire };
  });

  const bound = boundSeconds(ours.pass.cost, credits, rate);
  const baselineBound = boundSeconds(baseline.pass.cost, credits, rate);
  const pageSizes = [...new Set(ours.pass.pageSizes)];
  return {
    bench: 'sync',
    products: settings.products,
    credits,
    rate,
    records: ours.pass.records,
    // Records, plus one credit for each user_quota look and each refused request.
    credits_spent: ours.pass.cost + ours.wire.quota + ours.wire.code30,
    seconds: round(ours.pass.seconds, 3),
    bound_s: round(bound, 3),
    ratio: round(ours.pass.seconds / bound, 3),
    code30: ours.wire.code30,
    http429: ours.wire.http429,
    pages: ours.pass.pages,
    page_sizes: pageSizes,
    requests: ours.wire.requests,
    baseline: {
      records: baseline.pass.records,
      credits_spent: baseline.pass.creditsSpent,
      seconds: round(baseline.pass.seconds, 3),
      bound_s: round(baselineBound, 3),
      ratio: round(baseline.pass.seconds / baselineBound, 3),
      code30: baseline.wire.code30,
      http429: baseline.wire.http429,
      pages: baseline.pass.pages,
      requests: baseline.wire.requests,
    },
    targets: { ratio: 1.1, code30: 0 },
  };
}
