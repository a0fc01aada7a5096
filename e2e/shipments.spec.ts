/**
 * Shipments, through the web host against the sandbox's seeded shipments story: today's labels
 * with the voided one marked and left out of the postage; the late orders oldest first with
 * their holds, a row opening its order; the export holds the grid's rows; without view:pii the
 * name on the address is a placeholder. Screenshots at 1366×768 and 1024×640 go to the output.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { readCsv } from '../electron/bulk/csv/read.ts';
import { SHIPMENT_EXPORT_COLUMNS } from '../shared/bulk/export-columns.ts';
import { expect, test } from './support/app.ts';
import { signInWithBrowser } from './support/dashboard.ts';

async function openShipments(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Shipments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
}

function rowsOf(page: Page, grid: string): Locator {
  return page
    .getByRole('grid', { name: grid })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .and(page.locator('[aria-rowindex]'));
}

const cell = (row: Locator, column: number): Locator => row.locator(`[aria-colindex="${column}"]`);

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

test('today’s shipments: the voided label is marked and not counted', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openShipments(page);
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rows = rowsOf(page, 'Shipments');
  await expect(rows.first()).toBeVisible();
  const voided = rows.filter({ hasText: 'Voided' });
  await expect(voided).toHaveCount(1);
  // The label printed again for the same order went out.
  const order = (await cell(voided, 1).innerText()).trim();
  await expect(rows.filter({ hasText: order })).toHaveCount(2);
  await expect(page.getByText(/1 voided label not counted/)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /labels? on \d+ shipments? today/ }),
  ).toBeVisible();
  await photograph(page, testInfo, 'shipments-today');

  // Yesterday has its own labels; a carrier pick narrows the list and says it was picked.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /yesterday\.$/ })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  const carrier = (await cell(rows.first(), 3).innerText()).trim();
  await page.getByRole('combobox', { name: 'Carrier' }).selectOption(carrier);
  await expect(page.getByText(/Picked from \d+ labels? read/)).toBeVisible();
  for (const text of await rows.locator('[aria-colindex="3"]').allInnerTexts()) {
    expect(text.trim()).toBe(carrier);
  }
});

test('late and at-risk orders, oldest first, with their holds; a row opens its order', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openShipments(page);
  await page.getByRole('button', { name: 'Late & at risk', exact: true }).click();
  const rows = rowsOf(page, 'Late and at-risk orders');
  await expect(rows.first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /late orders?.*oldest first/ }),
  ).toBeVisible();
  const due = (await rows.locator('[aria-colindex="2"]').allInnerTexts()).map((t) =>
    Date.parse(t.trim()),
  );
  expect(due.length).toBeGreaterThan(5);
  expect(due.every((ms) => !Number.isNaN(ms))).toBe(true);
  expect(due).toEqual([...due].sort((a, b) => a - b));
  await expect(rows.first()).toContainText('Late');
  const held = rows.filter({ has: page.locator('.hold-badge') }).first();
  await expect(held).toBeVisible();
  await expect(held).toContainText(/hold/i);
  await photograph(page, testInfo, 'shipments-late');

  await page.setViewportSize({ width: 1366, height: 768 });
  const number = (await cell(held, 1).innerText()).trim();
  await held.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order details' })).toContainText(number);
});

test('the export holds the grid’s labels, in its order', async ({ app, context }) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await openShipments(page);
  const rows = rowsOf(page, 'Shipments');
  await expect(page.getByRole('status').filter({ hasText: /today\.$/ })).toBeVisible();
  const orders = await rows.locator('[aria-colindex="1"]').allInnerTexts();
  const tracking = await rows.locator('[aria-colindex="5"] .tracking-number').allInnerTexts();
  expect(orders.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export shipments' });
  await expect(dialog.getByText('Labels shipped today')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shipments \d{4}-\d{2}-\d{2}\.csv$/);
  const read = readCsv(await readFile(await file.path()));
  if (!read.ok) throw new Error(read.error.message);
  expect(read.value.header).toEqual([...SHIPMENT_EXPORT_COLUMNS]);
  const body = read.value.records.map((record) => record.cells);
  expect(body.map((r) => r[0])).toEqual(orders.map((t) => t.trim()));
  expect(body.map((r) => r[4])).toEqual(tracking.map((t) => t.trim()));
  expect(body.filter((r) => r[7] === 'yes')).toHaveLength(1);
});

test('without view:pii the name on the address is a placeholder', async ({ app, context }) => {
  const { page } = app;
  await signInWithBrowser(app, context, {
    preset: 'Account manager',
    untick: ['view:pii'],
    startIn: 'Overview',
  });
  await openShipments(page);
  const rows = rowsOf(page, 'Shipments');
  await expect(rows.first()).toBeVisible();
  await expect(cell(rows.first(), 7)).toContainText('Hidden');
  await expect(cell(rows.first(), 7).getByTitle('Hidden — needs view:pii')).toBeVisible();
});
