import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium.ts';
import { chooseHost } from './e2e/support/host-kind.ts';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // Two workers, for the CI machine's two cores: each web host takes the OAuth callback on its
  // worker's own port (e2e/support/callback-port.ts). Electron always listens on 3000, so its
  // runs keep to one worker.
  workers: chooseHost().kind === 'web' ? 2 : 1,
  retries: 0,
  // Hang guards, not margins: a test ends as soon as what it waits for is on screen. npm test runs
  // the unit tests and static checks beside this suite, so a busy machine may answer in seconds
  // what takes a tenth of that alone (5 s, Playwright's default, failed there).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: !process.env['HEADFUL'],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
