/**
 * Developer tokens against the embedded sandbox: the documented way (the pair the host prints
 * where it was started) signs in; a pair from another sandbox run is refused with a clear message,
 * and the signed-in shell never appears, not even for a moment.
 */
import { startSandbox } from '../sandbox/start.ts';
import { expect, test } from './support/app.ts';

test('a foreign pair is refused without a flash of the shell; the printed pair signs in', async ({
  app,
}) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: /Sign in to Sandbox/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Developer tokens' }).click();
  await expect(
    page.getByText(/printed in the terminal where Floorboard was started/),
  ).toBeVisible();

  // Watch every DOM change for the shell's navigation: a flash would be missed by polling.
  await page.evaluate(`(() => {
    window.__shellSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('nav[aria-label="Main"], .user-badge')) window.__shellSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);

  const other = await startSandbox({ port: 0, products: 5, orders: 5 });
  try {
    const developer = other.data.accounts[0]?.users.find((u) => u.kind === 'developer');
    if (developer === undefined) throw new Error('the other sandbox has no developer user');
    await page.getByLabel('Access token').fill(other.auth.issueAccessToken(developer, null));
    await page.getByLabel('Refresh token').fill(other.demo.developer.refreshToken);
  } finally {
    await other.close();
  }
  await page.getByRole('button', { name: 'Sign in with tokens' }).click();
  await expect(page.getByText('These tokens were not accepted')).toBeVisible();
  await expect(page.getByText(/belongs to another service or sandbox run/)).toBeVisible();
  expect(await page.evaluate('window.__shellSeen')).toBe(false);

  const pair = app.developerPair();
  if (pair === undefined) throw new Error('the host printed no developer pair');
  await page.getByLabel('Access token').fill(pair.accessToken);
  await page.getByLabel('Refresh token').fill(pair.refreshToken);
  await page.getByRole('button', { name: 'Sign in with tokens' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('.user-name')).not.toHaveText('');
  await expect(page.getByText(/developer tokens, full access/)).toBeVisible();
});
