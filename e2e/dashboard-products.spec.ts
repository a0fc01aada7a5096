/**
 * Products: browse (infinite loading, detail pane, keyboard), server-side sort from a
 * header click (the rows' order and the request's `sort`) and the exact-SKU search (the request's
 * `sku`, one row, and a near miss that finds nothing).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import {
  cellText,
  columnTexts,
  dataRows,
  grid,
  recordGraphqlRequests,
  scrollGridToEnd,
  signInWithBrowser,
  type GraphqlRequest,
} from './support/dashboard.ts';

// The products view pages from the service until the catalogue copy is complete, then lists the
// copy. These tests are about the paged view, so the host keeps no copy: no switch mid-test.
// Prices are compared as numbers below: pin the number format.
test.use({ locale: 'en-US', hostArgs: ['--no-catalogue-copy'] });

const SKU_COLUMN = 1;
const NAME_COLUMN = 2;
const PRICE_COLUMN = 4;

function lastProductsRequest(requests: readonly GraphqlRequest[]): GraphqlRequest | undefined {
  return requests.filter((r) => r.operationName === 'ProductsPage').at(-1);
}

async function prices(page: Page): Promise<number[]> {
  const texts = await columnTexts(page, 'Products', PRICE_COLUMN);
  // Prices carry the product's currency ("$1,234.50"): the number is what follows the symbol.
  return texts.map((text) => Number(text.replace(/[^\d.-]/g, '')));
}

function isSorted(values: readonly number[], descending: boolean): boolean {
  return values.every((v, i) => {
    const previous = values[i - 1];
    return previous === undefined || (descending ? previous >= v : previous <= v);
  });
}

test('browses the products: pages load on scroll, a row opens its details', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  const status = page.getByRole('status').filter({ hasText: /products loaded/ });
  await expect(status).toHaveText(/^[\d,]+ products loaded; more load as you scroll\.$/);
  const firstCount = Number((await status.innerText()).replace(/\D/g, ''));

  // Scrolling to the end of the loaded rows fetches the next page.
  await scrollGridToEnd(page, 'Products');
  await expect
    .poll(async () => Number((await status.innerText()).replace(/[^\d]/g, '')))
    .toBeGreaterThan(firstCount);
  await grid(page, 'Products').hover();
  await page.mouse.wheel(0, -1_000_000);
  await expect(dataRows(page, 'Products').first()).toBeInViewport();

  // Click a row: its details, with stock per warehouse.
  const row = dataRows(page, 'Products').nth(2);
  const sku = await cellText(row, SKU_COLUMN);
  const name = await cellText(row, NAME_COLUMN);
  await row.click();
  const details = page.getByRole('complementary', { name: 'Product details' });
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(details).toContainText(sku);
  await expect(details.getByRole('heading', { name: 'Stock' })).toBeVisible();
  await expect(details.getByText('Price')).toBeVisible();

  // The keyboard works the grid too: Down moves the active row, Enter opens it.
  await grid(page, 'Products').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const second = await cellText(dataRows(page, 'Products').nth(1), SKU_COLUMN);
  await expect(details).toContainText(second);
  await details.getByRole('button', { name: 'Close details' }).click();
  await expect(details).toBeHidden();
  // No copy is being made, and the status says nothing of one.
  await expect(page.getByText(/Copying the catalogue|Catalogue copy/)).toHaveCount(0);
});

test('sorts on the server from a header click, ascending then descending', async ({
  app,
  context,
}) => {
  const { page } = app;
  const requests = await recordGraphqlRequests(page);
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await expect(dataRows(page, 'Products').nth(10)).toBeVisible();
  expect(lastProductsRequest(requests)?.variables['sort']).toBe('name');
  const byName = await columnTexts(page, 'Products', SKU_COLUMN);

  const header = grid(page, 'Products').getByRole('columnheader', { name: 'Price' });
  await header.getByRole('button', { name: 'Price' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => lastProductsRequest(requests)?.variables['sort']).toBe('price');
  await expect.poll(() => columnTexts(page, 'Products', SKU_COLUMN)).not.toEqual(byName);
  await expect.poll(async () => isSorted(await prices(page), false)).toBe(true);
  const ascending = await prices(page);
  // The sandbox's products are priced in US dollars, and the grid says so.
  expect((await columnTexts(page, 'Products', PRICE_COLUMN))[0]).toMatch(/^\$\d/);

  await header.getByRole('button', { name: 'Price' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => lastProductsRequest(requests)?.variables['sort']).toBe('-price');
  await expect.poll(async () => isSorted(await prices(page), true)).toBe(true);
  // The dearest product is not the cheapest: the order really flipped.
  expect((await prices(page))[0]).toBeGreaterThan(ascending[0] ?? Infinity);
});

test('searches by exact SKU', async ({ app, context }) => {
  const { page } = app;
  const requests = await recordGraphqlRequests(page);
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await expect(dataRows(page, 'Products').nth(20)).toBeVisible();
  const sku = await cellText(dataRows(page, 'Products').nth(20), SKU_COLUMN);

  const search = page.getByRole('searchbox', { name: 'Search by SKU' });
  await search.fill(sku);
  await search.press('Enter');
  await expect.poll(() => lastProductsRequest(requests)?.variables['sku']).toBe(sku);
  await expect(dataRows(page, 'Products')).toHaveCount(1);
  await expect(dataRows(page, 'Products').first()).toContainText(sku);
  await expect(page.getByRole('status').filter({ hasText: 'Exact SKU match.' })).toBeVisible();

  // Whole SKUs only, letter case included: a lower-case copy finds nothing, and says so.
  await search.fill(sku.toLowerCase());
  await search.press('Enter');
  await expect(page.getByText(`No product has the SKU “${sku.toLowerCase()}”`)).toBeVisible();
  await expect(dataRows(page, 'Products')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(dataRows(page, 'Products').nth(20)).toBeVisible();
  expect(lastProductsRequest(requests)?.variables['sku']).toBeNull();
});
