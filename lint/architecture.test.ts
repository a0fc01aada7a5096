/**
 * The architecture rules, run through ESLint's own API over a small project written to a
 * temporary folder: a tree shaped like this repository, where each file either breaks one rule
 * on purpose or is allowed. Each expectation names the rule that must fire, so a rule that stops
 * working fails here.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { architecture } from './architecture.js';

const lines = (...text: string[]) => `${text.join('\n')}\n`;

const PROJECT: Readonly<Record<string, string>> = {
  // Breaks the rule: electron/core is not Electron glue.
  'electron/core/uses-electron.ts': lines(
    "import { app } from 'electron';",
    'export const name = app.getName();',
  ),
  // Allowed: electron/main is the Electron glue.
  'electron/main/window.ts': lines(
    "import { BrowserWindow } from 'electron';",
    'export const Window = BrowserWindow;',
  ),
  // Break the rule: a cycle of value imports.
  'electron/core/cycle-a.ts': lines(
    "import { b } from './cycle-b.ts';",
    'export const a = () => b() + 1;',
  ),
  'electron/core/cycle-b.ts': lines(
    "import { a } from './cycle-a.ts';",
    'export const b = () => a() - 1;',
  ),
  // Break the rule: type-a needs type-b's type while type-b imports type-a.
  'electron/core/type-a.ts': lines(
    "import type { Row } from './type-b.ts';",
    'export const count = (rows: readonly Row[]) => rows.length;',
  ),
  'electron/core/type-b.ts': lines(
    "import { count } from './type-a.ts';",
    'export interface Row { readonly id: string }',
    'export const total = (rows: readonly Row[]) => count(rows);',
  ),
  // Breaks the rule: only the demo-mode entry points start the sandbox.
  'electron/core/uses-sandbox.ts': lines(
    "import { startSandbox } from '../../sandbox/start.ts';",
    'export const sandbox = startSandbox;',
  ),
  // Allowed: a demo-mode entry point.
  'electron/web-host/run.ts': lines(
    "import { startSandbox } from '../../sandbox/start.ts';",
    'export const sandbox = startSandbox;',
  ),
  'sandbox/start.ts': lines("export const startSandbox = () => 'sandbox';"),
  // Breaks the rule: production code importing a test helper...
  'electron/core/uses-helper.ts': lines(
    "import { fakeClock } from './testing/fake-clock.ts';",
    'export const clock = fakeClock;',
  ),
  'electron/core/testing/fake-clock.ts': lines('export const fakeClock = () => 0;'),
  // ...which tests may do.
  'electron/core/clock.test.ts': lines(
    "import { fakeClock } from './testing/fake-clock.ts';",
    'export const clock = fakeClock;',
  ),
  // Break the rule: components import app, and app imports components, through other files.
  'renderer/components/button.ts': lines(
    "import { theme } from '../app/theme.ts';",
    'export const button = () => theme;',
  ),
  'renderer/app/theme.ts': lines("export const theme = 'light';"),
  'renderer/app/root.ts': lines(
    "import { button } from '../components/button.ts';",
    'export const root = () => button();',
  ),
  // Breaks the rule: shared imports nothing of ours.
  'shared/uses-electron-code.ts': lines(
    "import { name } from '../electron/core/uses-electron.ts';",
    'export const label = name;',
  ),
};

async function lintProject(root: string): Promise<Map<string, string[]>> {
  for (const [file, text] of Object.entries(PROJECT)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...architecture({ root }),
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const byFile = new Map<string, string[]>();
  for (const result of results) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    byFile.set(
      file,
      result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`),
    );
  }
  return byFile;
}

describe('architecture lint', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'floorboard-architecture-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const found = await lintProject(root);
  const rulesFor = (file: string) => found.get(file) ?? ['<file not linted>'];

  it('fails on `electron` imported outside the glue, and allows it in electron/main', () => {
    expect(rulesFor('electron/core/uses-electron.ts')).toEqual(['no-restricted-imports']);
    expect(rulesFor('electron/main/window.ts')).toEqual([]);
  });

  it('fails on a cycle of value imports between two files', () => {
    expect(rulesFor('electron/core/cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesFor('electron/core/cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('fails on a file cycle that a type-only import closes', () => {
    expect(rulesFor('electron/core/type-a.ts')).toEqual(['floorboard/no-type-cycle']);
    expect(rulesFor('electron/core/type-b.ts')).toEqual(['floorboard/no-type-cycle']);
  });

  it('fails on folders importing each other through different files', () => {
    expect(rulesFor('renderer/components/button.ts')).toEqual(['floorboard/no-folder-cycle']);
    expect(rulesFor('renderer/app/root.ts')).toEqual(['floorboard/no-folder-cycle']);
    expect(rulesFor('renderer/app/theme.ts')).toEqual([]);
  });

  it('allows the sandbox only in the demo-mode entry points', () => {
    expect(rulesFor('electron/core/uses-sandbox.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesFor('electron/web-host/run.ts')).toEqual([]);
  });

  it('keeps test helpers out of production code, and lets tests use them', () => {
    expect(rulesFor('electron/core/uses-helper.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesFor('electron/core/clock.test.ts')).toEqual([]);
  });

  it('keeps shared/ free of the app', () => {
    expect(rulesFor('shared/uses-electron-code.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('linted every file of the project', () => {
    expect([...found.keys()].sort()).toEqual(Object.keys(PROJECT).sort());
  });
});
