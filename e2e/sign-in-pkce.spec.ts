/**
 * Sign-in end to end: the app (web host here, Electron where a binary exists) signs in to
 * the embedded sandbox with OAuth + PKCE — the test plays the system browser from the URL main
 * wanted to open — and then loads a products page through the bridge and the broker.
 */
import { approveInBrowser } from './support/consent.ts';
import { expect, test } from './support/app.ts';
import { grid, openView } from './support/dashboard.ts';

test('signs in with the browser (PKCE) and loads a products page', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: /Sign in to Sandbox/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with browser' }).click();

  const authorizationUrl = await app.waitForAuthorizationUrl();
  const requested = new URL(authorizationUrl);
  expect(requested.searchParams.get('code_challenge_method')).toBe('S256');
  // 3000 in the product; the web host a test worker starts takes the worker's own port.
  expect(requested.searchParams.get('redirect_uri')).toBe(
    `http://127.0.0.1:${app.callbackPort}/callback`,
  );
  expect(requested.searchParams.has('code_verifier')).toBe(false);
  await expect(page.getByText(/waiting for your browser/i)).toBeVisible();

  await approveInBrowser(context, authorizationUrl);

  // The first screen after sign-in is the Overview; open Products from the main navigation.
  await openView(page, 'Products');
  const table = grid(page, 'Products');
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  await expect(table).toContainText(/SBX-\d{6}/);
  await page.screenshot({ path: testInfo.outputPath('signed-in-products.png') });
});
