/**
 * The catalogue image (shared/catalogue-image/) against the search index the app uses today
 * (shared/replica/search-index.ts), in one process, at 20,000 and 200,000 generated products
 * (no sandbox): the image's build time and size, the time to open it and answer the first rows,
 * the heap and array buffers it takes once open, and the time of each keystroke of a typed
 * sequence (a product's name letter by letter, SKU prefixes, a barcode digit by digit, a miss);
 * one stock change laid over the image. Each keystroke's wall time and this process's CPU time
 * are both given: on a shared machine the wall time mostly measures the other processes. Baseline in the same run: the index's build (its first
 * query), its heap beside the products it indexes, and the same keystrokes. Last, main's side of
 * an image catalogue (electron/replica/image-catalogue/): a replacement built in the worker thread
 * (main's event loop busy time and its longest delay meanwhile), and the heap with it open.
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildCatalogueImage } from '../shared/catalogue-image/build.ts';
import { openCatalogueImage } from '../shared/catalogue-image/open.ts';
import { withChanges } from '../shared/catalogue-image/overlay.ts';
import { awkwardCatalogue } from '../shared/catalogue-image/testing/awkward-catalogue.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../shared/replica/query.ts';
import { createSearchIndex } from '../shared/replica/search-index.ts';
import type { ReplicaProduct } from '../shared/replica/types.ts';
import {
  createImageCatalogue,
  type ImageCatalogue,
} from '../electron/replica/image-catalogue/image-catalogue.ts';
import { collectGarbage } from './memory.ts';
import { percentile, round } from './stats.ts';

const MB = 1024 * 1024;

function memory(): { heap: number; buffers: number } {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed / MB, buffers: arrayBuffers / MB };
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

/** This process's CPU time of `run`, in ms. */
function cpuTimed<T>(run: () => T): [T, number] {
  const used = process.cpuUsage();
  const value = run();
  const { user, system } = process.cpuUsage(used);
  return [value, (user + system) / 1000];
}

/** What a person types: every prefix of each text, one keystroke at a time. */
function keystrokes(products: readonly ReplicaProduct[]): string[] {
  const step = Math.floor(products.length / 4);
  const texts: string[] = [];
  for (const product of [0, 1, 2, 3].map((i) => products[i * step + 7])) {
    if (!product) continue;
    texts.push(product.name.split(' ').slice(0, 2).join(' '), product.sku.toLowerCase());
    if (product.barcode) texts.push(product.barcode);
  }
  texts.push('zq-nothing');
  return texts.flatMap((text) => Array.from(text, (_, i) => text.slice(0, i + 1)));
}

const window = (text: string): ReplicaQuery => ({ text, offset: 0, limit: 50 });

function keystrokeFigures(
  typed: readonly string[],
  answer: (query: ReplicaQuery) => ReplicaQueryResult,
): Record<string, number> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const text of typed) {
    const used = process.cpuUsage();
    wall.push(timed(() => answer(window(text)))[1]);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return {
    p50: round(percentile(wall, 50)),
    p95: round(percentile(wall, 95)),
    max: round(Math.max(...wall)),
    cpu_p50: round(percentile(cpu, 50)),
    cpu_p95: round(percentile(cpu, 95)),
    cpu_max: round(Math.max(...cpu)),
  };
}

