/**
 * The order pane never shows context that no longer applies: a new search whose results lack the
 * open order closes its pane, and Track on a shipment says what became of the carrier's page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { cellText, dataRows } from './support/dashboard.ts';
import { signInToOrders } from './support/orders.ts';

async function search(page: Page, text: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Search orders' });
  await field.fill(text);
  await field.press('Enter');
}

function pane(page: Page) {
  return page.getByRole('complementary', { name: 'Order details' });
}

async function openOrder(page: Page, index: number): Promise<string> {
  const row = dataRows(page, 'Orders').nth(index);
  const number = await cellText(row, 1);
  await row.click();
  await expect(pane(page).getByRole('heading', { level: 2 })).toHaveText(`Order ${number}`);
  return number;
}

test('a new search closes the pane of an order not in its results, and keeps one that is', async ({
  app,
  context,
}) => {
  const page = await signInToOrders(app, context);
  const other = await cellText(dataRows(page, 'Orders').first(), 1);
  await openOrder(page, 3);

  await search(page, other.replace('#', ''));
  await expect(dataRows(page, 'Orders')).toHaveCount(1);
  await expect(pane(page)).toHaveCount(0);

  // The one order found, opened, then found again by its customer's e-mail: the pane stays.
  await openOrder(page, 0);
  const email = (
    await pane(page).getByRole('region', { name: 'Summary' }).locator('dd').nth(3).innerText()
  ).trim();
  await search(page, email);
  await expect(page.getByRole('button', { name: `Remove filter E-mail: ${email}` })).toBeVisible();
  // The number search's one-row list, this order's, passes the checks below too, and stays on
  // screen ("Updating the list…") until the e-mail's results come: wait for those.
  await expect(page.getByRole('status').filter({ hasText: /matching orders?[ ;]/ })).toBeVisible();
  await expect(dataRows(page, 'Orders').filter({ hasText: other })).toHaveCount(1);
  await expect(pane(page).getByRole('heading', { level: 2 })).toHaveText(`Order ${other}`);
});

test('Track on a shipment says the carrier’s page opened in the browser', async ({
  app,
  context,
}) => {
  const page = await signInToOrders(app, context);
  await page.getByRole('combobox', { name: 'Fulfillment status' }).selectOption('fulfilled');
  await expect(dataRows(page, 'Orders').first()).toContainText('Fulfilled');
  await dataRows(page, 'Orders').first().click();
  const shipments = pane(page).getByRole('region', { name: 'Shipments' });
  const opened = app.authorizationUrls().length;

  await shipments
    .getByRole('button', { name: /^Track / })
    .first()
    .click();
  await expect(
    shipments
      .getByText(/^Opened (www\.ups\.com|www\.fedex\.com|tools\.usps\.com) in your browser\.$/)
      .first(),
  ).toBeVisible();
  await expect(
    shipments.getByRole('button', { name: 'Copy the tracking page’s address' }).first(),
  ).toBeVisible();
  // Main was asked to open exactly that page (the host prints it instead of starting a browser).
  await expect.poll(() => app.authorizationUrls().length).toBe(opened + 1);
  expect(app.authorizationUrls().at(-1)).toMatch(
    /^https:\/\/(www\.ups\.com|www\.fedex\.com|tools\.usps\.com)\//,
  );
});
