/**
 * What the browser benches (renderer, search) stand on: the web host's renderer build, a sandbox
 * with a generous pool in a process of its own (sandbox-process.ts, so this process's memory is
 * main's), main's core and the web host in this process, with Chromium.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { Core } from '../electron/core/core.ts';
import { createCore } from '../electron/core/create-core.ts';
import { silentLogger } from '../electron/log/logger.ts';
import { createMemoryStore } from '../electron/store/key-value-store.ts';
import { NO_KEYRING_CIPHER } from '../electron/web-host/no-keyring.ts';
import { startWebHost, type WebHost } from '../electron/web-host/server.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RENDERER_DIR = join(REPO_ROOT, 'out/renderer');

/** Runs a build tool from node_modules in the repository; throws with its output if it fails. */
export function runBuildTool(bin: string, args: readonly string[]): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, bin), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`${bin} failed:\n${result.stderr}`);
}

/** The web host's renderer build (`vite build`), which the page loads from `out/renderer`. */
export function buildWebRenderer(): void {
  runBuildTool('node_modules/vite/bin/vite.js', [
    'build',
    '-c',
    'renderer/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
}

export interface WebStack {
  readonly sandbox: SandboxProcess;
  readonly core: Core;
  readonly host: WebHost;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * A sandbox of `products` whose credits never limit what is measured, behind the web host.
 * `credits` is the pool's size, which is also the most one request may cost: the replica's first
 * sync asks for as many products a page as that allows, so 10,000,000 makes it one page of the
 * whole catalogue (which the sandbox could not serve at 200,000 products), and the service's
 * size of pool gives the pages the app gets from the service. Restored at 1,000,000 a second
 * either way, so pacing never waits.
 */
export async function startWebStack(products: number, credits = 10_000_000): Promise<WebStack> {
  const sandbox = await startSandboxProcess({
    products,
    credits,
    rate: 1_000_000,
    requestLimit: 1_000_000,
  });
  try {
    return await behind(sandbox);
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

async function behind(sandbox: SandboxProcess): Promise<WebStack> {
  const executablePath = findChromium();
  if (executablePath === undefined) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const core = await createCore({
    sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
    store: createMemoryStore(),
    cipher: NO_KEYRING_CIPHER,
    openExternal: () => Promise.resolve(),
    log: silentLogger,
  });
  const host = await startWebHost({
    port: 0,
    handlers: core.handlers,
    events: core.events,
    rendererDir: RENDERER_DIR,
    log: silentLogger,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return {
    sandbox,
    core,
    host,
    browser,
    close: async () => {
      await browser.close();
      await host.close();
      await core.close();
      await sandbox.close();
    },
  };
}
