/**
 * Sandbox at catalogue scale: for each size, seeding and starting the sandbox (wall and CPU
 * seconds), its heap after a full collection, the first 100-product page, a page at the end of
 * the catalogue, and pages filtered by SKU and by `updated_from`. Each size runs in a process of
 * its own (`sandbox-scale-worker.ts`) so one size's heap is not counted in the next.
 * `--products N` runs one size; without it, 20,000, 50,000 and 200,000.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { numericFlags } from './args.ts';

const SIZES = [20_000, 50_000, 200_000];

function runSize(products: number): Promise<Record<string, unknown>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', 'bench/sandbox-scale-worker.ts', String(products)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let result: Record<string, unknown> | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) result = JSON.parse(line) as Record<string, unknown>;
    });
    child.on('exit', (code) =>
      result === undefined
        ? reject(new Error(`sandbox-scale worker for ${products} exited with ${String(code)}`))
        : resolve(result),
    );
  });
}

export async function benchSandboxScale(args: readonly string[]): Promise<Record<string, unknown>> {
  const { products } = numericFlags(args, { products: 0 });
  const sizes = products > 0 ? [products] : SIZES;
  const runs: Record<string, unknown>[] = [];
  for (const size of sizes) {
    const run = await runSize(size);
    // One line per size as it ends: the largest takes a while on a busy machine.
    console.error(JSON.stringify({ bench: 'sandbox-scale', ...run }));
    runs.push(run);
  }
  return { bench: 'sandbox-scale', runs };
}
