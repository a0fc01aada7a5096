/**
 * Products over the catalogue replica, through the web host: once the copy is complete, a word of
 * a product's name, its barcode, its lower-case SKU and the middle of its SKU each find it as you
 * type; Low stock lists exactly the products with available at or below a reorder level above 0
 * (checked against the service's own data), says which warehouse is low with its reorder level
 * and amount in the grid, the product pane and the export; screenshots at two sizes in both
 * themes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { callBridge } from './support/bridge-call.ts';
import {
  cellText,
  copyRowsSettled,
  dataRows,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './support/dashboard.ts';

// 300 products: the whole copy is one page of the sync's share even while the view pages from the
// service beside it. At 500 it sometimes took a second page, which waits about 35 s for credits.
test.use({ locale: 'en-US', hostArgs: ['--sandbox-products', '300'] });

const SKU_COLUMN = 1;
/** Under Low stock the reorder box comes first, so every column moves one to the right. */
const LOW_SKU_COLUMN = 2;
const NAME_COLUMN = 2;
const BARCODE_COLUMN = 7;

function search(page: Page) {
  return page.getByRole('searchbox', { name: 'Search products' });
}

interface StockRow {
  warehouse_id: string;
  warehouse_identifier: string | null;
  reorder_level: number | null;
  reorder_amount: number | null;
  available: number | null;
}

/** The service's rows of a product that are low, by the rule the app states. */
function lowRows(product: ProductNode): StockRow[] {
  return (product.warehouse_products ?? []).filter(
    (w) => (w.reorder_level ?? 0) > 0 && (w.available ?? 0) <= (w.reorder_level ?? 0),
  );
}
interface ProductNode {
  sku: string;
  warehouse_products: StockRow[] | null;
}

/** Every product, straight from the service (through the bridge, as any view would ask). */
async function serviceProducts(page: Page): Promise<ProductNode[]> {
  const products: ProductNode[] = [];
  let after: string | null = null;
  for (;;) {
    const reply = (await callBridge(page, 'graphql', {
      operationName: 'ReplicaProducts',
      variables: { first: 1000, ...(after ? { after } : {}) },
    })) as {
      ok: boolean;
      value?: {
        data: {
          products: {
            data: {
              pageInfo: { hasNextPage: boolean; endCursor: string | null };
              edges: { node: ProductNode }[];
            };
          };
        };
      };
    };
    const connection = reply.value?.data.products.data;
    if (!reply.ok || !connection) throw new Error('products could not be listed');
    products.push(...connection.edges.map((e) => e.node));
    after = connection.pageInfo.endCursor;
    if (!connection.pageInfo.hasNextPage) return products;
  }
}

test('a word of the name, the barcode and the lower-case SKU each find a product', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  // The searches below run in the page, over its own copy of the catalogue.
  await expect(page.locator('.products-table')).toHaveAttribute('data-rows-from', 'page');

  // A product with a barcode and a name of at least two words, from the list itself.
  const rows = dataRows(page, 'Products');
  let sku = '';
  let name = '';
  let barcode = '';
  for (let i = 0; i < 20 && (barcode === '' || name.split(' ').length < 2); i++) {
    const row = rows.nth(i);
    sku = await cellText(row, SKU_COLUMN);
    name = await cellText(row, NAME_COLUMN);
    barcode = await cellText(row, BARCODE_COLUMN);
    if (barcode === '—') barcode = '';
  }
  expect(barcode).not.toBe('');
  const word = name.split(' ').at(-1)?.toLowerCase() ?? '';

  const field = search(page);
  // The SKU's last three digits are inside it, not at its start ("315" for SBX-000315).
  const middle = sku.slice(-3);
  expect(sku.startsWith(middle)).toBe(false);
  for (const text of [word, barcode, sku.toLowerCase(), middle]) {
    await field.fill(text);
    await expect(
      dataRows(page, 'Products').filter({ hasText: sku }).first(),
      `searching "${text}" lists ${sku}`,
    ).toBeVisible();
  }
  // The exact SKU ranks first.
  await field.fill(sku.toLowerCase());
  await expect(dataRows(page, 'Products').first()).toContainText(sku);
  await page.screenshot({ path: testInfo.outputPath('products-search-sku.png') });

  // Text that matches nothing, and text that would be a broken pattern, are just text.
  await field.fill('(*[unmatched');
  await expect(page.getByText('Nothing matches “(*[unmatched”')).toBeVisible();
});

test('the search runs in the page’s own image, under the page’s CSP, at two sizes', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  await expect(page.locator('.products-table')).toHaveAttribute('data-rows-from', 'page');
  // Searched in the page itself: no worker is started for it.
  expect(page.workers()).toEqual([]);
  const name = await cellText(dataRows(page, 'Products').first(), NAME_COLUMN);
  const word = name.split(' ').at(-1)?.toLowerCase() ?? '';
  for (const [width, height] of [
    [1366, 768],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await search(page).fill(word);
    await expect(page.locator('.products-table')).toHaveAttribute('data-search', word);
    await expect(dataRows(page, 'Products').first()).toContainText(name);
    await page.screenshot({
      path: testInfo.outputPath(`products-image-search-${width}x${height}.png`),
    });
  }
  expect(refused).toEqual([]);
});