function runSize(count: number): Record<string, unknown> {
  const before = memory();
  // The products are held by the snapshot only, so that emptying it lets them go.
  const snapshot = { version: 1, products: awkwardCatalogue({ products: count, seed: 42 }) };
  const typed = keystrokes(snapshot.products);
  const withProducts = memory();

  // Today: the index over the product objects; its first query builds what it needs.
  let index: ReturnType<typeof createSearchIndex> | null = createSearchIndex();
  const [[, indexBuildMs], indexBuildCpuMs] = cpuTimed(() =>
    timed(() => index?.query(snapshot, window(''), true)),
  );
  const withIndex = memory();
  const indexKeys = keystrokeFigures(typed, (query) => {
    if (!index) throw new Error('index dropped');
    return index.query(snapshot, query, true);
  });
  index = null;

  const [[bytes, buildMs], buildCpuMs] = cpuTimed(() =>
    timed(() => buildCatalogueImage(snapshot.products)),
  );
  const changed = snapshot.products[11];
  snapshot.products = [];
  const beforeOpen = memory();
  const [opened, openMs] = timed(() => openCatalogueImage(bytes));
  if (!opened.ok) throw new Error(opened.error.message);
  const image = opened.value;
  const [, firstRowsMs] = timed(() => image.query(window(''), true));
  const afterOpen = memory();
  const imageKeys = keystrokeFigures(typed, (query) => image.query(query, true));
  const afterTyping = memory();
  let overlaidMs = NaN;
  let overlayKeys: Record<string, number> = {};
  if (changed?.stock[0]) {
    const row = { ...changed.stock[0], onHand: changed.stock[0].onHand + 1 };
    const [overlaid, ms] = timed(() =>
      withChanges(image, [{ ...changed, stock: [row, ...changed.stock.slice(1)] }], []),
    );
    overlaidMs = ms;
    overlayKeys = keystrokeFigures(typed, (query) => overlaid.query(query, true));
  }
  return {
    bench: 'catalogue-image',
    products: count,
    cpus: cpus().length,
    load_average: round(loadavg()[0] ?? NaN, 1),
    keystrokes: typed.length,
    image_build_ms: round(buildMs),
    image_build_cpu_ms: round(buildCpuMs),
    image_mb: round(bytes.length / MB, 1),
    open_ms: round(openMs, 3),
    first_rows_ms: round(firstRowsMs),
    image_heap_mb: round(afterOpen.heap - beforeOpen.heap, 1),
    array_buffers_mb: round(afterOpen.buffers, 1),
    heap_used_mb: round(afterOpen.heap, 1),
    heap_used_after_typing_mb: round(afterTyping.heap, 1),
    keystroke_ms: imageKeys,
    stock_change_overlay_ms: round(overlaidMs),
    overlay_keystroke_ms: overlayKeys,
    baseline: {
      products_heap_mb: round(withProducts.heap - before.heap, 1),
      index_build_ms: round(indexBuildMs),
      index_build_cpu_ms: round(indexBuildCpuMs),
      index_heap_mb: round(withIndex.heap - withProducts.heap, 1),
      keystroke_ms: indexKeys,
    },
  };
}

function startReplacing(catalogue: ImageCatalogue, count: number) {
  const products = awkwardCatalogue({ products: count, seed: 42 });
  const changed = products[11];
  const row = changed?.stock[0];
  const update =
    changed && row ? { sku: changed.sku, stock: { ...row, onHand: row.onHand + 1 } } : null;
  return { pending: catalogue.replaceAll(products), update };
}

/**
 * Main's side of an image catalogue: `replaceAll` builds in a worker, so what main spends is
 * copying the products to it and opening the image (its event loop's busy time, not the
 * process's CPU, which counts the worker too); then the heap with the catalogue open and the
 * products let go.
 */
async function imageCatalogueFigures(count: number): Promise<Record<string, number>> {
  const before = memory();
  const catalogue = createImageCatalogue();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const loop = performance.eventLoopUtilization();
  delay.enable();
  const start = performance.now();
  // The products are made and handed over in a call of their own, so that none stays reachable.
  const { pending, update } = startReplacing(catalogue, count);
  const replaced = await pending;
  const replaceMs = performance.now() - start;
  delay.disable();
  const busy = performance.eventLoopUtilization(loop);
  if (!replaced.ok) throw new Error(replaced.error.message);
  const open = memory();
  const stockMs = update ? timed(() => catalogue.applyStock([update]))[1] : NaN;
  return {
    replace_all_ms: round(replaceMs),
    replace_all_main_busy_ms: round(busy.active),
    main_loop_delay_max_ms: round(delay.max / 1e6),
    heap_added_mb: round(open.heap - before.heap, 1),
    heap_used_mb: round(open.heap, 1),
    array_buffers_mb: round(open.buffers, 1),
    stock_change_ms: round(stockMs),
    size: catalogue.size(),
  };
}

export function benchCatalogueImage(args: readonly string[]): Promise<Record<string, unknown>[]> {
  const sizes = args.includes('--products')
    ? (args[args.indexOf('--products') + 1] ?? '').split(',').map(Number)
    : [20_000, 200_000];
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error('--products expects sizes such as 20000,200000');
  }
  return sizes.reduce<Promise<Record<string, unknown>[]>>(async (done, size) => {
    const lines = await done;
    const line = runSize(size);
    return [...lines, { ...line, image_catalogue: await imageCatalogueFigures(size) }];
  }, Promise.resolve([]));
}
