/**
 * The web host the e2e hosts run: `electron/web-host/cli.ts` bundled into one file. Started with
 * `node --import tsx`, each of the suite's hundred-odd hosts resolved and loaded some 300 modules
 * through tsx's loader thread, about two seconds of a busy 2-core machine per start; the bundle
 * starts in half that. Same code, same flags: only the module loading differs. The bundle is
 * rebuilt for every run (in under a second), so it never serves an older checkout's code.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Two folders below the repository root, as `electron/web-host/cli.ts` is: the host finds the
 * built renderer relative to its own file (`../../out/renderer`).
 */
const BUNDLE = 'out/e2e/web-host.mjs';

export function webHostBundlePath(repoRoot: string): string {
  return join(repoRoot, BUNDLE);
}

/** Writes the bundle beside a temporary name and renames it: a run reading it never sees half. */
export function bundleWebHost(repoRoot: string): void {
  const target = webHostBundlePath(repoRoot);
  const partial = `${target}.${String(process.pid)}.tmp`;
  mkdirSync(dirname(target), { recursive: true });
  buildSync({
    absWorkingDir: repoRoot,
    entryPoints: ['electron/web-host/cli.ts'],
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
  });
  renameSync(partial, target);
}

/** For a host started outside a full run (the global setup builds it for every run). */
export function ensureWebHostBundle(repoRoot: string): string {
  const target = webHostBundlePath(repoRoot);
  if (!existsSync(target)) bundleWebHost(repoRoot);
  return target;
}