test('a click anywhere in a column header sorts by it, not only on its label', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  // Past the label: near the far edge of a text column's header, and of a figure's.
  for (const [name, edge] of [
    ['SKU', 'right'],
    ['Available', 'left'],
  ] as const) {
    const header = page.getByRole('columnheader', { name });
    const box = await header.boundingBox();
    if (box === null) throw new Error(`no ${name} header on screen`);
    const x = edge === 'right' ? box.x + box.width - 12 : box.x + 12;
    await page.mouse.click(x, box.y + box.height / 2);
    await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
  }
});

test('Low stock lists exactly the products at or below their reorder level', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);

  const expected = new Set(
    (await serviceProducts(page)).filter((p) => lowRows(p).length > 0).map((p) => p.sku),
  );
  expect(expected.size).toBeGreaterThan(0);

  const button = page.getByRole('button', { name: /^Low stock/ });
  await expect(button).toContainText(String(expected.size));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /below reorder level/ })).toContainText(
    `${expected.size.toLocaleString('en-US')} below reorder level`,
  );
  // That count is the catalogue's, said over the unfiltered rows too: wait for the low rows.
  await copyRowsSettled(page);

  // Every listed row is one of them, and all of them are listed (scrolling through the list).
  const seen = new Set<string>();
  const grid = page.getByRole('grid', { name: 'Products' });
  await grid.hover();
  for (let pass = 0; pass < 200 && seen.size < expected.size; pass++) {
    for (const text of await dataRows(page, 'Products')
      .locator(`[role="gridcell"][aria-colindex="${LOW_SKU_COLUMN}"]`)
      .allInnerTexts()) {
      seen.add(text.trim());
    }
    await page.mouse.wheel(0, 600);
  }
  expect([...seen].sort()).toEqual([...expected].sort());
});

test('Low stock says which warehouse is low, with its reorder level and amount', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  const low = new Map(
    (await serviceProducts(page))
      .map((p) => [p.sku, lowRows(p)] as const)
      .filter(([, r]) => r.length > 0),
  );
  const lines = [...low.values()].reduce((sum, rows) => sum + rows.length, 0);
  const figure = (n: number | null) => (n ?? 0).toLocaleString('en-US');
  const joined = (rows: StockRow[], value: (row: StockRow) => string) =>
    rows.map(value).join(' · ');

  await page.getByRole('button', { name: /^Low stock/ }).click();
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('columnheader')).toHaveText([
    /^Reorder/,
    /^SKU/,
    /^Name/,
    /^On hand/,
    /^Available/,
    /^On order/,
    /^Low in/,
    /^Available there/,
    /^Reorder level/,
    /^Reorder amount/,
    /^Price/,
    /^Value/,
    /^Barcode/,
    /^Updated/,
  ]);
  // The columns change at the click; the rows only when the low-stock rows come.
  await copyRowsSettled(page);
  await page.screenshot({ path: testInfo.outputPath('low-stock-grid.png') });
  const row = dataRows(page, 'Products').first();
  const sku = await cellText(row, LOW_SKU_COLUMN);
  const rows = low.get(sku) ?? [];
  expect(rows.length).toBeGreaterThan(0);
  expect(await cellText(row, 7)).toBe(
    joined(rows, (r) => r.warehouse_identifier ?? r.warehouse_id),
  );
  expect(await cellText(row, 8)).toBe(joined(rows, (r) => figure(r.available)));
  expect(await cellText(row, 9)).toBe(joined(rows, (r) => figure(r.reorder_level)));
  expect(await cellText(row, 10)).toBe(joined(rows, (r) => figure(r.reorder_amount)));

  // The product pane shows the reorder figures of every warehouse, the low one marked.
  await row.click();
  const reordering = page
    .getByRole('complementary', { name: 'Product details' })
    .getByRole('region', { name: 'Reordering' });
  await expect(reordering.getByRole('columnheader')).toHaveText([
    'Warehouse',
    'Available',
    'Reorder level',
    'Reorder amount',
  ]);
  await expect(reordering.getByText('(low)')).toHaveCount(rows.length);
  await page.screenshot({ path: testInfo.outputPath('low-stock-reordering.png') });

  // The export: one line per low warehouse, with the same columns.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export products' });
  await dialog.getByRole('radio', { name: /the filters show$/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  const records = text.split('\r\n').filter((line) => line !== '');
  expect(records[0]).toBe(
    'SKU,Name,On hand,Available,Low in,Available there,Reorder level,Reorder amount,Price,Value,Currency,Barcode,Updated',
  );
  expect(records).toHaveLength(1 + lines);
});

for (const [width, height] of [
  [1280, 800],
  [1024, 700],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`products over the replica at ${width}×${height}, ${scheme}`, async ({
      app,
      context,
    }, testInfo) => {
      const { page } = app;
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await signInWithBrowser(app, context, { preset: 'Account manager' });
      await waitForCatalogueCopy(page);
      // A word of the first product's name: a search with a handful of results.
      const name = await cellText(dataRows(page, 'Products').first(), NAME_COLUMN);
      await search(page).fill(name.split(' ')[0]?.toLowerCase() ?? '');
      await expect(dataRows(page, 'Products').first()).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`products-replica-${width}x${height}-${scheme}.png`),
      });
    });
  }
}
