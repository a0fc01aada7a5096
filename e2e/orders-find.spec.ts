/**
 * Orders found by what people know: an order number, the customer's e-mail, a SKU on the order,
 * the day it was placed. Without view:pii the e-mail filter is disabled, says why, and is never
 * sent. Screenshots of the toolbar and filters go to the test output.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { cellText, dataRows, openView, recordGraphqlRequests } from './support/dashboard.ts';
import { signInToOrders } from './support/orders.ts';

async function search(page: Page, text: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Search orders' });
  await field.fill(text);
  await field.press('Enter');
}

async function openOrder(page: Page, index: number) {
  const row = dataRows(page, 'Orders').nth(index);
  await expect(row).toBeVisible();
  const number = await cellText(row, 1);
  await row.click();
  const details = page.getByRole('complementary', { name: 'Order details' });
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(`Order ${number}`);
  return { number, details };
}

test('finds an order by number, by e-mail, by SKU and by date range', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context);
  const { number, details } = await openOrder(page, 5);
  const summary = details.getByRole('region', { name: 'Summary' });
  const email = (await summary.locator('dd').nth(3).innerText()).trim();
  expect(email).toContain('@');
  const sku = (await details.locator('.line-item-sku').first().innerText()).trim();

  // By number, typed as people type it (no #).
  await search(page, number.replace('#', ''));
  await expect(dataRows(page, 'Orders')).toHaveCount(1);
  await expect(dataRows(page, 'Orders').first()).toContainText(number);
  await expect(page.getByRole('button', { name: `Remove filter Order: ${number}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-found-by-number.png') });

  // By e-mail: every order of that customer, this one among them.
  await search(page, email);
  await expect(dataRows(page, 'Orders').filter({ hasText: number })).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Remove filter E-mail: ${email}` })).toBeVisible();

  // By SKU: orders with a line of that product.
  await search(page, sku);
  await expect(dataRows(page, 'Orders').filter({ hasText: number })).toHaveCount(1);

  // By order date: that day only, and combined with the SKU search still there.
  await page.getByRole('button', { name: 'Remove filter SKU: ' + sku }).click();
  const dateCell = await cellText(dataRows(page, 'Orders').filter({ hasText: number }).first(), 2);
  const day = await page.evaluate((text) => {
    const d = new Date(text);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, dateCell);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('form', { name: 'Order filters' });
  await panel.getByLabel('Ordered from').fill(day);
  await panel.getByLabel('Ordered to').fill(day);
  await page.screenshot({ path: testInfo.outputPath('orders-filters-panel.png') });
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('button', { name: `Remove filter From: ${day}` })).toBeVisible();
  // The list keeps the unfiltered rows on screen until the filtered page comes (this order is
  // among both), so the days are read until they are the filtered page's: every row that day.
  const days = () =>
    dataRows(page, 'Orders')
      .locator('[role="gridcell"][aria-colindex="2"]')
      .allInnerTexts()
      .then((texts) => [...new Set(texts.map((text) => text.slice(0, 6)))]);
  await expect.poll(days).toEqual([dateCell.slice(0, 6)]);
  await expect(dataRows(page, 'Orders').filter({ hasText: number })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('orders-found-by-date.png') });
});

test('without view:pii the e-mail filter is disabled, says why, and is never sent', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context, ['view:pii']);
  const requests = await recordGraphqlRequests(page);
  await openView(page, 'Orders');
  await expect(dataRows(page, 'Orders').first()).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('form', { name: 'Order filters' });
  const emailField = panel.getByRole('textbox', { name: 'Customer e-mail' });
  await expect(emailField).toBeDisabled();
  await expect(panel).toContainText('Customer e-mail is personal data this sign-in may not see.');
  await expect(panel.getByRole('button', { name: /Ask for “See customer details”/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-email-disabled.png') });
  await panel.getByRole('button', { name: 'Cancel' }).click();

  await search(page, 'someone@example.com');
  await expect(page.getByRole('alert')).toContainText('Searching by e-mail needs customer details');
  const sent = requests.filter((r) => r.operationName === 'OrdersPage');
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) expect(request.variables['email'] ?? null).toBeNull();
});
