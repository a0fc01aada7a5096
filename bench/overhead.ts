/**
 * Broker overhead (issue 7, item 5): the latency the broker adds over a direct `fetch` of the
 * same small query to the same sandbox, interleaved in one run so both see the same machine.
 * The bridge hop (IPC or WebSocket) is not included yet: it is measured once the web host is
 * wired, and the JSON says so.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/start.ts';
import { numericFlags } from './args.ts';
import { signedInBroker } from './broker-client.ts';
import { median, percentile, round } from './stats.ts';

const QUERY = readFileSync(
  new URL('../shared/operations/ProductBySku.graphql', import.meta.url),
  'utf8',
);

export async function benchOverhead(args: readonly string[]): Promise<Record<string, unknown>> {
  const { iterations, warmup } = numericFlags(args, { iterations: 1000, warmup: 100 });
  // A pool so large that pacing never waits: only the broker's own work is measured.
  const sandbox = await startSandbox({
    port: 0,
    products: 200,
    orders: 10,
    credits: 100_000_000,
    rate: 1_000_000,
    requestLimit: 10_000_000,
  });
  const { broker } = await signedInBroker(sandbox.url, sandbox.demo.owner);
  try {
    const account = sandbox.data.accounts[0];
    const owner = account?.users.find((u) => u.kind === 'owner');
    const sku = account?.products[0]?.sku;
    if (!owner || !sku) throw new Error('sandbox has no owner or no products');
    const token = sandbox.auth.issueAccessToken(owner, null);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const body = JSON.stringify({
      query: QUERY,
      operationName: 'ProductBySku',
      variables: { sku },
    });

    const direct = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${sandbox.url}/graphql`, { method: 'POST', headers, body });
      const reply = (await response.json()) as { data?: unknown };
      if (!reply.data) throw new Error('direct request failed');
      return performance.now() - started;
    };
    const brokered = async (): Promise<number> => {
      const started = performance.now();
      const result = await broker.execute({ operationName: 'ProductBySku', variables: { sku } });
      if (!result.ok) throw new Error(`broker request failed: ${result.error.message}`);
      return performance.now() - started;
    };

    const directMs: number[] = [];
    const brokerMs: number[] = [];
    for (let i = 0; i < warmup + iterations; i++) {
      // Interleaved, alternating which goes first, so drift in the machine hits both alike.
      let directTook: number;
      let brokerTook: number;
      if (i % 2 === 0) {
        directTook = await direct();
        brokerTook = await brokered();
      } else {
        brokerTook = await brokered();
        directTook = await direct();
      }
      if (i < warmup) continue; // JIT, connection pools and caches warm up first
      directMs.push(directTook);
      brokerMs.push(brokerTook);
    }
    const added = brokerMs.map((ms, i) => ms - (directMs[i] ?? NaN));
    return {
      bench: 'overhead',
      operation: 'ProductBySku',
      iterations,
      includes: 'broker only',
      direct_median_ms: round(median(directMs), 3),
      direct_p95_ms: round(percentile(directMs, 95), 3),
      broker_median_ms: round(median(brokerMs), 3),
      broker_p95_ms: round(percentile(brokerMs, 95), 3),
      added_median_ms: round(median(brokerMs) - median(directMs), 3),
      added_p95_ms: round(percentile(brokerMs, 95) - percentile(directMs, 95), 3),
      paired_added_median_ms: round(median(added), 3),
    };
  } finally {
    broker.dispose();
    await sandbox.close();
  }
}
