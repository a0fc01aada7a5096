import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from './import-graph.ts';

/**
 * electron-builder packs package.json's `dependencies` (and theirs) from node_modules into
 * app.asar, beside the files of electron-builder.config.ts (out/: Vite has bundled the renderer
 * and the preload there already). So `dependencies` must be exactly what main loads at run time,
 * and nothing the renderer's bundle already holds: React, recharts and the rest are
 * devDependencies.
 */
const at = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
const manifest = JSON.parse(readFileSync(at('package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const dependencies = Object.keys(manifest.dependencies ?? {}).sort();

/** What main may load once packaged: every static and dynamic import, minus Node and Electron. */
function mainPackages(): string[] {
  const builtins = new Set(builtinModules);
  const graph = staticImportGraph(at('electron/main/main.ts'), { dynamic: true });
  return [...graph.packages]
    .filter((name) => name !== 'electron' && !name.startsWith('node:') && !builtins.has(name))
    .sort();
}

describe('what goes into app.asar from node_modules', () => {
  it('every package main imports is a dependency (or the packaged app cannot start)', () => {
    const missing = mainPackages().filter((name) => !dependencies.includes(name));
    expect(missing).toEqual([]);
  });

  it('nothing else is: no renderer-only or development package rides along', () => {
    const main = mainPackages();
    const extra = dependencies.filter((name) => !main.includes(name));
    expect(extra).toEqual([]);
    const renderer = staticImportGraph(at('renderer/main.tsx'), { dynamic: true }).packages;
    const rendererOnly = [...renderer].filter((name) => !main.includes(name));
    expect(rendererOnly).toEqual(expect.arrayContaining(['react', 'react-dom', 'recharts']));
    for (const name of rendererOnly) expect(dependencies).not.toContain(name);
  });
});
