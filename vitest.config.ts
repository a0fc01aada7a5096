import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{electron,shared,sandbox,renderer,build,bench,integration,lint}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    setupFiles: ['renderer/testing/dom-waits.ts'],
    // electron-store imports 'electron' at module load; tests mock it, which only reaches
    // a dependency when vitest inlines that dependency.
    server: { deps: { inline: ['electron-store'] } },
    // `npm run coverage:electron-glue`: how much of the Electron glue the fake-electron tests run.
    coverage: {
      provider: 'v8',
      include: ['electron/main/**/*.ts', 'electron/preload/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**'],
      reporter: ['text-summary', 'text'],
    },
  },
});
