/**
 * Builds what the chosen host serves, once per worker: the renderer alone for the web host
 * (`vite build -c renderer/vite.config.ts`), everything for Electron (`electron-vite build`).
 * `FLOORBOARD_E2E_SKIP_BUILD=1` reuses an existing `out/` (faster local reruns).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function buildApp(repoRoot: string, host: 'electron' | 'web'): void {
  const expected = join(repoRoot, host === 'web' ? 'out/renderer/index.html' : 'out/main/main.js');
  if (process.env['FLOORBOARD_E2E_SKIP_BUILD'] === '1' && existsSync(expected)) return;
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
