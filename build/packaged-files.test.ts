import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { PACKAGED_FILES, RUNTIME_DATA_FILES } from './electron-builder.config.ts';

/**
 * electron-builder's own matching (app-builder-lib `util/filter.ts`): minimatch with `dot: true`,
 * patterns in order, a later `!pattern` removing what earlier ones added.
 */
const patterns = PACKAGED_FILES.map((p) => new Minimatch(p, { dot: true }));
function isPackaged(path: string): boolean {
  let match = false;
  for (const pattern of patterns) {
    if (match !== pattern.negate) continue;
    match = pattern.match(path);
  }
  return match;
}

const root = join(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'out', 'dist']);

function* repositoryFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* repositoryFiles(join(dir, entry.name));
    } else {
      yield relative(root, join(dir, entry.name)).split('\\').join('/');
    }
  }
}

describe('files packed into app.asar', () => {
  it.each([
    'package.json',
    'out/main/main.js',
    'out/main/chunks/broker-abc123.js',
    'out/preload/preload.cjs',
    'out/renderer/index.html',
    'out/renderer/assets/index-4f2a.js',
    'out/renderer/assets/index-4f2a.css',
  ])('includes built output: %s', (path) => {
    expect(isPackaged(path)).toBe(true);
  });

  it.each([
    'electron/main/index.ts',
    'electron/auth/vault.test.ts',
    'renderer/main.tsx',
    'shared/bridge/contract.ts',
    'shared/operations/ProductsPage.graphql',
    'sandbox/cli.ts',
    'sandbox/data/seed.json',
    'e2e/kiosk.spec.ts',
    'bench/run.ts',
    'build/fuses.ts',
    'build/icons/512x512.png',
    'test-results/run/trace.zip',
    '.env',
    '.env.local',
    'out/.env',
    'out/main/main.js.map',
    'out/renderer/assets/index-4f2a.js.map',
    'package-lock.json',
    'tsconfig.json',
    'README.md',
  ])('leaves out %s', (path) => {
    expect(isPackaged(path)).toBe(false);
  });

  it('of the repository outside out/, only package.json and the runtime data are packed', () => {
    const packed = [...repositoryFiles(root)].filter(isPackaged).sort();
    expect(packed).toEqual(['package.json', ...RUNTIME_DATA_FILES].sort());
  });
});
