/**
 * Finds a runnable Electron binary without ever triggering a download: `require('electron')`
 * would (its index.js fetches the binary when it is missing), so this repeats its path logic
 * read-only — `path.txt` inside the package names the executable under `dist/` (or under
 * `ELECTRON_OVERRIDE_DIST_PATH`) — and checks that the file exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function findElectronBinary(): string | undefined {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const candidate =
    override !== undefined && override !== ''
      ? join(override, executable ?? 'electron')
      : executable === undefined
        ? undefined
        : join(packageDir, 'dist', executable);
  return candidate !== undefined && existsSync(candidate) ? candidate : undefined;
}
