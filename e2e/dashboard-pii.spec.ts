/**
 * Scopes and PII: without `view:pii` the service withholds the customer's e-mail and
 * the shipping address's contact fields (null, named in the reply's scope warnings); the order
 * pane shows "Hidden — needs view:pii" there, never a blank and never an error. With the scope,
 * the values show. Both ways of lacking it are covered: the Floor kiosk preset, which does not
 * ask, and an Account manager whose user unticked view:pii on the consent page.
 */
import type { Locator, Page } from '@playwright/test';
import type { App } from './support/app.ts';
import { expect, test } from './support/app.ts';
import { dataRows, openView, signInWithBrowser } from './support/dashboard.ts';

const HIDDEN = 'Hidden — needs view:pii';
const ADDRESS_PII = ['Name', 'Street', 'Phone', 'E-mail'];

/** The value (`dd`) next to a label (`dt`) in a detail section. */
function property(section: Locator, label: string): Locator {
  return section
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function openFirstOrder(page: Page): Promise<Locator> {
  await openView(page, 'Orders');
  await dataRows(page, 'Orders').first().click();
  const details = page.getByRole('complementary', { name: 'Order details' });
  await expect(details.getByRole('region', { name: 'Shipping address' })).toBeVisible();
  return details;
}

async function expectWithheld(app: App): Promise<void> {
  const details = await openFirstOrder(app.page);
  const summary = details.getByRole('region', { name: 'Summary' });
  const address = details.getByRole('region', { name: 'Shipping address' });
  await expect(property(summary, 'Customer e-mail')).toHaveText(HIDDEN);
  for (const label of ADDRESS_PII) await expect(property(address, label)).toHaveText(HIDDEN);
  // City and ZIP are withheld; the state (not PII) still follows the placeholder.
  await expect(property(address, 'City')).toHaveText(new RegExp(`^${HIDDEN} · [A-Z]{2}$`));
  // Not PII, so still shown; and the order itself is there, not an error.
  await expect(property(address, 'Country')).toHaveText('United States');
  await expect(property(summary, 'Shop')).not.toHaveText(/Hidden|^—/);
  await expect(details.getByRole('alert')).toHaveCount(0);
}

test('Floor kiosk (no view:pii): placeholders on the order’s e-mail and address', async ({
  app,
  context,
}) => {
  await signInWithBrowser(app, context, { preset: 'Floor kiosk' });
  await expectWithheld(app);
});

test('view:pii unticked on the consent page: placeholders, and the shortfall is said', async ({
  app,
  context,
}) => {
  const { page } = app;
  const requested = await signInWithBrowser(app, context, {
    preset: 'Account manager',
    untick: ['view:pii'],
  });
  expect(requested).toContain('view:pii');
  const shortfall = page.getByRole('status').filter({ hasText: 'Fewer scopes were granted' });
  await expect(shortfall).toContainText('Not granted: view:pii');
  await expect(shortfall.getByRole('button', { name: 'Request again' })).toBeVisible();
  await expectWithheld(app);
});

test('Account manager (view:pii): the e-mail and address show', async ({ app, context }) => {
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  const details = await openFirstOrder(app.page);
  const summary = details.getByRole('region', { name: 'Summary' });
  const address = details.getByRole('region', { name: 'Shipping address' });
  await expect(property(summary, 'Customer e-mail')).toHaveText(/^\S+@\S+\.\S+$/);
  await expect(property(address, 'E-mail')).toHaveText(/^\S+@\S+\.\S+$/);
  for (const label of ['Name', 'Street']) {
    await expect(property(address, label)).toHaveText(/\w/);
  }
  // A US address's city line: City, ST ZIP.
  await expect(property(address, 'City')).toHaveText(/^[A-Z][\w .'-]+, [A-Z]{2} \d{5}$/);
  await expect(details.getByText(/Hidden/)).toHaveCount(0);
});
