/**
 * Inventory: look a SKU up, see its reorder levels, add and remove stock with a reason, and see the
 * history (the "Inventory changes" list, newest first) and the on-hand total change with each
 * adjustment.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { cellText, dataRows, openView, signInWithBrowser } from './support/dashboard.ts';

// The on-hand totals are read back as numbers.
test.use({ locale: 'en-US' });

async function totalOnHand(page: Page): Promise<number> {
  const text = await page.getByText(/ on hand in \d+ warehouses?/).innerText();
  return Number(/([\d,]+) on hand in/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

test('adjusts stock and the history records each change', async ({ app, context }, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  const sku = await cellText(dataRows(page, 'Products').nth(3), 1);

  await openView(page, 'Inventory');
  const lookup = page.getByRole('searchbox', { name: 'Look up a SKU' });
  await lookup.fill(sku);
  await lookup.press('Enter');
  const adjust = page.getByRole('region', { name: 'Adjust stock' });
  await expect(adjust).toBeVisible();
  // Each warehouse's reorder level and amount, beside what is available there.
  await expect(
    page.getByRole('region', { name: 'Reordering' }).getByRole('columnheader'),
  ).toHaveText(['Warehouse', 'Available', 'Reorder level', 'Reorder amount']);
  const history = page.getByRole('table', { name: 'Inventory changes' }).getByRole('row');
  // Header plus the seeded changes, if any; the empty state otherwise.
  await expect(history.first().or(page.getByText('No stock changes yet'))).toBeVisible();
  const changesBefore = Math.max(0, (await history.count()) - 1);
  const before = await totalOnHand(page);

  // Checked before sending: a quantity and a reason are required.
  await adjust.getByRole('button', { name: 'Add stock' }).click();
  await expect(adjust.getByText('Say why the stock changes.')).toBeVisible();

  await adjust.getByRole('textbox', { name: /^Quantity/ }).fill('7');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Returned from customer, resealed');
  await adjust.getByRole('button', { name: 'Add stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added 7 to / })).toBeVisible();
  await expect(history).toHaveCount(changesBefore + 2);
  await expect(history.nth(1)).toContainText('+7');
  await expect(history.nth(1)).toContainText('Returned from customer, resealed');
  await expect.poll(() => totalOnHand(page)).toBe(before + 7);

  await adjust.getByRole('textbox', { name: /^Quantity/ }).fill('2');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Damaged in transit');
  await adjust.getByRole('button', { name: 'Remove stock' }).click();
  await expect(history).toHaveCount(changesBefore + 3);
  await expect(history.nth(1)).toContainText(/[-−]2/);
  await expect(history.nth(1)).toContainText('Damaged in transit');
  await expect(history.nth(2)).toContainText('Returned from customer, resealed');
  await expect.poll(() => totalOnHand(page)).toBe(before + 5);
  await page.screenshot({ path: testInfo.outputPath('inventory-after-adjustments.png') });
});
