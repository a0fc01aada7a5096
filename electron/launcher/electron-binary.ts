/**
 * Finds a runnable Electron binary without ever triggering a download: `require('electron')`
 * would (its index.js fetches the binary when it is missing, and fails with a stack trace where
 * it cannot), so this repeats its path logic read-only — `path.txt` inside the package names the
 * executable under `dist/` (or under `ELECTRON_OVERRIDE_DIST_PATH`) — and checks that it exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ElectronProbe {
  /** The folder of the installed `electron` package, or undefined when it is not installed. */
  readonly packageDir: () => string | undefined;
  readonly exists: (path: string) => boolean;
  readonly readText: (path: string) => string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function findElectronBinary(probe: ElectronProbe = nodeProbe()): string | undefined {
  const packageDir = probe.packageDir();
  if (packageDir === undefined) return undefined;
  const pathFile = join(packageDir, 'path.txt');
  const executable = probe.exists(pathFile) ? probe.readText(pathFile).trim() : undefined;
  const override = probe.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const candidate =
    override !== undefined && override !== ''
      ? join(override, executable ?? 'electron')
      : executable === undefined || executable === ''
        ? undefined
        : join(packageDir, 'dist', executable);
  return candidate !== undefined && probe.exists(candidate) ? candidate : undefined;
}

export function nodeProbe(): ElectronProbe {
  return {
    packageDir: () => {
      try {
        return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
      } catch {
        return undefined;
      }
    },
    exists: existsSync,
    readText: (path) => readFileSync(path, 'utf8'),
    env: process.env,
  };
}
