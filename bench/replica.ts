/**
 * The catalogue replica, through the product code (electron/replica/replica.ts) over the real
 * broker and the sandbox, in one run:
 *  - first sync of 20,000 products at C=4004, R=600, against the bound max(0, cost − C) / R
 *    (the run is alone on the account, so background work may use the whole pool);
 *  - after 1% of the products change at the sandbox (as other users would), the credits of the
 *    refresh that brings them in, per changed record, and of the refresh after it;
 *  - a warm start from the encrypted file (AES-GCM standing in for safeStorage, aes-cipher.ts):
 *    time to the first rows and the credits spent;
 *  - the main process's memory with the replica loaded.
 * The baseline is the physical bound of the same run (and the sync bench's public-integration
 * loop for comparison lives in `npm run bench -- sync`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ReplicaStatus } from '../shared/replica/types.ts';
import { isoDateTime, type Account } from '../sandbox/data/types.ts';
import { startSandbox } from '../sandbox/start.ts';
import { createReplicaStore } from '../electron/replica/persist.ts';
import { createReplica, type Replica } from '../electron/replica/replica.ts';
import { createDirectoryFiles } from '../electron/replica/replica-files.ts';
import { createAesCipher } from './aes-cipher.ts';
import { numericFlags } from './args.ts';
import { signedInBroker } from './broker-client.ts';
import { round } from './stats.ts';
import { boundSeconds } from './sync.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function until(replica: Replica, done: (status: ReplicaStatus) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done(replica.status())) return resolve();
    const stop = replica.onStatus((status) => {
      if (done(status)) {
        stop();
        resolve();
      }
    });
  });
}

/** Changes `count` products' first warehouse row as another user's stock change would. */
function changeAtService(account: Account, count: number, now: number): void {
  const step = Math.max(1, Math.floor(account.products.length / count));
  for (let i = 0; i < count; i++) {
    const product = account.products[(i * step) % account.products.length];
    const row = product ? account.warehouseProductsBySku.get(product.sku)?.[0] : undefined;
    if (!row) continue;
    row.on_hand += 1;
    row.available = row.on_hand - row.allocated;
    row.updated_at = isoDateTime(now);
  }
  account.version++;
}

const rssMb = (): number => process.memoryUsage().rss / (1024 * 1024);
const heapMb = (): number => {
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / (1024 * 1024);
};
const collect = (): void => (globalThis as { gc?: () => void }).gc?.();

export async function benchReplica(args: readonly string[]): Promise<Record<string, unknown>> {
  const { products, credits, rate } = numericFlags(args, {
    products: 20_000,
    credits: 4004,
    rate: 600,
  });
  const sandbox = await startSandbox({ port: 0, products, orders: 10, credits, rate });
  const directory = await mkdtemp(join(tmpdir(), 'floorboard-replica-bench-'));
  const cipher = createAesCipher();
  const storeFor = () => createReplicaStore({ cipher, files: createDirectoryFiles(directory) });
  const { broker, wire } = await signedInBroker(sandbox.url, sandbox.demo.owner, {
    backgroundShare: 1,
    backgroundReserve: 0,
  });
  const account = sandbox.data.accounts[0];
  if (!account) throw new Error('sandbox has no account');
  // Credits charged per request, as the broker's model records them (read once the work is done:
  // its list of recent costs holds the last few dozen requests, more than a refresh sends).
  const measure = async (run: () => Promise<unknown>) => {
    const before = new Set(broker.model()?.sample()?.recent ?? []);
    await run();
    const recent = broker.model()?.sample()?.recent ?? [];
    return {
      credits: recent.filter((c) => !before.has(c)).reduce((sum, c) => sum + (c.actual ?? 0), 0),
    };
  };
  try {
    const replica = createReplica({
      execute: broker.run,
      onCredits: (listener) => broker.onCredits(listener),
      store: storeFor(),
    });
    // First sync.
    const started = performance.now();
    replica.start({ profileId: 'bench', account: 'owner' });
    await until(replica, (s) => s.phase === 'ready');
    const syncSeconds = (performance.now() - started) / 1000;
    const records = replica.status().records;
    // Six credits of marks, then one per product and one per page (each request but the two
    // marks and the pacer's one-credit pool looks is a page).
    const pages = wire.requests - wire.quota - 2;
    const syncCost = 6 + records + pages;
    const code30 = wire.code30;

    // Warm-up: the app has been running; a change and a refresh teach it the service's clock.
    changeAtService(account, 1, Date.now());
    await replica.refreshNow();
    // 1% of the products change at the sandbox; the next refresh brings them in.
    const changed = Math.round(products / 100);
    changeAtService(account, changed, Date.now());
    await sleep(2_000);
    const incremental = await measure(() => replica.refreshNow());
    const followup = await measure(() => replica.refreshNow());
    await replica.dispose(); // writes the file
    collect();

    // Warm start from the encrypted file.
    const rssBefore = rssMb();
    const heapBefore = heapMb();
    const warm = createReplica({
      execute: broker.run,
      onCredits: (listener) => broker.onCredits(listener),
      store: storeFor(),
    });
    const requestsBefore = wire.requests;
    const warmStarted = performance.now();
    warm.start({ profileId: 'bench', account: 'owner' });
    await until(warm, (s) => s.phase === 'ready');
    const loadedMs = performance.now() - warmStarted;
    const firstRows = warm.query({ text: '', offset: 0, limit: 100 });
    const warmMs = performance.now() - warmStarted;
    const warmRequests = wire.requests - requestsBefore;
    collect();
    const rssDelta = rssMb() - rssBefore;
    const heapDelta = heapMb() - heapBefore;
    await warm.dispose();

    const bound = boundSeconds(syncCost, credits, rate);
    return {
      bench: 'replica',
      products,
      credits,
      rate,
      first_sync: {
        records,
        pages,
        credits: syncCost,
        seconds: round(syncSeconds, 3),
        bound_s: round(bound, 3),
        ratio: round(syncSeconds / bound, 3),
        code30,
      },
      ratio: round(syncSeconds / bound, 3),
      code30,
      changed,
      incremental_credits: incremental.credits,
      incremental_credits_per_changed: round(incremental.credits / changed, 3),
      next_refresh_credits: followup.credits,
      warm_start_first_rows_ms: round(warmMs),
      warm_start_rows: firstRows.rows.length,
      // Of which reading, decrypting and checking the file (the test cipher, in JavaScript) and
      // the first query (folding names, building the sort order).
      warm_start_load_ms: round(loadedMs),
      warm_start_first_query_ms: round(warmMs - loadedMs),
      warm_start_credits: warmRequests,
      // Around the warm start (the first replica disposed, garbage collected before and after):
      // the resident set is noisy (the heap grows and shrinks in chunks); heap + external is what
      // the loaded replica holds.
      rss_mb_delta: round(rssDelta, 1),
      heap_mb_delta: round(heapDelta, 1),
      gc_exposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
      targets: {
        ratio: 1.05,
        code30: 0,
        incremental_credits_per_changed: 1.2,
        warm_start_first_rows_ms: 300,
        warm_start_credits: 0,
      },
    };
  } finally {
    broker.dispose();
    await sandbox.close();
    await rm(directory, { recursive: true, force: true });
  }
}
