/** This process's memory for the benches, in MB, after a full collection where one is possible. */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { round } from './stats.ts';

const MB = 1024 * 1024;

/**
 * V8's `gc`, exposed at run time when the process was not started with `--expose-gc` (the flag
 * takes effect for contexts created after it is set).
 */
function findGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed !== undefined) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export const collectGarbage: () => void = findGc();

export interface MainMemory {
  readonly heap_mb: number;
  readonly rss_mb: number;
  readonly external_mb: number;
  /** The largest resident set this process has had. */
  readonly peak_rss_mb: number;
}

/** Heap used, resident set, external (array buffers included) and peak resident set. */
export function memoryNow(options: { readonly collect: boolean }): MainMemory {
  if (options.collect) collectGarbage();
  const { heapUsed, rss, external } = process.memoryUsage();
  return {
    heap_mb: round(heapUsed / MB, 1),
    rss_mb: round(rss / MB, 1),
    external_mb: round(external / MB, 1),
    // maxRSS is in kilobytes.
    peak_rss_mb: round(process.resourceUsage().maxRSS / 1024, 1),
  };
}
