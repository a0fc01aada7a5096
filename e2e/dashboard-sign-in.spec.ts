/**
 * Sign-in with each preset: the browser flow (OAuth + PKCE, the test plays the system
 * browser) with the Account manager and the Floor kiosk presets. The app must ask for exactly the
 * preset's scopes, land in the shell, and the Account view must say what this sign-in may do.
 */
import { SCOPE_PRESETS } from '../shared/catalogues/scope-presets.ts';
import { expect, test } from './support/app.ts';
import { dataRows, openView, signInWithBrowser, type Preset } from './support/dashboard.ts';

function presetScopes(label: Preset): string[] {
  return [...(SCOPE_PRESETS.find((p) => p.label === label)?.scopes ?? [])].sort();
}

test('Account manager: asks for its scopes, and every action is granted', async ({
  app,
  context,
}) => {
  const { page } = app;
  const requested = await signInWithBrowser(app, context, { preset: 'Account manager' });
  expect(requested.sort()).toEqual(presetScopes('Account manager'));

  await expect(page.getByText(/browser sign-in/)).toBeVisible();
  await expect(dataRows(page, 'Products').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create product' })).toBeEnabled();

  await openView(page, 'Account');
  for (const scope of ['view:pii', 'change:products', 'change:orders', 'change:inventory']) {
    await expect(page.getByRole('row', { name: new RegExp(`${scope}\\b`) })).toContainText(
      'Granted',
    );
  }
  await expect(page.getByRole('button', { name: /^Add .* \(re-authorize/ })).toHaveCount(0);
});

test('Floor kiosk: asks for read-only scopes without view:pii, and says what is missing', async ({
  app,
  context,
}) => {
  const { page } = app;
  const requested = await signInWithBrowser(app, context, { preset: 'Floor kiosk' });
  expect(requested.sort()).toEqual(presetScopes('Floor kiosk'));
  expect(requested).not.toContain('view:pii');
  expect(requested.some((scope) => scope.startsWith('change:'))).toBe(false);

  // Read-only still browses.
  await expect(dataRows(page, 'Products').first()).toBeVisible();

  await openView(page, 'Account');
  await expect(page.getByRole('row', { name: /view:products\b/ })).toContainText('Granted');
  for (const scope of ['view:pii', 'change:products', 'change:orders', 'change:inventory']) {
    await expect(page.getByRole('row', { name: new RegExp(`${scope}\\b`) })).toContainText(
      'Not granted',
    );
    await expect(
      page.getByRole('button', { name: `Add ${scope} (re-authorize in the browser)` }),
    ).toBeVisible();
  }
});
