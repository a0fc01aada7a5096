/**
 * What the user just changed shows everywhere at once: a price edited in one warehouse, a reorder
 * level raised above what is available, a stock adjustment and a created product each appear in
 * the products list, its search, Low stock and the products export within a second of the
 * confirmation, on the catalogue copy (no refresh interval is waited for).
 */
import { readFile } from 'node:fs/promises';
import { stockedIn } from './support/bulk.ts';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type App } from './support/app.ts';
import {
  cellText,
  dataRows,
  openView,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './support/dashboard.ts';

test.use({ locale: 'en-US' });

const SKU_COLUMN = 1;
const ON_HAND_COLUMN = 3;
const WITHIN_A_SECOND = { timeout: 1_000 };

/**
 * Signs in, waits for the catalogue copy and searches the products list for its `nth` row's SKU:
 * that SKU, its on-hand total, and the search box and rows to look again with.
 */
async function productOnCopy(app: App, context: BrowserContext, nth: number) {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const rows = dataRows(page, 'Products');
  const sku = await cellText(rows.nth(nth), SKU_COLUMN);
  await search.fill(sku);
  await expect(rows.first()).toContainText(sku);
  const onHand = Number((await cellText(rows.first(), ON_HAND_COLUMN)).replace(/,/g, ''));
  return { page, search, rows, sku, onHand };
}

test('an edited price, a low reorder level, a stock change and a new product show at once', async ({
  app,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page, search, rows, sku, onHand: onHandBefore } = await productOnCopy(app, context, 2);

  // Price and reorder level, edited in the product's first warehouse.
  await rows.first().click();
  const pane = page.getByRole('complementary', { name: 'Product details' });
  await pane.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  const warehouse = dialog.getByRole('group').first();
  await warehouse.getByRole('textbox', { name: /^Price/ }).fill('64.50');
  await warehouse.getByRole('textbox', { name: /^Reorder level/ }).fill('99999');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await expect(rows.filter({ hasText: sku }).first()).toContainText('64.50', WITHIN_A_SECOND);

  // Low stock lists it now: its level is far above what is available.
  await search.fill('');
  await page.getByRole('button', { name: /^Low stock/ }).click();
  await search.fill(sku);
  await expect(rows.filter({ hasText: sku })).toHaveCount(1, WITHIN_A_SECOND);
  await page.getByRole('button', { name: /^All/ }).click();

  // A stock adjustment in Inventory is in the products list when the user comes back.
  await openView(page, 'Inventory');
  const lookup = page.getByRole('searchbox', { name: 'Look up a SKU' });
  await lookup.fill(sku);
  await lookup.press('Enter');
  const adjust = page.getByRole('region', { name: 'Adjust stock' });
  await adjust.getByRole('textbox', { name: /^Quantity/ }).fill('12');
  await adjust.getByRole('textbox', { name: /^Reason/ }).fill('Found on the wrong shelf');
  await adjust.getByRole('button', { name: 'Add stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added 12 to / })).toBeVisible();
  await openView(page, 'Products');
  await search.fill(sku);
  await expect(
    rows.filter({ hasText: sku }).first().locator(`[aria-colindex="${ON_HAND_COLUMN}"]`),
  ).toHaveText((onHandBefore + 12).toLocaleString('en-US'), WITHIN_A_SECOND);

  // A created product is found by a word of its name at once, and the header counts it.
  // "1 of 500 products match · …" with a search, "500 products · …" without.
  const total = page.getByRole('status').filter({ hasText: /products.* below reorder level/ });
  const countBefore = Number(
    /([\d,]+) products/.exec(await total.innerText())?.[1]?.replace(/,/g, ''),
  );
  await page.getByRole('button', { name: 'Create product' }).click();
  const create = page.getByRole('dialog', { name: 'Create product' });
  await create.getByRole('textbox', { name: /^Name/ }).fill('Owl-shaped gaffer tape');
  await create.getByRole('textbox', { name: /^SKU/ }).fill('E2E-OWN-1');
  await create.getByRole('textbox', { name: /^Price/ }).fill('3.10');
  await create.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Created / })).toBeVisible();
  await search.fill('gaffer owl');
  await expect(rows.filter({ hasText: 'E2E-OWN-1' })).toHaveCount(1, WITHIN_A_SECOND);
  await search.fill('');
  await expect(total).toContainText(
    `${(countBefore + 1).toLocaleString('en-US')} products`,
    WITHIN_A_SECOND,
  );
  await page.screenshot({ path: testInfo.outputPath('own-changes.png') });

  // The export holds all of it.
  await search.fill('');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export products' });
  const everything = exportDialog.getByRole('radio', { name: /^All .* in the catalogue$/ });
  if ((await everything.count()) > 0) await everything.check();
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  const line = (wanted: string) => text.split('\r\n').find((l) => l.startsWith(`${wanted},`)) ?? '';
  expect(line(sku)).toContain('64.50');
  expect(line(sku).split(',')[2]).toBe(String(onHandBefore + 12));
  expect(line('E2E-OWN-1')).toContain('Owl-shaped gaffer tape');
});

test('the rows of a stock import show in the products list as they are applied', async ({
  app,
  context,
}) => {
  test.setTimeout(180_000);
  const { page, search, rows, sku, onHand: onHandBefore } = await productOnCopy(app, context, 4);
  const { warehouse } = await stockedIn(page, sku);

  await openView(page, 'Inventory');
  await page.getByRole('button', { name: 'Import stock changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import stock changes' });
  const csv = ['SKU,Warehouse,Change,Quantity,Reason', `${sku},${warehouse},add,7,Pallet found`];
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'found.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\r\n')),
  });
  await dialog.getByRole('button', { name: 'Import 1 change' }).click();
  const panel = page.getByRole('region', { name: 'Import of found.csv' });
  await expect(panel.getByRole('heading')).toHaveText('Imported found.csv: 1 of 1 rows', {
    timeout: 60_000,
  });

  await openView(page, 'Products');
  await search.fill(sku);
  await expect(
    rows.filter({ hasText: sku }).first().locator(`[aria-colindex="${ON_HAND_COLUMN}"]`),
  ).toHaveText((onHandBefore + 7).toLocaleString('en-US'), WITHIN_A_SECOND);
});
