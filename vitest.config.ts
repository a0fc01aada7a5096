import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{electron,shared,sandbox,renderer,build,bench,integration,lint}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A hang guard, not a margin: npm test runs these beside the e2e suite at a lower CPU
    // priority, where the heaviest (the fault suites, the stress seed) took over 20 s.
    testTimeout: 120_000,
    // The same for beforeAll/afterEach and the like (10 s by default): several start a sandbox.
    hookTimeout: 120_000,
    // The same for expect.poll, whose default gives up after one second of real time.
    expect: { poll: { timeout: 30_000 } },
    // Vitest's default is one worker fewer than the cores, which on the 2-core CI machine is one
    // worker and an idle core; the main process only transforms files and collects results.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
