/**
 * Creating a product: the form checks its fields before sending anything, sends amounts
 * as the decimal strings typed, reports the result, and the new product is then found by its SKU.
 */
import { expect, test } from './support/app.ts';
import {
  cellText,
  dataRows,
  recordGraphqlRequests,
  signInWithBrowser,
  type GraphqlRequest,
} from './support/dashboard.ts';

// The products view pages from the service until the catalogue copy is complete, then lists the
// copy. The exact-SKU search below is the paged view's, so the host keeps no copy: no switch mid-test.
test.use({ hostArgs: ['--no-catalogue-copy'] });

const PRODUCT = {
  name: 'E2E pallet wrap, 500 mm',
  sku: 'E2E-WRAP-500',
  price: '12.50',
  value: '7.25',
  barcode: '4006381333931',
};

const creates = (requests: readonly GraphqlRequest[]) =>
  requests.filter((r) => r.operationName === 'CreateProduct');

test('creates a product, then finds it by SKU', async ({ app, context }) => {
  const { page } = app;
  const requests = await recordGraphqlRequests(page);
  await signInWithBrowser(app, context, { preset: 'Account manager' });

  await page.getByRole('button', { name: 'Create product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create product' });
  await expect(dialog).toBeVisible();

  // Nothing is sent while the form is invalid; the first invalid field gets focus.
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(dialog.getByText('Enter the product’s name.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('12,50');
  await expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(creates(requests)).toHaveLength(0);

  await dialog.getByRole('textbox', { name: /^Name/ }).fill(PRODUCT.name);
  await dialog.getByRole('textbox', { name: /^SKU/ }).fill(PRODUCT.sku);
  await dialog.getByRole('textbox', { name: /^Price/ }).fill(PRODUCT.price);
  await dialog.getByRole('textbox', { name: /^Value/ }).fill(PRODUCT.value);
  await dialog.getByRole('textbox', { name: /^Barcode/ }).fill(PRODUCT.barcode);
  const stock = dialog.getByRole('textbox', { name: / on hand$/ });
  await expect(stock.first()).toBeVisible();
  await stock.first().fill('40');
  await dialog.getByRole('button', { name: 'Save product' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: `Created “${PRODUCT.name}”` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = creates(requests);
  expect(sent).toHaveLength(1);
  // Money goes out as the typed decimal strings, never as floats, on each warehouse's record:
  // the service keeps price and value per warehouse.
  const lines = sent[0]?.variables['data'] as { warehouse_products: unknown[] } | undefined;
  expect(lines?.warehouse_products.length).toBeGreaterThan(0);
  for (const line of lines?.warehouse_products ?? []) {
    expect(line).toMatchObject({ price: '12.50', value: '7.25' });
  }

  // Its details are open.
  const details = page.getByRole('complementary', { name: 'Product details' });
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(PRODUCT.name);
  await expect(details).toContainText('40');

  // And the exact-SKU search finds it.
  const search = page.getByRole('searchbox', { name: 'Search by SKU' });
  await search.fill(PRODUCT.sku);
  await search.press('Enter');
  await expect(dataRows(page, 'Products')).toHaveCount(1);
  const row = dataRows(page, 'Products').first();
  await expect(row).toContainText(PRODUCT.sku);
  await expect(row).toContainText(PRODUCT.name);
  await expect(row).toContainText('12.50');
  await expect(row).toContainText(PRODUCT.barcode);
});

test('refuses a SKU that already exists, and says which field', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await expect(dataRows(page, 'Products').first()).toBeVisible();
  const taken = await cellText(dataRows(page, 'Products').first(), 1);

  await page.getByRole('button', { name: 'Create product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create product' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Duplicate');
  await dialog.getByRole('textbox', { name: /^SKU/ }).fill(taken);
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('1.00');
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(dialog.getByText('The product was not created')).toBeVisible();
  const skuField = dialog.getByRole('textbox', { name: /^SKU/ });
  await expect(skuField).toHaveAttribute('aria-invalid', 'true');
  await expect(skuField).toHaveAccessibleDescription(/already exists/);
  await dialog.screenshot({ path: testInfo.outputPath('create-product-duplicate-sku.png') });
});
