/**
 * Orders found by what people know: one OrdersPage (100 rows) per filter the app offers, through
 * the broker as the app sends it, against a direct `fetch` of the same document in the same run
 * (the baseline). The pool is made large enough to pay for every page, so the figure is the
 * latency when credits are there; when they are not, the page waits for them (see docs/benchmarks.md).
 */
import { print } from 'graphql';
import { performance } from 'node:perf_hooks';
import { OPERATIONS } from '../shared/operations/catalogue.ts';
import { startSandbox } from '../sandbox/start.ts';
import { numericFlags } from './args.ts';
import { signedInBroker } from './broker-client.ts';
import { median, percentile, round } from './stats.ts';

const QUERY = print(OPERATIONS.OrdersPage.document);

export async function benchOrders(args: readonly string[]): Promise<Record<string, unknown>> {
  const { iterations, warmup, orders } = numericFlags(args, {
    iterations: 60,
    warmup: 10,
    orders: 1000,
  });
  const sandbox = await startSandbox({
    port: 0,
    products: 20_000,
    orders,
    credits: 100_000_000,
    rate: 1_000_000,
    requestLimit: 10_000_000,
  });
  const { broker } = await signedInBroker(sandbox.url, sandbox.demo.owner);
  try {
    const account = sandbox.data.accounts[0];
    const owner = account?.users.find((u) => u.kind === 'owner');
    const sample = account?.orders[Math.floor((account.orders.length * 2) / 3)];
    if (!account || !owner || !sample) throw new Error('sandbox has no orders');
    const day = sample.order_date.slice(0, 10);
    const filters: Record<string, Record<string, unknown>> = {
      none: {},
      order_number: { orderNumber: sample.order_number },
      email: { email: sample.email },
      sku: { sku: sample.line_items[0]?.sku ?? '' },
      date_range: { orderDateFrom: `${day}T00:00:00`, orderDateTo: `${day}T23:59:59` },
      has_hold: { hasHold: true },
      status_and_shop: { status: 'pending', shop: 'Etsy' },
    };
    const token = sandbox.auth.issueAccessToken(owner, null);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const results: Record<string, unknown> = {};
    for (const [name, filter] of Object.entries(filters)) {
      const variables = { first: 100, sort: '-order_date', ...filter };
      const body = JSON.stringify({ query: QUERY, operationName: 'OrdersPage', variables });
      const direct: number[] = [];
      const brokered: number[] = [];
      for (let i = 0; i < warmup + iterations; i++) {
        let started = performance.now();
        const response = await fetch(`${sandbox.url}/graphql`, { method: 'POST', headers, body });
        await response.json();
        const directMs = performance.now() - started;
        started = performance.now();
        const result = await broker.execute({ operationName: 'OrdersPage', variables });
        if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
        const brokerMs = performance.now() - started;
        if (i < warmup) continue;
        direct.push(directMs);
        brokered.push(brokerMs);
      }
      results[`${name}_p50_ms`] = round(median(brokered), 2);
      results[`${name}_p95_ms`] = round(percentile(brokered, 95), 2);
      results[`${name}_direct_p50_ms`] = round(median(direct), 2);
    }
    return {
      bench: 'orders',
      orders,
      products: 20_000,
      page_size: 100,
      iterations,
      baseline: 'the same OrdersPage by direct fetch to the sandbox',
      ...results,
    };
  } finally {
    broker.dispose();
    await sandbox.close();
  }
}
