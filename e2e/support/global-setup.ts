/**
 * Builds what the host serves once, before any worker starts: workers building the same `out/`
 * side by side would serve each other half-written files. Workers then skip their own build
 * (build-app.ts), told so by an environment variable the runner passes on to them. The web host's
 * bundle is rebuilt even with `FLOORBOARD_E2E_SKIP_BUILD=1`: it is the main process's code, which
 * that flag is not about, and takes under a second.
 */
import { fileURLToPath } from 'node:url';
import { BUILT_BY_SETUP, buildApp } from './build-app.ts';
import { chooseHost } from './host-kind.ts';
import { bundleWebHost } from './web-host-bundle.ts';

export default function globalSetup(): void {
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
  buildApp(repoRoot, chooseHost().kind);
  // Electron runs start web hosts too (the specs that restart or kill one).
  bundleWebHost(repoRoot);
  process.env[BUILT_BY_SETUP] = '1';
}
