/**
 * Web hosts a spec starts itself, one after another, against one sandbox outside them and one
 * import-journal folder (sealed with its key file) that outlives each host: so a spec
 * can kill a host mid-import (SIGKILL, as a crash) and start the next on the same journals and the
 * same service data, as a restart after a crash would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { SandboxOptions } from '../../sandbox/options.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { buildApp } from './build-app.ts';
import { workerCallbackPort } from './callback-port.ts';
import { openView, signInWithBrowser, type ViewName } from './dashboard.ts';
import { registerLauncher } from './relaunch.ts';
import { appOf } from './web-host-app.ts';
import { startWebHostProcess, type WebHostProcess } from './web-host-process.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface JournalledHosts {
  readonly sandbox: SandboxHandle;
  /** The journal folder every host of the spec keeps its imports in. */
  readonly dir: string;
  /** Starts a host and loads it in a new page: the sign-in screen. */
  start(): Promise<Page>;
  /** Starts a host, signs in to it with the Account manager preset in a new page, opens `view`. */
  open(view: ViewName): Promise<Page>;
  /** Kills the running host at once (SIGKILL): nothing of it gets to clean up. Closes its page. */
  crash(): Promise<void>;
  /**
   * Moves the running host's import clock `ms` forward (every host here runs `--test-clock`): a
   * row's settle wait is skipped instead of sat through.
   */
  skipClock(ms: number): Promise<void>;
}

export async function withJournalledHosts(
  setup: {
    readonly context: BrowserContext;
    readonly testInfo: TestInfo;
    readonly sandbox: Partial<SandboxOptions>;
    /** More web-host arguments, e.g. `--no-catalogue-copy`. */
    readonly hostArgs?: readonly string[];
  },
  body: (hosts: JournalledHosts) => Promise<void>,
): Promise<void> {
  const { context, testInfo } = setup;
  buildApp(REPO_ROOT, 'web');
  const sandbox = await startSandbox({
    port: 0,
    redirectPort: workerCallbackPort(),
    ...setup.sandbox,
  });
  const dir = await mkdtemp(join(tmpdir(), 'e2e-journal-'));
  const args = [
    '--api',
    sandbox.url,
    '--login',
    sandbox.url,
    '--import-journal-dir',
    dir,
    '--test-clock',
    ...(setup.hostArgs ?? []),
  ];
  let host: WebHostProcess | undefined;
  let page: Page | undefined;
  const logs: string[] = [];
  const retire = (): void => {
    if (host) logs.push(host.stderr());
    host = undefined;
  };
  const start = async (): Promise<{ host: WebHostProcess; page: Page }> => {
    if (host) throw new Error('a host is already running: crash it first');
    const started = await startWebHostProcess(REPO_ROOT, args);
    host = started;
    page = await context.newPage();
    registerLauncher(page, started.newLaunchUrl);
    await page.goto(started.launchUrl);
    return { host: started, page };
  };
  try {
    await body({
      sandbox,
      dir,
      start: async () => (await start()).page,
      async open(view) {
        const started = await start();
        await signInWithBrowser(appOf(started.page, started.host), context, {
          preset: 'Account manager',
        });
        await openView(started.page, view);
        return started.page;
      },
      async skipClock(ms) {
        if (!host) throw new Error('no host is running');
        await host.skipClock(ms);
      },
      async crash() {
        await host?.kill();
        retire();
        await page?.close();
        page = undefined;
      },
    });
  } catch (error) {
    // Every host's log: the crashed one's explains what the resumed one found.
    await host?.stop();
    retire();
    await testInfo.attach('web-host-stderr', {
      body: logs.join('\n---\n'),
      contentType: 'text/plain',
    });
    throw error;
  } finally {
    await host?.stop();
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}
