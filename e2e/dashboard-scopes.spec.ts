/**
 * Scope gating: a token without `change:products` cannot create a product. The button
 * is disabled and says why ("Needs permission to Change products (change:products)", linked as its description), and offers to
 * re-authorize; doing so asks the browser for the scopes held plus the missing one, and the
 * button then works.
 */
import { expect, test } from './support/app.ts';
import { approveInBrowser } from './support/consent.ts';
import { signInWithBrowser } from './support/dashboard.ts';

test('without change:products, Create product is disabled, says why, and offers re-authorization', async ({
  app,
  context,
}) => {
  const { page } = app;
  const held = await signInWithBrowser(app, context, { preset: 'Floor kiosk' });

  const create = page.getByRole('button', { name: 'Create product' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    'Needs permission to Change products (change:products)',
  );
  await expect(
    page.getByText('Needs permission to Change products (change:products)'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ask for “Change products”' }).click();
  const url = new URL(await app.waitForAuthorizationUrl());
  const asked = (url.searchParams.get('scope') ?? '').split(' ').sort();
  expect(asked).toEqual([...held, 'change:products'].sort());
  await expect(
    page
      .getByRole('dialog', { name: 'Re-authorize in your browser' })
      .getByText(/waiting for your browser/i),
  ).toBeVisible();

  await approveInBrowser(context, url.toString());
  await expect(page.getByRole('dialog', { name: 'Re-authorize in your browser' })).toBeHidden();
  await expect(create).toBeEnabled();
  await expect(
    page.getByText('Needs permission to Change products (change:products)'),
  ).toBeHidden();
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Create product' })).toBeVisible();
});

test('with change:products unticked at consent, the same reason shows', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, {
    preset: 'Account manager',
    untick: ['change:products'],
  });
  const create = page.getByRole('button', { name: 'Create product' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    'Needs permission to Change products (change:products)',
  );
  await expect(page.getByRole('button', { name: 'Ask for “Change products”' })).toBeVisible();
});
