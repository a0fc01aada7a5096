/**
 * Sandbox speed: start-up with a 20,000-product catalogue, in-process and through the
 * CLI, and the latency of 100-product pages against a bare HTTP round trip measured in the same
 * run on the same server.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/start.ts';
import { median, percentile, round } from './stats.ts';

const PRODUCTS = 20_000;
const PAGES = 200;

async function cliStartupMs(): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--products', String(PRODUCTS)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    return await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('sandbox listening on')) resolve(performance.now() - started);
      });
      child.on('exit', (code) =>
        reject(new Error(`sandbox exited with ${String(code)} before listening`)),
      );
    });
  } finally {
    child.kill('SIGTERM');
  }
}

export async function benchSandbox(): Promise<Record<string, unknown>> {
  const startedAt = performance.now();
  // A pool large enough that pacing never enters into a latency measurement.
  const sandbox = await startSandbox({
    port: 0,
    products: PRODUCTS,
    credits: 100_000_000,
    rate: 1_000_000,
    requestLimit: 1_000_000,
  });
  const startupMs = performance.now() - startedAt;
  try {
    const token = sandbox.auth.issueAccessToken(
      sandbox.data.accounts[0]?.users[0] ?? raise('no user'),
      null,
    );
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const query =
      'query P($after: String) { products { data(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id sku name price value barcode warehouse_products { warehouse_id on_hand } } } } } }';

    const pageMs: number[] = [];
    const healthMs: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < PAGES + 10; i++) {
      const t0 = performance.now();
      await (await fetch(`${sandbox.url}/health`)).text();
      const t1 = performance.now();
      const response = await fetch(`${sandbox.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables: { after } }),
      });
      const body = (await response.json()) as {
        data?: { products?: { data?: { pageInfo?: { endCursor?: string | null } } } };
      };
      const t2 = performance.now();
      after = body.data?.products?.data?.pageInfo?.endCursor ?? null;
      if (i >= 10) {
        // The first requests warm the JIT and caches; they are not measured.
        healthMs.push(t1 - t0);
        pageMs.push(t2 - t1);
      }
    }
    return {
      bench: 'sandbox',
      products: PRODUCTS,
      startup_inprocess_ms: round(startupMs),
      startup_cli_ms: round(await cliStartupMs()),
      pages: PAGES,
      page100_median_ms: round(median(pageMs)),
      page100_p95_ms: round(percentile(pageMs, 95)),
      baseline_http_median_ms: round(median(healthMs)),
      targets: { startup_ms: 3000, page100_median_ms: 20 },
    };
  } finally {
    await sandbox.close();
  }
}

function raise(message: string): never {
  throw new Error(message);
}
