/**
 * Builds what the host serves once, before any worker starts: workers building the same `out/`
 * side by side would serve each other half-written files. Workers then skip their own build
 * (build-app.ts), told so by an environment variable the runner passes on to them.
 */
import { fileURLToPath } from 'node:url';
import { BUILT_BY_SETUP, buildApp } from './build-app.ts';
import { chooseHost } from './host-kind.ts';

export default function globalSetup(): void {
  buildApp(fileURLToPath(new URL('../..', import.meta.url)), chooseHost().kind);
  process.env[BUILT_BY_SETUP] = '1';
}
