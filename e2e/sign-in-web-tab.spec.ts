/**
 * Browser sign-in in the web host: nothing opens a browser for the user there, so the screen says
 * so and offers "Open sign-in page", which opens the consent page in a new tab of this browser.
 * After Cancel, the screen says the tab can be closed.
 */
import { expect, test } from './support/app.ts';

test.beforeEach(({ app }) => {
  test.skip(app.host !== 'web', 'the web host only: Electron opens the system browser');
});

test('"Open sign-in page" opens the consent page in a new tab, and approving there signs in', async ({
  app,
  context,
}) => {
  const { page } = app;
  await page.getByRole('button', { name: 'Sign in with browser' }).click();
  await expect(page.getByText(/Open the sign-in page in a new tab/)).toBeVisible();
  await expect(page.getByText('The sign-in page is open in your browser')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy sign-in link' })).toBeVisible();

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open sign-in page' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/authorize');
  await tab.getByRole('textbox', { name: 'E-mail' }).fill('owner@sandbox.test');
  await tab.getByLabel('Password', { exact: true }).fill('sandbox');
  await tab.getByRole('button', { name: 'Allow' }).click();
  await tab.waitForURL(new RegExp(`127\\.0\\.0\\.1:${app.callbackPort}/(done|callback)`));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('after Cancel the screen says the browser tab can be closed', async ({ app }) => {
  const { page } = app;
  await page.getByRole('button', { name: 'Sign in with browser' }).click();
  await expect(page.getByRole('link', { name: 'Open sign-in page' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Sign-in cancelled')).toBeVisible();
  await expect(page.getByText(/you can close that tab/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with browser' })).toBeVisible();
});
