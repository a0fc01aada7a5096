// @ts-check
/**
 * The boundaries docs/architecture.md promises, as ESLint configuration. eslint.config.js
 * spreads it over the repository; lint/architecture.test.ts runs it over small fixture projects
 * to prove each rule fires.
 *
 * - No import cycles: between files (import-x/no-cycle for value imports, floorboard/no-type-cycle
 *   for cycles a type-only import closes) and between folders (floorboard/no-folder-cycle).
 * - Layers: `shared` imports nothing of ours; `renderer` and `sandbox` only `shared`; `electron`
 *   never the renderer.
 * - The `electron` module only in the glue: electron/main, electron/preload and the adapter files.
 * - The sandbox only where a host starts it embedded (demo mode), and in tests, benchmarks and
 *   scripts.
 * - No production code imports a test helper (`testing/` folders, `*.test.ts`).
 */
import importX from 'eslint-plugin-import-x';
import floorboard from './rules/cycles.js';

/** The files allowed to import `electron`: each wraps Electron APIs for the rest of main. */
export const ELECTRON_GLUE = [
  'electron/main/**',
  'electron/preload/**',
  'electron/auth/electron-adapters.ts',
  'electron/kiosk/kiosk-window.ts',
];

/** Where a host starts the embedded sandbox (demo mode, the app's default). */
export const DEMO_ENTRY_POINTS = [
  'electron/main/main.ts',
  'electron/web-host/run.ts',
  'electron/web-host/kiosk-host.ts',
];

/** Code that is not shipped: it may use test helpers and the sandbox freely. */
export const NOT_SHIPPED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  'e2e/**',
  'bench/**',
  'scripts/**',
  'lint/**',
  '*.config.ts',
  'renderer/vite.config.ts',
];

const SOURCE = ['**/*.ts', '**/*.tsx'];

const NODE_BUILTINS = [
  'node:*',
  'fs',
  'path',
  'http',
  'https',
  'crypto',
  'os',
  'child_process',
  'net',
];

const docs = 'docs/architecture.md "Dependency direction"';

/** @typedef {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }} Zone */

/** @type {Zone[]} */
const LAYERS = [
  {
    target: './shared',
    from: ['./electron', './renderer', './sandbox'],
    message: `shared/ imports nothing of ours: both processes load it (${docs}).`,
  },
  {
    target: './renderer',
    from: ['./electron', './sandbox'],
    message: `renderer/ reaches main only through the bridge in shared/ (${docs}).`,
  },
  {
    target: './sandbox',
    from: ['./electron', './renderer'],
    message: `sandbox/ depends only on shared/ (${docs}).`,
  },
  {
    target: './electron',
    from: './renderer',
    message: `electron/ never imports the renderer (${docs}).`,
  },
];

/** @type {Zone} */
const SANDBOX_ONLY_IN_DEMO_MODE = {
  target: './electron',
  from: './sandbox',
  message: `Only the demo-mode entry points (${DEMO_ENTRY_POINTS.join(', ')}) start the sandbox; pass what you need in from there (${docs}).`,
};

/** @type {Zone} */
const NO_TEST_HELPERS = {
  target: '.',
  from: ['**/testing/**', '**/*.test.ts', '**/*.test.tsx'],
  message: 'Production code never imports test helpers (testing/ folders, *.test.ts).',
};

/**
 * @param {string} basePath the project root the zones are relative to
 * @param {Zone[]} zones
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictedPaths = (basePath, zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath, zones }],
});

/**
 * @param {string[]} names module names (`electron`) or, with a `*`, patterns (`node:*`)
 * @param {string} message
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictedModules = (names, message) => {
  const patterns = names.filter((name) => name.includes('*'));
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: names.filter((name) => !name.includes('*')).map((name) => ({ name, message })),
        ...(patterns.length > 0 ? { patterns: [{ group: patterns, message }] } : {}),
      },
    ],
  };
};

const ELECTRON_MESSAGE =
  'Only the Electron glue imports electron (electron/main, electron/preload, the adapter files); everything else runs in plain Node (docs/architecture.md "Dependency direction").';

/**
 * @param {{ root: string }} options `root`: the project root (folders and zones are relative to it)
 * @returns {import('eslint').Linter.Config[]}
 */
export function architecture({ root }) {
  // In flat config the last matching object sets a rule's options for a file, so each group of
  // files below gets its whole list of zones rather than adding to another group's.
  const shippedElectron = ['electron/**/*.ts'];
  return [
    {
      files: SOURCE,
      plugins: { 'import-x': importX, floorboard },
      settings: {
        // Our imports name their files (`./broker.ts`), so Node's resolution finds them; import-x
        // then parses TypeScript files with the TypeScript parser to follow their imports.
        'import-x/resolver-next': [importX.createNodeResolver()],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        // maxDepth bounds the walk through re-exports; our longest chain of imports is far
        // shorter, and the bound keeps `npx eslint .` fast. External packages cannot import us.
        'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
        'floorboard/no-folder-cycle': 'error',
        'floorboard/no-type-cycle': 'error',
        ...restrictedPaths(root, LAYERS),
        ...restrictedModules(['electron'], ELECTRON_MESSAGE),
      },
    },
    {
      files: ELECTRON_GLUE,
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['shared/**/*.ts'],
      // Tests of shared/ may read the schema from disk.
      ignores: ['shared/**/*.test.ts'],
      rules: restrictedModules(
        ['electron', 'react', ...NODE_BUILTINS],
        `shared/ uses no Node, Electron or React: both processes load it (${docs}).`,
      ),
    },
    {
      files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
      rules: restrictedModules(
        ['electron', ...NODE_BUILTINS],
        `renderer/ runs in a sandboxed page: no Node, no Electron (${docs}).`,
      ),
    },
    {
      files: shippedElectron,
      ignores: [...NOT_SHIPPED, ...DEMO_ENTRY_POINTS],
      rules: restrictedPaths(root, [...LAYERS, SANDBOX_ONLY_IN_DEMO_MODE, NO_TEST_HELPERS]),
    },
    {
      files: DEMO_ENTRY_POINTS,
      rules: restrictedPaths(root, [...LAYERS, NO_TEST_HELPERS]),
    },
    {
      files: ['shared/**/*.ts', 'renderer/**/*.ts', 'renderer/**/*.tsx', 'sandbox/**/*.ts'],
      ignores: NOT_SHIPPED,
      rules: restrictedPaths(root, [...LAYERS, NO_TEST_HELPERS]),
    },
    {
      // Tests of shared/ may read the schema from disk through the sandbox's loader.
      files: ['shared/**/*.test.ts'],
      rules: restrictedPaths(
        root,
        LAYERS.filter((zone) => zone.target !== './shared'),
      ),
    },
  ];
}
