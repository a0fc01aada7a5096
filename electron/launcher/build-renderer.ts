import { build } from 'vite';
import { join } from 'node:path';

/**
 * Builds the window's files (`out/renderer`) as `npm run build:renderer` does, quietly: the
 * web host serves the built app, never a dev server.
 */
export async function buildRenderer(repoRoot: string): Promise<void> {
  process.stdout.write('Building the app…\n');
  await build({ configFile: join(repoRoot, 'renderer/vite.config.ts'), logLevel: 'warn' });
}
