/**
 * The catalogue replica, through the product code (electron/replica/replica.ts) over the real
 * broker and the sandbox, per catalogue size (`--products 20000,200000`, default 20,000; each size
 * in a process of its own within `--time-limit` seconds, default 600, replica-size-worker.ts;
 * the sandbox in a further process):
 *  - first sync at C=4004, R=600, against the bound max(0, cost − C) / R (the run is alone on the
 *    account, so background work may use the whole pool);
 *  - after 1% of the products change at the sandbox (as other users would), the credits of the
 *    refresh that brings them in, per changed record, and of the refresh after it;
 *  - a warm start from the encrypted file (AES-GCM standing in for safeStorage, aes-cipher.ts):
 *    time to the first rows and the credits spent;
 *  - main's memory with the replica loaded (the sandbox's is reported apart).
 * The baseline is the physical bound of the same run (and the sync bench's public-integration
 * loop for comparison lives in `npm run bench -- sync`).
 */
import { sizeFlags } from './size-list.ts';
import { runSizes } from './size-runs.ts';

export function benchReplica(args: readonly string[]): Promise<Record<string, unknown>[]> {
  const { sizes, timeLimitS, flags } = sizeFlags(args, {
    sizes: [20_000],
    timeLimitS: 600,
    flags: { credits: 4004, rate: 600 },
  });
  return runSizes({
    bench: 'replica',
    worker: 'bench/replica-size-worker.ts',
    sizes,
    timeLimitS,
    flags,
  });
}
