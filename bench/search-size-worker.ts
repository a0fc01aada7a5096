/**
 * One size of the `search` benchmark (search.ts), in a process of its own: argv[2] the number of
 * products, argv[3] the bench's flags as JSON. This process is main (its core and the web host); the sandbox runs in a further
 * process and the renderer in Chromium. Prints progress and its result as size-progress.ts says.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import type { ReplicaImage } from '../shared/replica/query.ts';
import { memoryNow } from './memory.ts';
import { signInWithPassword } from './renderer.ts';
import {
  COPIES_INDEXED,
  FIRST_COPY_ASKED,
  INSTALL_KEYSTROKE_PROBE,
  LAST_COPY_COST,
  LONG_TASKS_OBSERVED,
  LONGEST_TASK_BETWEEN,
  PAGE_NOW,
  RECORD_LONG_TASKS,
  WAIT_FOR_COPIES,
  WAIT_FOR_SAMPLE,
} from './search-page.ts';
import { sizeProgress, type SizeProgress } from './size-progress.ts';
import { median, percentile, round } from './stats.ts';
import { startWebStack, type WebStack } from './web-stack.ts';

/** The products whose name words, SKUs and barcodes are typed (positions in the catalogue). */
const TYPED = [0, 4_321, 12_345, 19_000];
/** The product whose stock changes at the service for the refresh. */
const CHANGED = 7;

/** What crosses to the page: the image's bytes and the changes' columns as the bridge sends them. */
function imageBytes(answer: ReplicaImage): number {
  const { image, ...rest } = { image: null, ...answer };
  return (image?.byteLength ?? 0) + Buffer.byteLength(JSON.stringify(rest));
}

const keystrokeCount = (page: Page): Promise<number> =>
  page.evaluate<number>('window.__keystrokeMs.length');

async function typeMeasured(page: Page, text: string, samples: number[]): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Search products' });
  if ((await field.inputValue()) !== '') {
    // Clearing is a change of its own: let it land before typing (not measured).
    const count = (await keystrokeCount(page)) + 1;
    await field.fill('');
    await page.evaluate<number>(WAIT_FOR_SAMPLE(count));
  }
  for (const char of text) {
    const count = (await keystrokeCount(page)) + 1;
    await field.press(char === ' ' ? 'Space' : char);
    samples.push(await page.evaluate<number>(WAIT_FOR_SAMPLE(count)));
  }
}

