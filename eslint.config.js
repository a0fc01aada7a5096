// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The dependency direction of docs/architecture.md: renderer → shared, electron → shared, electron
// → sandbox
// (demo mode only), sandbox → shared. Never renderer → electron, never shared → anything.
const nodeBuiltins = [
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
const layer = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message })) },
  ],
});

export default tseslint.config(
  {
    ignores: ['node_modules/', 'out/', 'dist/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // \`import { type A } from 'm'\` still loads m at run time (verbatimModuleSyntax): that is
      // how zod once reached the renderer through the bridge contract.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use a seeded PRNG or node:crypto.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['shared/**/*.ts'],
    // Tests of shared/ may read the schema from disk through the sandbox's loader.
    ignores: ['shared/**/*.test.ts'],
    rules: layer(
      ['**/electron/**', '**/renderer/**', '**/sandbox/**', 'electron', 'react', ...nodeBuiltins],
      'shared/ imports nothing from the app, Node or Electron (docs/architecture.md "Dependency direction").',
    ),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layer(
        ['**/electron/**', '**/sandbox/**', 'electron', ...nodeBuiltins],
        'renderer/ reaches main only through the bridge in shared/ (docs/architecture.md).',
      ),
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: layer(
      ['**/electron/**', '**/renderer/**', 'electron'],
      'sandbox/ depends only on shared/ (docs/architecture.md).',
    ),
  },
  {
    files: ['electron/**/*.ts'],
    rules: layer(
      ['**/renderer/**'],
      'electron/ never imports the renderer (docs/architecture.md).',
    ),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  prettier,
);
