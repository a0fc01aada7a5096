/**
 * One size of the `sandbox-scale` benchmark, in a process of its own so each heap figure is that
 * size's alone: seeds and starts the sandbox, then times product pages over HTTP. Prints one JSON
 * line. Run with `--expose-gc` so the heap is measured after a full collection.
 */
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/start.ts';
import { median, round } from './stats.ts';

const PAGE_QUERY =
  'query P($after: String, $sku: String, $updated_from: ISODateTime) { products(sku: $sku, updated_from: $updated_from) { data(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id sku name warehouse_products { warehouse_id on_hand } } } } } }';

function heapMb(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  return round(process.memoryUsage().heapUsed / 1_048_576, 1);
}

async function main(): Promise<void> {
  const products = Number(process.argv[2]);
  if (!Number.isInteger(products) || products < 1) throw new Error('usage: PRODUCTS');
  const heapBeforeMb = heapMb();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const sandbox = await startSandbox({
    port: 0,
    products,
    credits: 100_000_000,
    rate: 1_000_000,
    requestLimit: 1_000_000,
  });
  const seedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  const heapAfterMb = heapMb();
  try {
    const account = sandbox.data.accounts[0];
    const user = account?.users[0];
    if (account === undefined || user === undefined) throw new Error('no account');
    const token = sandbox.auth.issueAccessToken(user, null);
    const page = async (variables: Record<string, unknown>): Promise<number> => {
      const t0 = performance.now();
      const response = await fetch(`${sandbox.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: PAGE_QUERY, variables }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors !== undefined) throw new Error(JSON.stringify(body.errors));
      return performance.now() - t0;
    };
    const firstPageMs = await page({});
    const lastCursor = Buffer.from(`cursor:${products - 101}`).toString('base64');
    const deepPageMs: number[] = [];
    for (let i = 0; i < 20; i++) deepPageMs.push(await page({ after: lastCursor }));
    // A different SKU each time: a filter the cache has not seen, as a lookup by SKU is.
    const skuMs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const product = account.products[Math.floor(((i + 0.5) * products) / 20)];
      if (product !== undefined) skuMs.push(await page({ sku: product.sku }));
    }
    const updatedMs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const from = new Date(Date.now() - (i + 1) * 3_600_000).toISOString().slice(0, 19);
      updatedMs.push(await page({ updated_from: from }));
    }
    const warehouses = new Set(
      [...account.warehouseProductsBySku.values()].flat().map((record) => record.warehouse_id),
    );
    console.log(
      JSON.stringify({
        products,
        warehouses_stocking: warehouses.size,
        seed_s: round(seedMs / 1000, 2),
        // The machine is shared: CPU time is the steadier figure when others are busy.
        seed_cpu_s: round((cpu.user + cpu.system) / 1e6, 2),
        heap_mb: round(heapAfterMb - heapBeforeMb, 1),
        first_page_ms: round(firstPageMs, 1),
        deep_page_median_ms: round(median(deepPageMs), 2),
        sku_filter_median_ms: round(median(skuMs), 2),
        updated_filter_median_ms: round(median(updatedMs), 2),
      }),
    );
  } finally {
    await sandbox.close();
  }
}

void main();
