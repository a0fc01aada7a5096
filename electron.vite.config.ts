import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import rendererConfig from './renderer/vite.config.ts';

/**
 * `electron-vite build` → out/main/main.js (ESM) and image-build-worker.js beside it,
 * out/preload/preload.cjs, out/renderer/.
 * The preload is one self-contained CommonJS file: a sandboxed preload cannot load ES modules or
 * other files (it may require only 'electron' and a few built-ins). The renderer build is the
 * renderer's own Vite config (shared with `npm run build:renderer` and the web host), with
 * absolute paths because electron-vite resolves them against the project root.
 */
const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          main: resolve(root, 'electron/main/main.ts'),
          // The catalogue image build's worker thread, loaded by build-off-thread.ts from beside
          // main.js by this name; code both entries use goes to a shared chunk.
          'image-build-worker': resolve(root, 'electron/replica/image-build/build-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      isolatedEntries: true,
      // Bundle every dependency: the sandboxed preload has no node_modules to load from.
      externalizeDeps: false,
      rolldownOptions: {
        input: { preload: resolve(root, 'electron/preload/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    root: resolve(root, 'renderer'),
    build: {
      ...rendererConfig.build,
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
