/**
 * The `app` fixture: the real app in whichever host this machine can run. Electron via
 * Playwright's `_electron` when an Electron binary is present; otherwise the web host
 * (`electron/web-host/cli.ts`, embedded sandbox) in Chromium. Specs use only what both offer:
 * the page, and the URLs main asked a browser to open (so a spec can play the browser for OAuth).
 * `FLOORBOARD_E2E_HOST=web|electron` forces a host.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, test as base, type ElectronApplication, type Page } from '@playwright/test';
import { buildApp } from './build-app.ts';
import { chooseHost, type HostChoice, type HostKind } from './host-kind.ts';
import { readHostLines, type HostLines } from './host-lines.ts';
import { registerLauncher } from './relaunch.ts';
import { startWebHostProcess } from './web-host-process.ts';
import { workerCallbackPort } from './callback-port.ts';
import { DEFAULT_CALLBACK_PORT } from '../../electron/auth/loopback-server.ts';

export { expect } from '@playwright/test';

export type { HostKind };

export interface App {
  readonly page: Page;
  readonly host: HostKind;
  /** Every URL main asked to open in a browser (the OAuth authorization requests), oldest first. */
  readonly authorizationUrls: () => string[];
  /** The next such URL not yet returned by this function. */
  readonly waitForAuthorizationUrl: (options?: { timeoutMs?: number }) => Promise<string>;
  /**
   * The embedded sandbox's origin for its test-only control endpoints (`POST /__sandbox/…`):
   * web host started with `--sandbox-control` only.
   */
  readonly sandboxControlUrl: string | undefined;
  /** The embedded sandbox's developer token pair, as the host printed it for people. */
  readonly developerPair: () => { accessToken: string; refreshToken: string } | undefined;
  /** The OAuth loopback callback's port: 3000 in Electron, the worker's own in the web host. */
  readonly callbackPort: number;
}

export interface AppOptions {
  /**
   * Extra web-host flags for a spec, e.g. `test.use({ hostArgs: ['--kiosk'] })`. Web host only:
   * a spec that needs them should skip when `app.host` is `electron`.
   */
  readonly hostArgs: readonly string[];
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLOSE_LIMIT_MS = 10_000;
const DEFAULT_WAIT_MS = 15_000;

export const test = base.extend<{ app: App } & AppOptions, { hostChoice: HostChoice }>({
  hostArgs: [[], { option: true }],

  hostChoice: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const choice = chooseHost();
      console.log(
        choice.kind === 'web'
          ? `e2e host: web (${choice.forced ? 'forced' : 'no Electron binary'})`
          : `e2e host: electron (${choice.electronPath ?? ''})`,
      );
      buildApp(REPO_ROOT, choice.kind);
      await use(choice);
    },
    { scope: 'worker' },
  ],

  app: async ({ hostChoice, context, hostArgs }, use, testInfo) => {
    if (hostChoice.kind === 'web') {
      const host = await startWebHostProcess(REPO_ROOT, hostArgs);
      try {
        const page = await context.newPage();
        registerLauncher(page, host.newLaunchUrl);
        await page.goto(host.launchUrl);
        await use(appOf(page, 'web', host.lines));
      } finally {
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach('web-host-stderr', {
            body: host.stderr(),
            contentType: 'text/plain',
          });
        }
        await host.stop();
      }
      return;
    }

    const userData = await mkdtemp(join(tmpdir(), 'floorboard-e2e-'));
    let electronApp: ElectronApplication | undefined;
    try {
      electronApp = await _electron.launch({
        executablePath: hostChoice.electronPath,
        // The project folder: Electron reads package.json (`main`: out/main/main.js, the name).
        args: [REPO_ROOT],
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          FLOORBOARD_USER_DATA_DIR: userData,
          FLOORBOARD_OPEN_EXTERNAL: 'print',
          FLOORBOARD_PRINT_DEVELOPER_PAIR: '1',
        },
        timeout: 30_000,
      });
      const lines = readHostLines(electronApp.process().stdout ?? failNoStdout());
      const page = await electronApp.firstWindow();
      await use(appOf(page, 'electron', lines));
    } finally {
      if (electronApp !== undefined) await closeElectron(electronApp);
      await rm(userData, { recursive: true, force: true });
    }
  },
});

function appOf(page: Page, host: HostKind, lines: HostLines): App {
  return {
    page,
    host,
    callbackPort: host === 'web' ? workerCallbackPort() : DEFAULT_CALLBACK_PORT,
    sandboxControlUrl: lines.sandboxControlUrl(),
    developerPair: lines.developerPair,
    authorizationUrls: lines.openedUrls,
    waitForAuthorizationUrl: (options) =>
      lines.nextOpenedUrl(options?.timeoutMs ?? DEFAULT_WAIT_MS),
  };
}

/** Ask nicely, then insist: a hung app must not hold the run. */
async function closeElectron(electronApp: ElectronApplication): Promise<void> {
  const child = electronApp.process();
  const closed = electronApp.close().then(() => true);
  const limit = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CLOSE_LIMIT_MS));
  if (!(await Promise.race([closed, limit]))) child.kill('SIGKILL');
}

function failNoStdout(): never {
  throw new Error('Electron was started without a stdout pipe');
}
