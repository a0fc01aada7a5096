/**
 * Returns, through the web host against the sandbox's seeded returns queue: the return that
 * arrived two and a half days ago and is still not processed leads the queue, marked Overdue; its pane
 * shows its items; "Update status" to Processed shows at once in the pane and the queue (the row
 * keeps its place until Refresh), and is still there after a full new load of the app.
 * Screenshots of the queue and a return at 1366×768 and 1024×640 go to the test output.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { signInWithBrowser } from './support/dashboard.ts';
import { relaunch } from './support/relaunch.ts';

async function openReturns(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Returns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
}

function returnRows(page: Page): Locator {
  return page
    .getByRole('grid', { name: 'Returns' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .and(page.locator('[aria-rowindex]'));
}

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

test('the overdue return leads the queue; a status change shows at once and after a new load', async ({
  app,
  context,
}, testInfo) => {
  test.skip(app.host !== 'web', 'the new load goes through the web host');
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openReturns(page);

  const first = returnRows(page).first();
  await expect(first).toContainText('Overdue');
  await expect(first).toContainText('Arrived 2 days ago');
  await expect(page.getByRole('status').filter({ hasText: /returns?, 1 overdue/ })).toBeVisible();
  const number = (await first.locator('[aria-colindex="1"]').innerText()).trim();
  await photograph(page, testInfo, 'returns-queue');

  await first.click();
  const pane = page.getByRole('complementary', { name: 'Return details' });
  await expect(pane.getByRole('heading', { name: `Return ${number}` })).toBeVisible();
  await expect(pane).toContainText('Expected');
  await expect(pane).toContainText('Restocked');
  await expect(pane.getByRole('button', { name: /^Open order/ })).toBeVisible();
  await photograph(page, testInfo, 'returns-pane');

  await page.setViewportSize({ width: 1366, height: 768 });
  await pane.getByLabel('New status').selectOption('complete');
  await pane.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText(`Return ${number} is now “Processed”`).first()).toBeVisible();
  // At once, in the pane and in the queue: no longer overdue, its items restocked.
  await expect(pane.getByText('Processed', { exact: true }).first()).toBeVisible();
  await expect(pane.getByText('Overdue')).toHaveCount(0);
  const changed = returnRows(page).filter({ hasText: number });
  await expect(changed).toContainText('Processed');
  // The row keeps its place and the pane is back at its top, its title focused.
  await expect(returnRows(page).first()).toContainText(number);
  await expect(pane.getByRole('heading', { name: `Return ${number}` })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /none overdue/ })).toBeVisible();
  await photograph(page, testInfo, 'returns-after-change');
  await page.setViewportSize({ width: 1366, height: 768 });
  // Refresh puts it in queue order: it leaves the top.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(returnRows(page).first()).not.toContainText(number);

  await relaunch(page);
  await openReturns(page);
  const again = returnRows(page).filter({ hasText: number });
  await expect(again).toContainText('Processed');
  await expect(again).not.toContainText('Overdue');
});
