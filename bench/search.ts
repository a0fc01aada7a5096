/**
 * Search over the catalogue replica, through the web host in Chromium:
 * 20,000 products, the sandbox and main's core in this process, the built renderer in the page.
 * Once the page searches its own copy of the catalogue, words of product names, SKU prefixes and
 * barcodes are typed one key at a time; each keystroke is timed until the frame that paints its
 * rows (search-page.ts). Also reported: what the copy costs the page, whole and after one change.
 * Baseline, in the same run: the service's exact-SKU lookup (`ProductBySku`) through main's core,
 * without the WebSocket hop or painting — what the app had for search before the replica.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { numericFlags } from './args.ts';
import { signInWithPassword } from './renderer.ts';
import {
  COPIES_INDEXED,
  INSTALL_KEYSTROKE_PROBE,
  LAST_COPY_COST,
  WAIT_FOR_COPIES,
  WAIT_FOR_SAMPLE,
} from './search-page.ts';
import { median, percentile, round } from './stats.ts';
import { buildWebRenderer, startWebStack } from './web-stack.ts';

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

export async function benchSearch(args: readonly string[]): Promise<Record<string, unknown>> {
  const { products } = numericFlags(args, { products: 20_000 });
  buildWebRenderer();
  const stack = await startWebStack(products);
  const { sandbox, core, host, browser } = stack;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await page.goto(host.issueLaunchUrl());
    await signInWithPassword(page, sandbox.demo.owner.username, sandbox.demo.owner.password);
    // The app opens on the overview: go to the products list, as a person searching would.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Products' })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: /products · [\d,]+ below reorder level/ })
      .waitFor({ timeout: 120_000 });
    // Then the page's own copy of the catalogue, which the list searches from then on.
    await page.locator('.products-table[data-rows-from="page"]').waitFor({ timeout: 120_000 });
    const copyCost = await page.evaluate<[number, number]>(LAST_COPY_COST);
    const sent = await core.handlers['replica.catalogue']({ after: null });
    const copyBytes = sent.ok ? Buffer.byteLength(JSON.stringify(sent.value)) : NaN;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    await page.evaluate(INSTALL_KEYSTROKE_PROBE);

    // What people type: name words, SKU prefixes in lower case, barcodes, and a miss.
    const account = sandbox.data.accounts[0];
    const sample = account ? [0, 4_321, 12_345, 19_000].map((i) => account.products[i]) : [];
    const texts = sample.flatMap((p) =>
      p ? [p.name.split(' ')[0] ?? '', p.sku.toLowerCase(), p.barcode ?? ''] : [],
    );
    texts.push('zq-nothing');
    const keystrokes: number[] = [];
    for (const text of texts.filter((t) => t !== '')) await typeMeasured(page, text, keystrokes);

    // Baseline: the exact-SKU lookup the service offers, through main (broker + HTTP).
    const lookups: number[] = [];
    for (const product of account?.products.slice(0, 60) ?? []) {
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
    const changed = account?.products[7];
    const row =
      account && changed ? account.warehouseProductsBySku.get(changed.sku)?.[0] : undefined;
    const before = await core.handlers['replica.status'](undefined);
    if (!changed || !row || !before.ok) throw new Error('no product to change');
    const copies = await page.evaluate<number>(COPIES_INDEXED);
    const added = await core.handlers.graphql({
      operationName: 'AddInventory',
      variables: {
        data: { sku: changed.sku, warehouse_id: row.warehouse_id, quantity: 1, reason: 'bench' },
      },
    });
    if (!added.ok) throw new Error(`AddInventory failed: ${added.error.message}`);
    await page.evaluate(WAIT_FOR_COPIES(copies + 1));
    const changeCost = await page.evaluate<[number, number]>(LAST_COPY_COST);
    const delta = await core.handlers['replica.catalogue']({ after: before.value.contents });
    const deltaBytes = delta.ok ? Buffer.byteLength(JSON.stringify(delta.value)) : NaN;
    return {
      bench: 'search',
      products,
      keystrokes: keystrokes.length,
      keystroke_to_rows_p50_ms: round(median(keystrokes)),
      keystroke_to_rows_p95_ms: round(percentile(keystrokes, 95)),
      keystroke_to_rows_max_ms: round(Math.max(...keystrokes)),
      baseline: {
        what: 'service exact-SKU lookup (ProductBySku) through main, no WebSocket hop, no paint',
        round_trip_p50_ms: round(median(warm)),
        round_trip_p95_ms: round(percentile(warm, 95)),
        finds: 'one product, by its exact SKU only',
      },
      searched_in: 'the page, over its own copy of the catalogue',
      page_copy_bytes: copyBytes,
      page_copy_received_ms: round(copyCost[0]),
      page_copy_indexed_ms: round(copyCost[1]),
      page_js_heap_mb: round(heap.usedSize / 1_048_576),
      page_change_bytes: deltaBytes,
      page_change_received_ms: round(changeCost[0]),
      page_change_indexed_ms: round(changeCost[1]),
      targets: { keystroke_to_rows_p95_ms: 16 },
      chromium: `${browser.version()} headless`,
      cpus: cpus().length,
      load_avg_1m: round(loadavg()[0] ?? NaN),
    };
  } finally {
    await stack.close();
  }
}