async function run(
  products: number,
  credits: number,
  stack: WebStack,
  progress: SizeProgress,
): Promise<Record<string, unknown>> {
  const { sandbox, core, host, browser } = stack;
  const replicaRecords = async () => {
    const status = await core.handlers['replica.status'](undefined);
    const served = await sandbox.memory();
    return {
      records: status.ok ? status.value.records : null,
      // Main's replica: its phase, and why its last sync failed, if it did.
      replica_phase: status.ok ? status.value.phase : null,
      replica_error: status.ok ? status.value.error : null,
      sandbox_rss_mb: served.rss_mb,
      sandbox_peak_rss_mb: served.peak_rss_mb,
    };
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await page.addInitScript(RECORD_LONG_TASKS);
  await progress.stage('signing in', replicaRecords);
  await page.goto(host.issueLaunchUrl());
  await signInWithPassword(page, sandbox.demo.owner.username, sandbox.demo.owner.password);
  // The app opens on the overview: go to the products list, as a person searching would.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Products' })
    .click();
  // No timeout of its own: the size's time limit (size-runs.ts) bounds the whole run.
  await progress.stage('first sync in main', replicaRecords);
  await page
    .getByRole('status')
    .filter({ hasText: /products · [\d,]+ below reorder level/ })
    .waitFor({ timeout: 0 });
  // Then the page's own copy of the catalogue, which the list searches from then on.
  await progress.stage('page copy', replicaRecords);
  await page.locator('.products-table[data-rows-from="page"]').waitFor({ timeout: 0 });
  const copyLoaded = await page.evaluate<number>(PAGE_NOW);
  const copyAsked = await page.evaluate<number>(FIRST_COPY_ASKED);
  const [loadLongestMs, loadLongTasks] = await page.evaluate<[number, number]>(
    LONGEST_TASK_BETWEEN(copyAsked, copyLoaded),
  );
  const copyCost = await page.evaluate<[number, number]>(LAST_COPY_COST);
  const sent = await core.handlers['replica.image']({ after: null });
  const copyBytes = sent.ok && sent.value ? imageBytes(sent.value) : NaN;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  // Main with the copy open (its replica, the web host, the Playwright client), after a full
  // collection; the sandbox is another process.
  const main = memoryNow({ collect: true });
  await page.evaluate(INSTALL_KEYSTROKE_PROBE);

  // What people type: name words, SKU prefixes in lower case, barcodes, and a miss.
  await progress.stage('typing', replicaRecords);
  const sample = await sandbox.products(TYPED);
  const texts = sample.flatMap((p) => [
    p.name.split(' ')[0] ?? '',
    p.sku.toLowerCase(),
    p.barcode ?? '',
  ]);
  texts.push('zq-nothing');
  const keystrokes: number[] = [];
  for (const text of texts.filter((t) => t !== '')) await typeMeasured(page, text, keystrokes);

  // Baseline: the exact-SKU lookup the service offers, through main (broker + HTTP).
  const lookups: number[] = [];
  for (const product of await sandbox.products(Array.from({ length: 60 }, (_, i) => i))) {
    const started = performance.now();
    const result = await core.handlers.graphql({
      operationName: 'ProductBySku',
      variables: { sku: product.sku },
    });
    if (!result.ok) throw new Error(`ProductBySku failed: ${result.error.message}`);
    lookups.push(performance.now() - started);
  }
  const warm = lookups.slice(10);

  // One stock change at the service: the page is sent what changed, not the whole copy again.
  await progress.stage('refresh', replicaRecords);
  const [changed] = await sandbox.products([CHANGED]);
  const before = await core.handlers['replica.status'](undefined);
  if (changed === undefined || changed.warehouseId === null || !before.ok)
    throw new Error('no product to change');
  const copies = await page.evaluate<number>(COPIES_INDEXED);
  const refreshStarted = await page.evaluate<number>(PAGE_NOW);
  const added = await core.handlers.graphql({
    operationName: 'AddInventory',
    variables: {
      data: { sku: changed.sku, warehouse_id: changed.warehouseId, quantity: 1, reason: 'bench' },
    },
  });
  if (!added.ok) throw new Error(`AddInventory failed: ${added.error.message}`);
  await page.evaluate(WAIT_FOR_COPIES(copies + 1));
  const refreshed = await page.evaluate<number>(PAGE_NOW);
  const [refreshLongestMs, refreshLongTasks] = await page.evaluate<[number, number]>(
    LONGEST_TASK_BETWEEN(refreshStarted, refreshed),
  );
  const changeCost = await page.evaluate<[number, number]>(LAST_COPY_COST);
  const delta = await core.handlers['replica.image']({ after: before.value.contents });
  const deltaBytes = delta.ok && delta.value ? imageBytes(delta.value) : NaN;
  const workers = page.workers().length;
  const longTasksObserved = await page.evaluate<boolean>(LONG_TASKS_OBSERVED);
  const served = await sandbox.memory();
  const keystrokeP95 = round(percentile(keystrokes, 95));
  const pageHeapMb = round(heap.usedSize / 1_048_576);
  return {
    bench: 'search',
    products,
    keystrokes: keystrokes.length,
    keystroke_to_rows_p50_ms: round(median(keystrokes)),
    keystroke_to_rows_p95_ms: keystrokeP95,
    keystroke_to_rows_max_ms: round(Math.max(...keystrokes)),
    baseline: {
      what: 'service exact-SKU lookup (ProductBySku) through main, no WebSocket hop, no paint',
      round_trip_p50_ms: round(median(warm)),
      round_trip_p95_ms: round(percentile(warm, 95)),
      finds: 'one product, by its exact SKU only',
    },
    searched_in: "the page's own thread, over the catalogue image, in the keystroke's render",
    page_copy_bytes: copyBytes,
    page_copy_received_ms: round(copyCost[0]),
    page_copy_indexed_ms: round(copyCost[1]),
    page_js_heap_mb: pageHeapMb,
    page_heap_mb: pageHeapMb,
    page_workers: workers,
    // The image itself (page_copy_bytes) is an ArrayBuffer: the page holds its bytes outside the
    // JS heap that page_heap_mb counts, as it would hold a file it reads.
    page_change_bytes: deltaBytes,
    page_change_received_ms: round(changeCost[0]),
    page_change_indexed_ms: round(changeCost[1]),
    long_tasks_observed: longTasksObserved,
    page_longest_task_ms: round(Math.max(loadLongestMs, refreshLongestMs)),
    page_longest_task_copy_load_ms: round(loadLongestMs),
    page_long_tasks_copy_load: loadLongTasks,
    page_longest_task_refresh_ms: round(refreshLongestMs),
    page_long_tasks_refresh: refreshLongTasks,
    main_heap_mb: main.heap_mb,
    main_rss_mb: main.rss_mb,
    main_external_mb: main.external_mb,
    main_peak_rss_mb: memoryNow({ collect: false }).peak_rss_mb,
    sandbox_rss_mb: served.rss_mb,
    sandbox_peak_rss_mb: served.peak_rss_mb,
    targets: { keystroke_to_rows_p95_ms: 16, page_longest_task_ms: 50, page_heap_mb: 60 },
    chromium: `${browser.version()} headless`,
    // The sandbox's pool size, also the most one request may cost (web-stack.ts).
    sandbox_credits: credits,
    cpus: cpus().length,
    load_avg_1m: round(loadavg()[0] ?? NaN),
  };
}

async function main(): Promise<void> {
  const progress = sizeProgress();
  const products = Number(process.argv[2]);
  const flags = JSON.parse(process.argv[3] ?? '{}') as { credits: number };
  let stack: WebStack | undefined;
  try {
    await progress.stage('starting the sandbox');
    stack = await startWebStack(products, flags.credits);
    progress.result(await run(products, flags.credits, stack, progress));
  } catch (error) {
    console.error(error);
    progress.error(error);
    process.exitCode = 1;
  } finally {
    await stack?.close();
  }
}

void main();
