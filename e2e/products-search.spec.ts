/**
 * Products over the catalogue replica, through the web host: once the copy is complete, a word of
 * a product's name, its barcode and its lower-case SKU each find it as you type; Low stock lists
 * exactly the products with available at or below a reorder level above 0 (checked against the
 * service's own data); screenshots at two sizes in both themes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { callBridge } from './support/bridge-call.ts';
import {
  cellText,
  dataRows,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './support/dashboard.ts';

// 300 products: the whole copy is one page of the sync's share even while the view pages from the
// service beside it. At 500 it sometimes took a second page, which waits about 35 s for credits.
test.use({ locale: 'en-US', hostArgs: ['--sandbox-products', '300'] });

const SKU_COLUMN = 1;
const NAME_COLUMN = 2;
const BARCODE_COLUMN = 7;

function search(page: Page) {
  return page.getByRole('searchbox', { name: 'Search products' });
}

interface StockRow {
  reorder_level: number | null;
  available: number | null;
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
  for (const text of [word, barcode, sku.toLowerCase()]) {
    await field.fill(text);
    await expect(
      dataRows(page, 'Products').filter({ hasText: sku }).first(),
      `searching "${text}" lists ${sku}`,
    ).toBeVisible();
  }
  // The exact SKU ranks first.
  await expect(dataRows(page, 'Products').first()).toContainText(sku);
  await page.screenshot({ path: testInfo.outputPath('products-search-sku.png') });

  // Text that matches nothing, and text that would be a broken pattern, are just text.
  await field.fill('(*[unmatched');
  await expect(page.getByText('Nothing matches “(*[unmatched”')).toBeVisible();
});

test('Low stock lists exactly the products at or below their reorder level', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);

  const expected = new Set(
    (await serviceProducts(page))
      .filter((p) =>
        (p.warehouse_products ?? []).some(
          (w) => (w.reorder_level ?? 0) > 0 && (w.available ?? 0) <= (w.reorder_level ?? 0),
        ),
      )
      .map((p) => p.sku),
  );
  expect(expected.size).toBeGreaterThan(0);

  const button = page.getByRole('button', { name: /^Low stock/ });
  await expect(button).toContainText(String(expected.size));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /below reorder level/ })).toContainText(
    `${expected.size.toLocaleString('en-US')} below reorder level`,
  );

  // Every listed row is one of them, and all of them are listed (scrolling through the list).
  const seen = new Set<string>();
  const grid = page.getByRole('grid', { name: 'Products' });
  await grid.hover();
  for (let pass = 0; pass < 200 && seen.size < expected.size; pass++) {
    for (const text of await dataRows(page, 'Products')
      .locator(`[role="gridcell"][aria-colindex="${SKU_COLUMN}"]`)
      .allInnerTexts()) {
      seen.add(text.trim());
    }
    await page.mouse.wheel(0, 600);
  }
  expect([...seen].sort()).toEqual([...expected].sort());
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
