/**
 * The web host's page when its context moves on: a new launch address in a tab that holds a
 * session, F5 in a window whose reload would end its session, and a restart of the host under an
 * open page. Web host only: Electron's window reloads with its bridge intact.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/app.ts';
import { newLaunchUrl } from './support/relaunch.ts';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SIGN_IN = { name: /Sign in to Sandbox/ } as const;

/** Set on the page's global object: it survives anything but a reload of the page. */
type Marked = typeof globalThis & { floorboardE2eMark?: string };

test('a tab that holds a session takes a new launch address', async ({ app }) => {
  test.skip(app.host !== 'web', 'web host only');
  const { page } = app;
  await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  const socket = page.waitForEvent('websocket');
  await page.goto(await newLaunchUrl(page));
  expect(new URL((await socket).url()).pathname).toBe('/bridge');
  await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  expect(page.url()).not.toContain('code=');
});

test('F5 and Ctrl+R reload the data, not the page and its session', async ({ app }, testInfo) => {
  test.skip(app.host !== 'web', 'web host only');
  const { page } = app;
  await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  await page.evaluate(() => void ((globalThis as Marked).floorboardE2eMark = 'still here'));

  await page.keyboard.press('F5');
  await expect(page.getByText('Data reloaded').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reload-keys.png') });
  await page.keyboard.press('Control+R');
  expect(await page.evaluate(() => (globalThis as Marked).floorboardE2eMark)).toBe('still here');
  await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Open Floorboard/ })).toHaveCount(0);
});

test('after a reload, a launch address pasted into the page gets back in', async ({ app }) => {
  test.skip(app.host !== 'web', 'web host only');
  const { page } = app;
  await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  // A reload by other means than F5 (the page cannot stop those): no secret any more.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Open Floorboard/ })).toBeVisible();

  // As in the app window, which has no address bar: the address goes into the page's field.
  await page.getByLabel('New launch address').fill(await newLaunchUrl(page));
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Open Floorboard/ })).toHaveCount(0);
});

test('a page open across a restart of its host says so, and takes the new address', async ({
  app,
  context,
}, testInfo) => {
  test.skip(app.host !== 'web', 'web host only');
  // The fixture built the renderer; this spec runs its own hosts, one after the other.
  let host: WebHostProcess | undefined = await startWebHostProcess(REPO_ROOT);
  try {
    const port = new URL(host.launchUrl).port;
    const page = await context.newPage();
    await page.goto(host.launchUrl);
    await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();

    await host.kill();
    host = undefined;
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Floorboard has stopped' })).toBeVisible();
    await expect(dialog).toContainText('none of it is up to date');

    host = await startWebHostProcess(REPO_ROOT, ['--port', port]);
    await expect(dialog.getByRole('heading', { name: 'Floorboard was restarted' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('host-restarted.png') });

    // The app window has no address bar: the address goes into the dialog's field.
    await dialog.getByLabel('New launch address').fill(await host.newLaunchUrl());
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', SIGN_IN)).toBeVisible();
  } finally {
    await host?.stop();
  }
});
