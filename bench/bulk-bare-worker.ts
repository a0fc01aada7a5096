/**
 * The `bulk` benchmark's transport bound, in a process of its own as the import's are
 * (`tsx bench/bulk-bare-worker.ts URL USER PASSWORD ROWS_JSON CONCURRENCY`): signs in, then
 * sends the same stock mutations with a bare fetch — no pacing, no journal, no checks — at the
 * same concurrency, and prints `{"event":"done","seconds":…}`. Run in the parent, it would share
 * one event loop with the sandbox and make the bound slower than a client can be.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { STOCK_OPERATION, type StockAction } from '../electron/bulk/stock/stock-plan.ts';
import { OPERATIONS } from '../shared/operations/catalogue.ts';
import { signIn } from './baseline-client.ts';

export interface BareRow {
  readonly sku: string;
  readonly warehouseId: string;
  readonly action: StockAction;
  readonly quantity: number;
}

async function main(): Promise<void> {
  const [url, username, password, rowsFile, concurrencyText] = process.argv.slice(2);
  const concurrency = Number(concurrencyText);
  if (!url || !username || !password || !rowsFile || !(concurrency > 0)) {
    throw new Error('usage: bulk-bare-worker URL USER PASSWORD ROWS_JSON CONCURRENCY');
  }
  const rows = JSON.parse(await readFile(rowsFile, 'utf8')) as BareRow[];
  const token = await signIn(url, username, password);
  const text = Object.fromEntries(
    Object.values(STOCK_OPERATION).map((n) => [n, print(OPERATIONS[n].document)]),
  );
  let next = 0;
  const started = performance.now();
  const one = async (): Promise<void> => {
    while (next < rows.length) {
      const row = rows[next++];
      if (!row) return;
      const operationName = STOCK_OPERATION[row.action];
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          operationName,
          query: text[operationName],
          variables: {
            data: {
              sku: row.sku,
              warehouse_id: row.warehouseId,
              quantity: row.quantity,
              reason: 'Bench count',
            },
          },
        }),
      });
      await response.text();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, one));
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ event: 'done', seconds })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bulk bare worker failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
