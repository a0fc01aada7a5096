/**
 * Keyboard and small windows. Escape (or the close button) closes a detail pane and puts focus
 * back on the grid, on the row the pane showed. At 1024×700 with a pane open, the identifying
 * columns (SKU and Name; Order) stay in view, also after keyboard moves and sideways scrolling.
 * Products are tried over the complete catalogue copy, the view's state for most of a session.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import {
  cellText,
  dataRows,
  grid,
  openView,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './support/dashboard.ts';

/** The cell lies horizontally inside the grid's visible box (not scrolled away or covered). */
async function expectInView(page: Page, name: 'Products' | 'Orders', cell: Locator) {
  const box = await grid(page, name).boundingBox();
  const cellBox = await cell.boundingBox();
  if (box === null || cellBox === null) throw new Error('not laid out');
  expect(cellBox.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(cellBox.x + Math.min(cellBox.width, 40)).toBeLessThanOrEqual(box.x + box.width);
}

async function activeRowText(page: Page, name: 'Products' | 'Orders'): Promise<string> {
  const id = await grid(page, name).getAttribute('aria-activedescendant');
  return (await page.locator(`[id="${id ?? ''}"]`).innerText()).trim();
}

test('Escape and the close button return focus to the row the pane came from', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  const products = grid(page, 'Products');
  await expect(dataRows(page, 'Products').first()).toBeVisible();
  await products.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const sku = await cellText(dataRows(page, 'Products').nth(3), 1);
  await page.keyboard.press('Enter');
  const pane = page.getByRole('complementary', { name: 'Product details' });
  await expect(pane.getByText(sku).first()).toBeVisible();

  // Into the pane, then Escape: the pane closes and the grid has focus on the same row.
  await pane.getByRole('button', { name: 'Close details' }).focus();
  await page.keyboard.press('Escape');
  await expect(pane).toHaveCount(0);
  await expect(products).toBeFocused();
  expect(await activeRowText(page, 'Products')).toContain(sku);

  // The close button does the same.
  await page.keyboard.press('Enter');
  await pane.getByRole('button', { name: 'Close details' }).click();
  await expect(pane).toHaveCount(0);
  await expect(products).toBeFocused();
  expect(await activeRowText(page, 'Products')).toContain(sku);

  // Escape on the grid itself closes an open pane too.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pane).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pane).toHaveCount(0);
  await expect(products).toBeFocused();
});

test('at 1024×700 with a pane open, SKU, Name and Order number stay in view', async ({
  app,
  context,
}) => {
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  const products = grid(page, 'Products');
  await dataRows(page, 'Products').nth(1).click();
  await expect(page.getByRole('complementary', { name: 'Product details' })).toBeVisible();
  for (const header of ['SKU', 'Name']) {
    await expectInView(page, 'Products', products.getByRole('columnheader', { name: header }));
  }

  // Keyboard moves and sideways scrolling never take the identifying columns away.
  await products.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
  await products.evaluate('(el) => { el.scrollLeft = el.scrollWidth; }');
  const id = (await products.getAttribute('aria-activedescendant')) ?? '';
  const activeRow = page.locator(`[id="${id}"]`);
  await expectInView(page, 'Products', activeRow.locator('[aria-colindex="1"]'));
  await expectInView(page, 'Products', activeRow.locator('[aria-colindex="2"]'));

  await openView(page, 'Orders');
  await dataRows(page, 'Orders').first().click();
  await expect(page.getByRole('complementary', { name: 'Order details' })).toBeVisible();
  const orders = grid(page, 'Orders');
  await orders.evaluate('(el) => { el.scrollLeft = el.scrollWidth; }');
  await expectInView(page, 'Orders', orders.getByRole('columnheader', { name: 'Order' }));
  await expectInView(
    page,
    'Orders',
    dataRows(page, 'Orders').first().locator('[aria-colindex="1"]'),
  );
});
