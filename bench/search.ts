/**
 * Search over the catalogue replica, through the web host in Chromium, per catalogue size
 * (`--products 20000,200000`, default 20,000; each size in a process of its own within
 * `--time-limit` seconds, default 600, search-size-worker.ts): the sandbox in a process of its
 * own, main's core and the web host in the size's process, the built renderer in the page.
 * Once the page searches its own copy of the catalogue, words of product names, SKU prefixes and
 * barcodes are typed one key at a time; each keystroke is timed until the frame that paints its
 * rows (search-page.ts). Also reported: what the copy costs the page, whole and after one change
 * (its heap, and its longest main-thread task while the copy loads and while a change comes in),
 * and main's memory with the copy open.
 * Baseline, in the same run: the service's exact-SKU lookup (`ProductBySku`) through main's core,
 * without the WebSocket hop or painting — what the app had for search before the replica.
 */
import { sizeFlags } from './size-list.ts';
import { runSizes } from './size-runs.ts';
import { buildWebRenderer } from './web-stack.ts';

export function benchSearch(args: readonly string[]): Promise<Record<string, unknown>[]> {
  const { sizes, timeLimitS, flags } = sizeFlags(args, {
    sizes: [20_000],
    timeLimitS: 600,
    // The sandbox's pool (web-stack.ts): the size the replica bench and the sync bench use, so
    // the first sync in main asks for pages of the size it would from the service.
    flags: { credits: 4004 },
  });
  // Once for every size: the page loads the build from out/renderer.
  buildWebRenderer();
  return runSizes({
    bench: 'search',
    worker: 'bench/search-size-worker.ts',
    sizes,
    timeLimitS,
    flags,
  });
}
