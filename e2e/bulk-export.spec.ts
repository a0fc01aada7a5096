/**
 * Exports through the web host: products with a filter (the file holds exactly the grid's rows,
 * in its order, with its columns), opened as text with formula-looking names made inert; the
 * orders a filter matches, compared with the service; and a SKU's whole stock history.
 * Screenshots of the export dialog at both sizes in both schemes.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { ORDER_EXPORT_COLUMNS } from '../shared/bulk/export-columns.ts';
import { expect, test } from './support/app.ts';
import { callBridge } from './support/bridge-call.ts';
import { isFormulaCell, shoot } from './support/bulk.ts';
import {
  cellText,
  dataRows,
  openView,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './support/dashboard.ts';

test.use({ locale: 'en-US' });

/** Cells of a CSV whose cells hold no commas, quotes or line breaks (checked by the caller). */
function simpleRows(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function textOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

async function createProduct(page: Page, sku: string, name: string): Promise<void> {
  const reply = (await callBridge(page, 'graphql', {
    operationName: 'CreateProduct',
    variables: { data: { sku, name, price: '1.00', warehouse_products: [] } },
  })) as { ok?: boolean };
  expect(reply.ok, `create ${sku}`).toBe(true);
}

test('exports the filtered products as the grid shows them, formula cells inert', async ({
  app,
  context,
}, testInfo) => {
  test.setTimeout(300_000);
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  // Names a spreadsheet would run as formulas, written by someone else into the catalogue.
  await createProduct(page, 'EXPORT-INERT-1', '=HYPERLINK("http://example.test","Click")');
  await createProduct(page, 'EXPORT-INERT-2', '@SUM(1+1)');
  await createProduct(page, 'EXPORT-INERT-3', '+1 Tape roll');
  await waitForCatalogueCopy(page);

  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('export-inert');
  const rows = dataRows(page, 'Products');
  // The copy has them after its first sync or its next refresh (paced by the sync's share of the
  // credits): wait for them, as a person would.
  await expect(rows).toHaveCount(3, { timeout: 150_000 });
  const grid: string[][] = [];
  for (let i = 0; i < 3; i++) {
    grid.push([await cellText(rows.nth(i), 1), await cellText(rows.nth(i), 2)]);
  }

  await shoot(page, page, testInfo, 'products-view-export');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export products' });
  await dialog.getByRole('radio', { name: 'The 3 products the filters show' }).check();
  await shoot(page, dialog, testInfo, 'export-products');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products \d{4}-\d{2}-\d{2}\.csv$/);
  await expect(dialog.getByRole('status')).toHaveText(/^Downloaded products .*\.csv\. 3 rows\.$/);
  await shoot(page, dialog, testInfo, 'export-products-done');

  const text = await textOf(file);
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('SKU,Name,On hand,Available,Price,Value,Currency,Barcode,Updated');
  // Opened as text: every formula-looking name starts with an apostrophe, and no cell can run.
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(grid.map((row) => row[0]));
  expect(text).toContain(`EXPORT-INERT-1,"'=HYPERLINK(""http://example.test"",""Click"")"`);
  expect(text).toContain("EXPORT-INERT-2,'@SUM(1+1),0,0,1.00,");
  expect(text).toContain("EXPORT-INERT-3,'+1 Tape roll,0,0,1.00,");
  const names = new Map(grid.map(([sku, name]) => [sku, name]));
  expect(names.get('EXPORT-INERT-2')).toBe('@SUM(1+1)');
  const cells = lines.flatMap((line) => line.split(','));
  expect(cells.filter(isFormulaCell)).toEqual([]);
});

test('exports the orders a filter matches and a SKU’s whole history', async ({
  app,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await openView(page, 'Orders');
  const status = page.getByLabel('Fulfillment status');
  await expect(status.locator('option').nth(1)).toBeAttached();
  const chosen = await status.locator('option').nth(1).getAttribute('value');
  if (!chosen) throw new Error('no status to filter on');
  await status.selectOption(chosen);
  await expect(page.getByRole('button', { name: /^Filters \(1\)$/ })).toBeVisible();
  await shoot(page, page, testInfo, 'orders-view-export');

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  await expect(dialog).toContainText('The orders matching the filter');
  await shoot(page, dialog, testInfo, 'export-orders');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const orders = await textOf(await download);
  const [header, ...records] = simpleRows(orders);
  expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
  expect(records.length).toBeGreaterThan(0);
  expect(new Set(records.map((r) => r[2]))).toEqual(new Set([chosen]));
  // Every order of that status at the service, each once.
  const expected = (await callBridge(page, 'graphql', {
    operationName: 'OrdersPage',
    variables: { first: 1000, status: chosen },
  })) as {
    value?: { data?: { orders?: { data?: { edges?: { node: { order_number: string } }[] } } } };
  };
  const numbers = (expected.value?.data?.orders?.data?.edges ?? []).map((e) => e.node.order_number);
  expect(records.map((r) => r[0]).sort()).toEqual(numbers.sort());
  // This sign-in holds view:pii: the e-mail column has addresses.
  expect(records.every((r) => /@/.test(r[7] ?? ''))).toBe(true);
  await page.keyboard.press('Escape');

  // A SKU's history: the file has every change the history lists, newest first.
  await openView(page, 'Products');
  const sku = await cellText(dataRows(page, 'Products').first(), 1);
  await openView(page, 'Inventory');
  await page.getByRole('searchbox', { name: 'Look up a SKU' }).fill(sku);
  await page.keyboard.press('Enter');
  const history = page.getByRole('region', { name: 'History' });
  const list = history.getByRole('table', { name: 'Inventory changes' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  const shown = await list.getByRole('row').count();
  await shoot(page, page, testInfo, 'inventory-view-export');
  await history.getByRole('button', { name: 'Export' }).click();
  const historyDialog = page.getByRole('dialog', { name: 'Export stock history' });
  await expect(historyDialog).toContainText(`Every stock change of ${sku}`);
  const historyDownload = page.waitForEvent('download');
  await historyDialog.getByRole('button', { name: 'Export', exact: true }).click();
  const historyText = await textOf(await historyDownload);
  const historyLines = historyText.trimEnd().split('\r\n');
  expect(historyLines[0]).toBe('Date,Warehouse,Change,On hand after,Reason');
  // The list shows the first page of changes (plus its header row); the file has at least those.
  expect(historyLines.length).toBeGreaterThanOrEqual(shown);
});
