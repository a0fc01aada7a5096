/**
 * Inventory's Stock changes section, through the web host against the sandbox's seeded movements
 * of today (sandbox/data/stock-recent.ts): routine shipping deductions are folded into summary
 * rows (none in the main list until one is opened), large adjustments come first, and a change's
 * SKU opens its stock in the One SKU section.
 * Screenshots at 1366×768 and 1024×640 go to the test output.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openView, signInWithBrowser } from './support/dashboard.ts';

async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${size.width}x${size.height}.png`),
    });
  }
}

function bodyRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Stock changes' }).locator('tbody tr');
}

test('today’s feed folds routine deductions, puts large adjustments first, and opens a SKU', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openView(page, 'Inventory');
  await page
    .getByRole('group', { name: 'Sections' })
    .getByRole('button', { name: 'Stock changes' })
    .click();
  await expect(page.getByRole('button', { name: 'Today', pressed: true })).toBeVisible();
  const rows = bodyRows(page);
  await expect(rows.first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /changes: \d+ large adjustments?/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Read in \d+ requests?, [\d,]+ credits?\./)).toBeVisible();

  // Large adjustments first: the first row is one, and today's seeded write-off is among them.
  await expect(rows.first()).toContainText('Large');
  const large = rows.filter({ has: page.locator('.large-badge') });
  await expect(large.filter({ hasText: 'Pallet damaged by forklift, written off' })).toHaveCount(1);
  const firstRoutine = rows.filter({ hasText: 'Routine shipping at' }).first();
  await expect(firstRoutine).toBeVisible();
  const texts = await rows.allInnerTexts();
  const routineAt = texts.findIndex((text) => text.includes('Routine shipping at'));
  expect(routineAt).toBeGreaterThan(0);
  // Every large adjustment, and nothing else, comes before the first day's summaries.
  expect(await large.count()).toBe(routineAt);
  expect(texts.slice(0, routineAt).every((text) => text.includes('Large'))).toBe(true);

  // Folded: no single shipping deduction in the list until a summary is opened.
  await expect(rows.filter({ hasText: 'Order picked' })).toHaveCount(0);
  await photograph(page, testInfo, 'stock-changes-today');
  const toggle = firstRoutine.getByRole('button', { name: /Routine shipping at/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(rows.filter({ hasText: 'Order picked' }).first()).toBeVisible();
  await photograph(page, testInfo, 'stock-changes-opened');
  await toggle.click();
  await expect(rows.filter({ hasText: 'Order picked' })).toHaveCount(0);

  // The SKU of the first large adjustment opens its stock in One SKU.
  const link = rows
    .first()
    .getByRole('button', { name: /^Open the stock of|^[A-Z]/ })
    .first();
  const sku = (await link.innerText()).trim();
  await link.click();
  await expect(
    page
      .getByRole('group', { name: 'Sections' })
      .getByRole('button', { name: 'One SKU', pressed: true }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Look up a SKU' })).toHaveValue(sku);
  await expect(page.getByRole('region', { name: 'Adjust stock' })).toBeVisible();
  await expect(page.getByText(/ on hand in \d+ warehouses?/)).toBeVisible();
});
