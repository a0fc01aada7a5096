import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for `out/renderer` in a temp folder, with a secret file next to it (outside it) so
 * traversal tests can tell whether anything escaped.
 */
export const OUTSIDE_SECRET = 'outside-the-renderer-folder-7c1e';
export const INDEX_HTML = '<!doctype html><html><head><title>Floorboard test</title></head></html>';

export async function createRendererDir(): Promise<{ root: string; dispose: () => Promise<void> }> {
  const base = await mkdtemp(join(tmpdir(), 'floorboard-web-host-'));
  const root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(join(base, 'package.json'), JSON.stringify({ secret: OUTSIDE_SECRET }));
  await writeFile(join(base, 'secret.txt'), OUTSIDE_SECRET);
  return { root, dispose: () => rm(base, { recursive: true, force: true }) };
}
