/**
 * Saved views: name the current filters, find the view under Orders in the sidebar, open it,
 * rename it, delete it. (That they survive a restart is a unit test of main's settings store:
 * electron/views/saved-order-views.test.ts; the web host keeps them in memory.)
 */
import { expect, test } from './support/app.ts';
import { dataRows } from './support/dashboard.ts';
import { signInToOrders } from './support/orders.ts';

test('saves, opens, renames and deletes a view of the orders list', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('form', { name: 'Order filters' });
  await panel.getByRole('combobox', { name: 'Holds' }).selectOption({ label: 'On hold' });
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  const chip = page.getByRole('button', { name: 'Remove filter Holds: on hold' });
  await expect(chip).toBeVisible();
  // Every row names its hold ("On hold · Operator", "Payment hold", "2 holds").
  await expect(dataRows(page, 'Orders').first()).toContainText(/hold/);

  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Orders on hold');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  const views = page.getByRole('list', { name: 'Saved order views' });
  await expect(views.getByRole('button', { name: 'Orders on hold', exact: true })).toBeVisible();

  // Away and back through the sidebar: the filters come back with the view.
  await chip.click();
  await expect(chip).toHaveCount(0);
  await views.getByRole('button', { name: 'Orders on hold', exact: true }).click();
  await expect(chip).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-saved-view.png') });

  // Rename and delete show on hover or keyboard focus of the view's entry.
  await views.getByRole('button', { name: 'Orders on hold', exact: true }).focus();
  await views.getByRole('button', { name: 'Rename view Orders on hold' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename “Orders on hold”' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Held orders');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(views.getByRole('button', { name: 'Held orders', exact: true })).toBeVisible();

  await views.getByRole('button', { name: 'Held orders', exact: true }).hover();
  await views.getByRole('button', { name: 'Delete view Held orders' }).click();
  await page
    .getByRole('dialog', { name: 'Delete “Held orders”?' })
    .getByRole('button', { name: 'Delete view' })
    .click();
  await expect(views).toHaveCount(0);
});
