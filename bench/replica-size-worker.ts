/**
 * One size of the `replica` benchmark (replica.ts), in a process of its own: argv[2] the number
 * of products, argv[3] the bench's flags as JSON. The sandbox runs in a further process
 * (sandbox-process.ts), so the memory figures here are the replica's side alone, as the app's
 * main process would hold it. Prints progress and its result as size-progress.ts says.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ReplicaStatus } from '../shared/replica/types.ts';
import { realImageDisk } from '../electron/replica/image-file/image-disk.ts';
import { createCatalogueStore } from '../electron/replica/image-store/create-catalogue-store.ts';
import { createReplica, type Replica } from '../electron/replica/replica.ts';
import { createAesCipher } from './aes-cipher.ts';
import { signedInBroker } from './broker-client.ts';
import { memoryNow } from './memory.ts';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
import { sizeProgress } from './size-progress.ts';
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

async function run(
  products: number,
  { credits, rate }: { readonly credits: number; readonly rate: number },
  sandbox: SandboxProcess,
  progress: ReturnType<typeof sizeProgress>,
): Promise<Record<string, unknown>> {
  const directory = await mkdtemp(join(tmpdir(), 'floorboard-replica-bench-'));
  const cipher = createAesCipher();
  const storeFor = () =>
    createCatalogueStore({ cipher, folder: { directory, disk: realImageDisk } });
  const { broker, wire } = await signedInBroker(sandbox.url, sandbox.demo.owner, {
    backgroundShare: 1,
    backgroundReserve: 0,
  });
  // Credits charged per request, as the broker's model records them (read once the work is done:
  // its list of recent costs holds the last few dozen requests, more than a refresh sends).
  const measure = async (work: () => Promise<unknown>) => {
    const before = new Set(broker.model()?.sample()?.recent ?? []);
    await work();
    const recent = broker.model()?.sample()?.recent ?? [];
    return {
      credits: recent.filter((c) => !before.has(c)).reduce((sum, c) => sum + (c.actual ?? 0), 0),
    };
  };
  const sandboxMemory = async () => {
    const memory = await sandbox.memory();
    return { sandbox_rss_mb: memory.rss_mb, sandbox_peak_rss_mb: memory.peak_rss_mb };
  };
  try {
    const replica = createReplica({
      execute: broker.run,
      onCredits: (listener) => broker.onCredits(listener),
      store: storeFor(),
    });
    await progress.stage('first sync', async () => ({
      records: replica.status().records,
      replica_phase: replica.status().phase,
      replica_error: replica.status().error,
      ...(await sandboxMemory()),
    }));
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

    await progress.stage('refreshes', sandboxMemory);
    // Warm-up: the app has been running; a change and a refresh teach it the service's clock.
    await sandbox.changeProducts(1);
    await replica.refreshNow();
    // 1% of the products change at the sandbox; the next refresh brings them in.
    const changed = Math.round(products / 100);
    await sandbox.changeProducts(changed);
    await sleep(2_000);
    const incremental = await measure(() => replica.refreshNow());
    const followup = await measure(() => replica.refreshNow());
    await replica.dispose(); // writes the file

    // Warm start from the encrypted file.
    await progress.stage('warm start', sandboxMemory);
    const before = memoryNow({ collect: true });
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
    // With the copy open: what main holds, after a full collection.
    const open = memoryNow({ collect: true });
    const served = await sandbox.memory();
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
      // Of which loading the saved copy (reading the file, decrypting and checking the image and
      // its changes, opening the image and laying the changes over it) and the first query.
      warm_start_load_ms: round(loadedMs),
      warm_start_first_query_ms: round(warmMs - loadedMs),
      warm_start_credits: warmRequests,
      // Around the warm start (the first replica disposed, garbage collected before and after):
      // the resident set is noisy (the heap grows and shrinks in chunks); heap + external is what
      // the loaded replica holds.
      rss_mb_delta: round(open.rss_mb - before.rss_mb, 1),
      heap_mb_delta: round(
        open.heap_mb + open.external_mb - before.heap_mb - before.external_mb,
        1,
      ),
      gc_exposed: true,
      // This process (main's side: broker, replica, the warm copy open) alone; the sandbox is
      // another process.
      main_heap_mb: open.heap_mb,
      main_rss_mb: open.rss_mb,
      main_external_mb: open.external_mb,
      main_peak_rss_mb: open.peak_rss_mb,
      sandbox_rss_mb: served.rss_mb,
      sandbox_peak_rss_mb: served.peak_rss_mb,
      targets: {
        ratio: 1.05,
        code30: 0,
        incremental_credits_per_changed: 1.2,
        warm_start_first_rows_ms: products > 20_000 ? 500 : 300,
        warm_start_credits: 0,
        main_heap_mb: 150,
      },
    };
  } finally {
    broker.dispose();
    await rm(directory, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const progress = sizeProgress();
  const products = Number(process.argv[2]);
  const flags = JSON.parse(process.argv[3] ?? '{}') as { credits: number; rate: number };
  let sandbox: SandboxProcess | undefined;
  try {
    await progress.stage('starting the sandbox');
    sandbox = await startSandboxProcess({
      products,
      orders: 10,
      credits: flags.credits,
      rate: flags.rate,
    });
    progress.result(await run(products, flags, sandbox, progress));
  } catch (error) {
    console.error(error);
    progress.error(error);
    process.exitCode = 1;
  } finally {
    await sandbox?.close();
  }
}

void main();
