/**
 * Incoming, through the web host against the sandbox's seeded purchase orders (numbered PO-…):
 * the Late tab finds the late PO and its pane shows its lines (read only then); a PO is closed
 * after a confirmation and leaves the open list; the quick finder opens a PO by its number;
 * without view:purchase_orders the screen says what is missing.
 * Screenshots of the list and a PO at 1366×768 and 1024×640 go to the test output.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { PURCHASE_ORDER_EXPORT_COLUMNS } from '../shared/bulk/export-columns.ts';
import { expect, test } from './support/app.ts';
import { recordGraphqlRequests, signInWithBrowser } from './support/dashboard.ts';

async function openIncoming(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Incoming' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming' })).toBeVisible();
}

function poRows(page: Page): Locator {
  return page
    .getByRole('grid', { name: 'Purchase orders' })
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

test('the Late tab finds the late PO, and its pane shows its lines', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  const requests = await recordGraphqlRequests(page);
  await openIncoming(page);
  await expect(poRows(page).first()).toBeVisible();
  await photograph(page, testInfo, 'incoming-list');

  await page.getByRole('button', { name: 'Late', exact: true }).click();
  // Wait for the tab's own list: the Open tab's rows, late ones among them, stay on screen until
  // it arrives, and the number read below must be the row clicked.
  await expect(page.getByText(/^[\d,]+ late POs?\.$|^First [\d,]+ late POs?;/)).toBeVisible();
  const late = poRows(page).filter({ hasText: 'Late' }).first();
  await expect(late).toBeVisible();
  // The list never reads lines: only the pane does, for the PO opened.
  expect(requests.filter((r) => r.operationName === 'PurchaseOrderDetail')).toHaveLength(0);
  const number = (await late.locator('[aria-colindex="1"]').innerText()).trim();
  await late.click();
  const pane = page.getByRole('complementary', { name: 'Purchase order details' });
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(number);
  const lines = pane.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('columnheader', { name: 'Received' })).toBeVisible();
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  await expect(pane.getByText('Late', { exact: true })).toBeVisible();
  // Amounts carry the vendor's currency (USD "$", CAD "CA$").
  await expect(lines.getByText(/^(CA)?\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  expect(requests.filter((r) => r.operationName === 'PurchaseOrderDetail')).toHaveLength(1);
  await photograph(page, testInfo, 'incoming-late-po');

  await page.getByRole('button', { name: 'Vendors', exact: true }).click();
  await page.getByRole('table', { name: 'Vendors' }).getByRole('button').first().click();
  await expect(page.getByRole('complementary', { name: 'Vendor details' })).toBeVisible();
  await photograph(page, testInfo, 'incoming-vendor');
});

test('closing a PO asks first, keeps the reason in its note, and it leaves the open list', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openIncoming(page);
  // The Next 7 days tab: open POs with nothing received yet.
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  // Wait for the tab's own list: the Open tab's rows stay on screen until it arrives.
  await expect(page.getByText(/POs? due in the next 7 days/)).toBeVisible();
  const row = poRows(page).first();
  await expect(row).toBeVisible();
  await row.click();
  const pane = page.getByRole('complementary', { name: 'Purchase order details' });
  // The PO is the one the pane shows, whatever row was first when clicked.
  const heading = pane.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^PO-/);
  const number = (await heading.innerText()).trim();
  await pane.getByRole('button', { name: 'Close PO' }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('vendor short shipped');
  await dialog.getByRole('button', { name: 'Close PO' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(`${number} is now “closed”`),
  ).toBeVisible();
  await expect(pane.getByText(/nothing more is expected on it/)).toBeVisible();
  // The reason is in the PO's note, dated.
  await expect(pane.getByText(/Closed \d{4}-\d{2}-\d{2}: vendor short shipped/)).toBeVisible();
  // Its lines no longer promise more: what did not arrive is not delivered.
  await expect(pane.getByText(/^[\d,]+ not delivered \(closed\)$/).first()).toBeVisible();
  await expect(pane.getByText(/still to come/)).toHaveCount(0);
  await photograph(page, testInfo, 'incoming-after-close');
  await expect(poRows(page).filter({ hasText: number })).toHaveCount(0);
  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  await expect(poRows(page).filter({ hasText: number })).toHaveCount(1);
});

test('the export holds the rows of the list, in its order', async ({ app, context }) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openIncoming(page);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  // The seed has a few tens of POs: one page, all of them on screen.
  await expect(page.getByText(/^\d+ POs\.$/)).toBeVisible();
  const grid = await poRows(page).locator('[aria-colindex="1"]').allInnerTexts();
  expect(grid.length).toBeGreaterThan(5);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export purchase orders' });
  await expect(dialog.getByText('All purchase orders')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^purchase orders \d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(PURCHASE_ORDER_EXPORT_COLUMNS.join(','));
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(grid.map((n) => n.trim()));
});

test('the quick finder opens a purchase order by its number', async ({ app, context }) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openIncoming(page);
  const row = poRows(page).nth(1);
  await expect(row).toBeVisible();
  const number = (await row.locator('[aria-colindex="1"]').innerText()).trim();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Overview' })
    .click();

  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: 'Find a product or an order' });
  await field.fill(number.toLowerCase().replace('-', ' '));
  const option = page.getByRole('option', { name: new RegExp(`Purchase order ${number}`) });
  await expect(option).toContainText('open it in Incoming');
  // Enter opens the active option: wait until the options answer the whole text.
  await expect(page.getByRole('listbox', { name: 'Products and orders found' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming' })).toBeVisible();
  const pane = page.getByRole('complementary', { name: 'Purchase order details' });
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(number);
});

test('without view:purchase_orders the screen says what is missing', async ({ app, context }) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Floor kiosk', startIn: 'Overview' });
  await openIncoming(page);
  await expect(
    page.getByRole('heading', { name: 'This sign-in may not see purchase orders' }),
  ).toBeVisible();
  await expect(
    page.getByText('Needs permission to See purchase orders (view:purchase_orders)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for “See purchase orders”' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Purchase orders' })).toHaveCount(0);
});
