/**
 * Builds what the chosen host serves: the renderer alone for the web host
 * (`vite build -c renderer/vite.config.ts`), everything for Electron (`electron-vite build`).
 * The suite's global setup builds once before the workers start; a spec run some other way builds
 * here. `FLOORBOARD_E2E_SKIP_BUILD=1` reuses an existing `out/` (faster local reruns).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Set by the global setup once it has built `out/` for this run. */
export const BUILT_BY_SETUP = 'FLOORBOARD_E2E_BUILT_BY_SETUP';

export function buildApp(repoRoot: string, host: 'electron' | 'web'): void {
  const expected = join(repoRoot, host === 'web' ? 'out/renderer/index.html' : 'out/main/main.js');
  const skip =
    process.env['FLOORBOARD_E2E_SKIP_BUILD'] === '1' || process.env[BUILT_BY_SETUP] === '1';
  if (skip && existsSync(expected)) return;
  const [bin, args] =
    host === 'web'
      ? [
          join(repoRoot, 'node_modules/vite/bin/vite.js'),
          ['build', '-c', 'renderer/vite.config.ts', '--logLevel', 'warn'],
        ]
      : [
          join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js'),
          ['build', '--logLevel', 'warn'],
        ];
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0 || !existsSync(expected)) {
    throw new Error(
      `Building the app for the ${host} host failed:\n${result.stderr}${result.stdout}`,
    );
  }
}
