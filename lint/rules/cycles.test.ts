import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import floorboard, { importsOf, importGraph, shortestPath, unitOf } from './cycles.js';

const ROOTS = ['electron', 'renderer'];

describe('importsOf', () => {
  it('tells type-only imports from value imports', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './c.ts';",
      "export * from './d.ts';",
      "export type { F } from './e.ts';",
      "import './styles.css';",
      'const lazy = () => import("./g.ts");',
      "import React from 'react';",
      'import {\n  h,\n  i,\n} from "../h.ts";',
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { spec: './a.ts', typeOnly: true },
      { spec: './b.ts', typeOnly: true },
      { spec: './c.ts', typeOnly: false },
      { spec: './d.ts', typeOnly: false },
      { spec: './e.ts', typeOnly: true },
      { spec: './styles.css', typeOnly: false },
      { spec: './g.ts', typeOnly: false },
      { spec: '../h.ts', typeOnly: false },
    ]);
  });
});

describe('unitOf', () => {
  it('names the second-level folder, or the file itself at root level', () => {
    expect(unitOf('renderer/orders/OrdersView.tsx', ROOTS, 'folder')).toBe('renderer/orders');
    expect(unitOf('renderer/components/table/sort.ts', ROOTS, 'folder')).toBe(
      'renderer/components',
    );
    expect(unitOf('renderer/main.tsx', ROOTS, 'folder')).toBe('renderer/main.tsx');
    expect(unitOf('renderer/orders/OrdersView.tsx', ROOTS, 'file')).toBe(
      'renderer/orders/OrdersView.tsx',
    );
    expect(unitOf('shared/bridge/contract.ts', ROOTS, 'folder')).toBeNull();
  });
});

describe('shortestPath', () => {
  const graph = new Map([
    ['a', new Map([['b', { value: true, example: 'a → b' }]])],
    ['b', new Map([['c', { value: false, example: 'b → c' }]])],
    ['c', new Map([['a', { value: true, example: 'c → a' }]])],
  ]);
  it('follows every edge, or value edges only', () => {
    expect(shortestPath(graph, 'a', 'c', false)).toEqual(['a', 'b', 'c']);
    expect(shortestPath(graph, 'a', 'c', true)).toBeNull();
    expect(shortestPath(graph, 'c', 'c', true)).toEqual(['c']);
  });
});

describe('the rules over a project on disk', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'floorboard-cycles-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    // A folder cycle made of type imports only, through different files: no file cycle, but
    // still a cycle between folders.
    'electron/core/controller.ts':
      "import type { Plan } from '../kiosk/plan.ts';\nexport type Controller = { plan: Plan };\n",
    'electron/kiosk/plan.ts':
      "import type { Session } from '../core/session.ts';\nexport type Plan = { by: Session };\n",
    'electron/core/session.ts': 'export type Session = { id: string };\n',
    // A test and a testing/ helper are not shipped: their imports close no cycle.
    'renderer/app/root.ts':
      "import { button } from '../components/button.ts';\nexport const root = button;\n",
    'renderer/components/button.ts': 'export const button = 1;\n',
    'renderer/components/button.test.ts':
      "import { root } from '../app/root.ts';\nexport const t = root;\n",
    'renderer/components/testing/fixture.ts':
      "import { root } from '../../app/root.ts';\nexport const f = root;\n",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { floorboard },
        rules: {
          'floorboard/no-folder-cycle': ['error', { roots: ROOTS }],
          'floorboard/no-type-cycle': ['error', { roots: ROOTS }],
        },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const messages = new Map(
    results.map((r) => [
      path.relative(root, r.filePath).split(path.sep).join('/'),
      r.messages.map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`),
    ]),
  );

  it('reports a folder cycle closed by type imports, naming the route and the import back', () => {
    expect(messages.get('electron/core/controller.ts')).toEqual([
      'floorboard/no-folder-cycle: Folder cycle: electron/core → electron/kiosk → electron/core (electron/kiosk/plan.ts → ../core/session.ts). Move what both folders need into a lower one.',
    ]);
    expect(messages.get('electron/kiosk/plan.ts')).toHaveLength(1);
    expect(messages.get('electron/core/session.ts')).toEqual([]);
  });

  it('ignores tests and testing/ helpers', () => {
    expect(messages.get('renderer/app/root.ts')).toEqual([]);
    expect(messages.get('renderer/components/button.test.ts')).toEqual([]);
    expect(messages.get('renderer/components/testing/fixture.ts')).toEqual([]);
  });

  it('builds the graph from shipped files only', () => {
    const graph = importGraph(root, ROOTS, 'folder');
    expect(graph.get('renderer/components')).toBeUndefined();
    expect(graph.get('renderer/app')?.get('renderer/components')?.value).toBe(true);
    expect(graph.get('electron/core')?.get('electron/kiosk')?.value).toBe(false);
  });
});
