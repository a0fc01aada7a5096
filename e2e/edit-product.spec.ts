/**
 * Editing a product: name and barcode through product_update, a warehouse's reorder level and
 * amount through warehouse_product_update — only what changed is sent, each once, and the pane
 * shows the result. The dialog is a real modal (the page behind is inert). Without
 * change:products the action is disabled and says why, in words.
 */
import { expect, test } from './support/app.ts';
import {
  dataRows,
  recordGraphqlRequests,
  signInWithBrowser,
  waitForCatalogueCopy,
  type GraphqlRequest,
} from './support/dashboard.ts';

const sent = (requests: readonly GraphqlRequest[], name: string) =>
  requests.filter((r) => r.operationName === name);

test('edits the name and one warehouse’s reorder settings, sending each change once', async ({
  app,
  context,
}) => {
  const { page } = app;
  const requests = await recordGraphqlRequests(page);
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  // After the list's one swap to the catalogue copy: a click in that instant is lost.
  await waitForCatalogueCopy(page);
  await dataRows(page, 'Products').nth(1).click();
  const pane = page.getByRole('complementary', { name: 'Product details' });
  await pane.getByRole('button', { name: 'Edit' }).click();

  const dialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(dialog).toBeVisible();
  // Native modal: the page behind cannot be reached.
  expect(await page.evaluate('document.querySelector("dialog.modal").matches(":modal")')).toBe(
    true,
  );
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate('document.activeElement.closest("dialog") !== null')).toBe(true);
  await expect(dialog.getByText(/value.*is\s+the unit cost/)).toBeVisible();

  // Nothing changed: nothing to save.
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  const warehouse = dialog.getByRole('group').first();
  const warehouseName = (await warehouse.locator('legend').innerText()).trim();
  await warehouse.getByRole('textbox', { name: /^Reorder level/ }).fill('-2');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(warehouse.getByRole('textbox', { name: /^Reorder level/ })).toBeFocused();
  await expect(warehouse.getByText('Enter 0 or more.')).toBeVisible();
  expect(sent(requests, 'UpdateWarehouseProduct')).toHaveLength(0);

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E renamed product');
  await warehouse.getByRole('textbox', { name: /^Reorder level/ }).fill('9999');
  await warehouse.getByRole('textbox', { name: /^Reorder amount/ }).fill('120');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved “E2E renamed product”' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(sent(requests, 'UpdateProduct').map((r) => r.variables)).toEqual([
    { data: { sku: expect.any(String) as unknown, name: 'E2E renamed product' } },
  ]);
  const warehouseUpdates = sent(requests, 'UpdateWarehouseProduct');
  expect(warehouseUpdates).toHaveLength(1);
  expect(warehouseUpdates[0]?.variables).toMatchObject({
    data: { reorder_level: 9999, reorder_amount: 120 },
  });

  // The pane shows the new name, and the stock is now below its reorder level there.
  await expect(pane.getByRole('heading', { name: 'E2E renamed product' })).toBeVisible();
  await pane.getByRole('button', { name: 'Edit' }).click();
  await expect(
    dialog
      .getByRole('group', { name: warehouseName })
      .getByRole('textbox', { name: /^Reorder level/ }),
  ).toHaveValue('9999');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Escape closed only the dialog, not the pane behind it.
  await expect(pane).toBeVisible();
});

test('without change:products, Edit is disabled and says what is missing', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Floor kiosk' });
  await dataRows(page, 'Products').first().click();
  const pane = page.getByRole('complementary', { name: 'Product details' });
  await expect(pane.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(pane.getByText(/change:products|Change products/).first()).toBeVisible();
});
