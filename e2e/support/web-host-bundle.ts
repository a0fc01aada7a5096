/**
 * The web host the e2e hosts run: `electron/web-host/cli.ts` bundled into one file, with the
 * catalogue image build's worker bundled beside it (main starts it from there). Started with
 * `node --import tsx`, each of the suite's hundred-odd hosts resolved and loaded some 300 modules
 * through tsx's loader thread, about two seconds of a busy 2-core machine per start; the bundle
 * starts in half that. Same code, same flags: only the module loading differs. The global setup
 * rebuilds it for every run (in under a second); a host started later rebuilds it first when a
 * source file changed since (Playwright's watch and UI modes run the global setup only once).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Two folders below the repository root, as `electron/web-host/cli.ts` is: the host finds the
 * built renderer relative to its own file (`../../out/renderer`).
 */
const BUNDLE = 'out/e2e/web-host.mjs';
/**
 * The catalogue image build's worker thread: main's bundled code starts it from the file beside
 * its own by this name (electron/replica/image-build/build-off-thread.ts), as in out/main/.
 */
const WORKER = 'out/e2e/image-build-worker.js';
const WORKER_SOURCE = 'electron/replica/image-build/build-worker.ts';
/** The files the bundle was built from, and when that build started. */
const INPUTS = 'out/e2e/web-host.inputs.json';
/**
 * The kernel stamps file times from a coarser clock than Date.now(): a file saved just after a
 * build started may carry a time just before it. Counted as changed; at worst one extra build.
 */
const STAMP_SLACK_MS = 1000;

interface BundleInputs {
  readonly startedMs: number;
  /** Relative to the repository root. */
  readonly files: readonly string[];
}

export function webHostBundlePath(repoRoot: string): string {
  return join(repoRoot, BUNDLE);
}

/** Writes beside a temporary name and renames: a run reading the file never sees half of it. */
function writeWhole(target: string, write: (partial: string) => void): void {
  const partial = `${target}.${String(process.pid)}.tmp`;
  write(partial);
  renameSync(partial, target);
}

/** Bundles `entry` into `target` (whole or not at all); the files it was built from. */
function bundleOne(repoRoot: string, entry: string, target: string): string[] {
  let files: string[] = [];
  writeWhole(target, (partial) => {
    const { metafile } = buildSync({
      absWorkingDir: repoRoot,
      entryPoints: [entry],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      // Dependencies load from node_modules as they do under tsx.
      packages: 'external',
      // Stack traces in a failed host's stderr point at the source files.
      sourcemap: 'inline',
      logLevel: 'warning',
      metafile: true,
    });
    files = Object.keys(metafile.inputs);
  });
  return files;
}

export function bundleWebHost(repoRoot: string): void {
  const target = webHostBundlePath(repoRoot);
  mkdirSync(dirname(target), { recursive: true });
  const startedMs = Date.now();
  const host = bundleOne(repoRoot, 'electron/web-host/cli.ts', target);
  const worker = bundleOne(repoRoot, WORKER_SOURCE, join(repoRoot, WORKER));
  const files = [...new Set([...host, ...worker])];
  const inputs: BundleInputs = { startedMs, files };
  writeWhole(join(repoRoot, INPUTS), (partial) => writeFileSync(partial, JSON.stringify(inputs)));
}

/**
 * Whether the bundle may be older than its sources: missing, built from unknown files, or a file
 * it was built from changed (or went) after that build started. A source newly imported comes
 * with an edit to one already in the bundle, so the bundle's own inputs are enough to stat.
 */
function isStale(repoRoot: string): boolean {
  if (!existsSync(webHostBundlePath(repoRoot)) || !existsSync(join(repoRoot, WORKER))) return true;
  let inputs: BundleInputs;
  try {
    inputs = JSON.parse(readFileSync(join(repoRoot, INPUTS), 'utf8')) as BundleInputs;
  } catch {
    return true;
  }
  return inputs.files.some((file) => {
    const stat = statSync(join(repoRoot, file), { throwIfNoEntry: false });
    return stat === undefined || stat.mtimeMs >= inputs.startedMs - STAMP_SLACK_MS;
  });
}

/** The bundle's path, rebuilt first if a source changed since it was built (a few ms to check). */
export function ensureWebHostBundle(repoRoot: string): string {
  if (isStale(repoRoot)) bundleWebHost(repoRoot);
  return webHostBundlePath(repoRoot);
}
