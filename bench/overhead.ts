/**
 * Broker and bridge overhead: the latency the broker adds over a direct `fetch`
 * of the same small query to the same sandbox, and what the bridge hop (the web host's WebSocket,
 * dispatcher and core) adds on top, interleaved in one run so all three see the same machine.
 * Electron's IPC hop cannot be measured here (no Electron binary).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startSandbox } from '../sandbox/start.ts';
import { numericFlags } from './args.ts';
import { startBridgeClient } from './bridge-client.ts';
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
  const bridge = await startBridgeClient(sandbox.url);
  try {
    const signedIn = await bridge.call('signIn.password', {
      profileId: 'sandbox',
      ...sandbox.demo.owner,
    });
    if (!isOk(signedIn)) throw new Error('bridge sign-in failed');
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

    const bridged = async (): Promise<number> => {
      const started = performance.now();
      const result = await bridge.call('graphql', {
        operationName: 'ProductBySku',
        variables: { sku },
      });
      if (!isOk(result)) throw new Error('bridge request failed');
      return performance.now() - started;
    };

    const directMs: number[] = [];
    const brokerMs: number[] = [];
    const bridgeMs: number[] = [];
    const variants = [direct, brokered, bridged];
    for (let i = 0; i < warmup + iterations; i++) {
      // Interleaved, rotating which goes first, so drift in the machine hits all alike.
      const took = [0, 0, 0];
      for (let k = 0; k < variants.length; k++) {
        const index = (i + k) % variants.length;
        const run = variants[index];
        if (run) took[index] = await run();
      }
      if (i < warmup) continue; // JIT, connection pools and caches warm up first
      directMs.push(took[0] ?? NaN);
      brokerMs.push(took[1] ?? NaN);
      bridgeMs.push(took[2] ?? NaN);
    }
    const added = brokerMs.map((ms, i) => ms - (directMs[i] ?? NaN));
    return {
      bench: 'overhead',
      operation: 'ProductBySku',
      iterations,
      includes:
        'broker; bridge = web host WebSocket + dispatcher + core (Electron IPC not measurable here)',
      direct_median_ms: round(median(directMs), 3),
      direct_p95_ms: round(percentile(directMs, 95), 3),
      broker_median_ms: round(median(brokerMs), 3),
      broker_p95_ms: round(percentile(brokerMs, 95), 3),
      added_median_ms: round(median(brokerMs) - median(directMs), 3),
      added_p95_ms: round(percentile(brokerMs, 95) - percentile(directMs, 95), 3),
      paired_added_median_ms: round(median(added), 3),
      bridge_median_ms: round(median(bridgeMs), 3),
      bridge_p95_ms: round(percentile(bridgeMs, 95), 3),
      bridge_added_median_ms: round(median(bridgeMs) - median(directMs), 3),
      bridge_added_p95_ms: round(percentile(bridgeMs, 95) - percentile(directMs, 95), 3),
    };
  } finally {
    await bridge.close();
    broker.dispose();
    await sandbox.close();
  }
}

function isOk(result: unknown): boolean {
  return typeof result === 'object' && result !== null && Reflect.get(result, 'ok') === true;
}
