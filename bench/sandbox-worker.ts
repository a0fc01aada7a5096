/**
 * The sandbox in a process of its own, for the `replica` and `search` benchmarks, so the bench's
 * memory figures are the app's alone. Started with its options as JSON (argv[2]); prints a ready
 * line with its address and the demo owner's sign-in, then answers requests on stdin
 * (sandbox-protocol.ts). Ends when stdin closes, so it never outlives the bench.
 */
import { createInterface } from 'node:readline';
import { isoDateTime, type Account } from '../sandbox/data/types.ts';
import { startSandbox } from '../sandbox/start.ts';
import { memoryNow } from './memory.ts';
import type {
  ReadyLine,
  SampleProduct,
  SandboxAnswer,
  SandboxProcessOptions,
  SandboxRequest,
} from './sandbox-protocol.ts';

/** Changes `count` products' first stock record as another user's stock change would. */
function changeProducts(account: Account, count: number, now: number): void {
  const step = Math.max(1, Math.floor(account.products.length / count));
  for (let i = 0; i < count; i++) {
    const product = account.products[(i * step) % account.products.length];
    const row = product ? account.warehouseProductsBySku.get(product.sku)?.[0] : undefined;
    if (!row) continue;
    row.on_hand += 1;
    row.available = row.on_hand - row.allocated;
    row.updated_at = isoDateTime(now);
  }
  account.version++;
}

function sampleProducts(account: Account, indexes: readonly number[]): SampleProduct[] {
  return indexes.flatMap((index) => {
    const product = account.products[index];
    if (product === undefined) return [];
    const row = account.warehouseProductsBySku.get(product.sku)?.[0];
    return [
      {
        index,
        sku: product.sku,
        name: product.name,
        barcode: product.barcode,
        warehouseId: row?.warehouse_id ?? null,
      },
    ];
  });
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as SandboxProcessOptions;
  // Read stdin from the start: if the bench goes away while this is still starting, the end of
  // stdin stops this as soon as the seeding is done.
  const lines = createInterface({ input: process.stdin });
  let stop = (): void => process.exit(0);
  lines.on('close', () => stop());
  process.on('SIGTERM', () => stop());
  const sandbox = await startSandbox({ ...options, port: 0 });
  stop = () => void sandbox.close().then(() => process.exit(0));
  const account = sandbox.data.accounts[0];
  if (account === undefined) throw new Error('the sandbox has no account');
  const answer = (request: SandboxRequest): unknown => {
    switch (request.op) {
      case 'change':
        changeProducts(account, request.count, Date.now());
        return null;
      case 'products':
        return sampleProducts(account, request.indexes);
      case 'memory':
        return memoryNow({ collect: false });
    }
  };
  const ready: ReadyLine = { ready: true, url: sandbox.url, owner: sandbox.demo.owner };
  console.log(JSON.stringify(ready));
  lines.on('line', (line) => {
    let request: SandboxRequest;
    try {
      request = JSON.parse(line) as SandboxRequest;
    } catch {
      // Without an id there is no one to answer: say so where the bench's errors go.
      console.error(`bench sandbox: not a request: ${line.slice(0, 80)}`);
      return;
    }
    let reply: SandboxAnswer;
    try {
      reply = { id: request.id, ok: true, value: answer(request) };
    } catch (error) {
      reply = { id: request.id, ok: false, error: String(error) };
    }
    console.log(JSON.stringify(reply));
  });
}

main().catch((error: unknown) => {
  console.error(`bench sandbox: ${String(error)}`);
  process.exit(1);
});
