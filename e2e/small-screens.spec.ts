/**
 * Small screens, as people have them: a 1366×768 laptop with an order open, 1280×800 and
 * 1024×700 with a product open. The columns a user reads beside the pane are whole (not under
 * the pane, not cut at the grid's edge), the page itself never scrolls (the grid and the pane
 * each scroll on their own), and the top bar gives way by shortening a long user name, never the
 * finder. Screenshots go to the test output (`<view>-<w>x<h>.png`) for a person to judge.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { dataRows, grid, signInWithBrowser, waitForCatalogueCopy } from './support/dashboard.ts';

type Size = { readonly width: number; readonly height: number };
interface Overflow {
  readonly scrollHeight: number;
  readonly clientHeight: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/** How far the element `selector` finds overflows its box (the e2e project has no DOM types). */
function overflowOf(page: Page, selector: string): Promise<Overflow> {
  return page.evaluate<Overflow>(`((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }))(${selector === ':root' ? 'document.scrollingElement' : `document.querySelector(${JSON.stringify(selector)})`})`);
}

/** The header cell lies wholly inside the grid's box, as far as the user sees it. */
async function expectWhole(page: Page, name: 'Products' | 'Orders', header: string) {
  const table = grid(page, name);
  const cell = table.getByRole('columnheader', { name: header });
  const box = await table.boundingBox();
  const cellBox = await cell.boundingBox();
  if (box === null || cellBox === null) throw new Error(`${header}: not laid out`);
  expect(cellBox.x, `${header} starts inside the grid`).toBeGreaterThanOrEqual(box.x);
  expect(cellBox.x + cellBox.width, `${header} ends inside the grid`).toBeLessThanOrEqual(
    box.x + box.width,
  );
}

/** Neither the document nor the main area scrolls: only the grid and the pane do. */
async function expectPageStill(page: Page) {
  const root = await overflowOf(page, ':root');
  expect(root.scrollHeight, 'the document scrolls').toBeLessThanOrEqual(root.clientHeight);
  const main = await overflowOf(page, 'main');
  expect(main.scrollHeight, 'the main area scrolls').toBeLessThanOrEqual(main.clientHeight);
}

async function photograph(page: Page, testInfo: TestInfo, view: string, size: Size) {
  await page.screenshot({ path: testInfo.outputPath(`${view}-${size.width}x${size.height}.png`) });
}

async function atSize(page: Page, size: Size, pane: Locator) {
  await page.setViewportSize(size);
  await expect(pane).toBeVisible();
}

test('an order at 1366×768 (and 1280×800): the columns beside the pane, one scroll each', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  const size = { width: 1366, height: 768 };
  await page.setViewportSize(size);
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Orders' });
  await dataRows(page, 'Orders').first().click();
  const pane = page.getByRole('complementary', { name: 'Order details' });
  await expect(pane.getByRole('region', { name: 'Shipping address' })).toBeVisible();
  await atSize(page, size, pane);
  for (const header of ['Order', 'Date', 'Status', 'Total', 'Shop']) {
    await expectWhole(page, 'Orders', header);
  }
  await expectPageStill(page);
  // The pane's own content is taller than the window: it scrolls inside, the page does not.
  const paneBox = await overflowOf(page, 'aside[aria-label="Order details"]');
  expect(paneBox.scrollHeight).toBeGreaterThan(paneBox.clientHeight);
  expect(paneBox.scrollWidth, 'the pane scrolls sideways').toBeLessThanOrEqual(paneBox.clientWidth);
  await photograph(page, testInfo, 'orders', size);

  // At 1280×800 the pane is at its narrowest (Shop is cut at the grid's edge): still all inside.
  const desk = { width: 1280, height: 800 };
  await atSize(page, desk, pane);
  for (const header of ['Order', 'Date', 'Status', 'Total']) {
    await expectWhole(page, 'Orders', header);
  }
  await expectPageStill(page);
  const narrowPane = await overflowOf(page, 'aside[aria-label="Order details"]');
  expect(narrowPane.scrollWidth, 'the pane scrolls sideways').toBeLessThanOrEqual(
    narrowPane.clientWidth,
  );
  await photograph(page, testInfo, 'orders', desk);
});

test('a product at 1280×800 and 1024×700: the stock columns beside the pane', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  await dataRows(page, 'Products').nth(1).click();
  const pane = page.getByRole('complementary', { name: 'Product details' });
  await expect(pane.getByRole('region', { name: 'Product' })).toBeVisible();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 700 },
  ]) {
    await atSize(page, size, pane);
    for (const header of ['SKU', 'Name', 'On hand', 'Available']) {
      await expectWhole(page, 'Products', header);
    }
    await expectPageStill(page);
    const paneBox = await overflowOf(page, 'aside[aria-label="Product details"]');
    expect(paneBox.scrollWidth, 'the pane scrolls sideways').toBeLessThanOrEqual(
      paneBox.clientWidth,
    );
    await photograph(page, testInfo, 'products', size);
  }
});

test('at 1024 px a long user name gives way; the finder keeps "Find"', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  const size = { width: 1024, height: 700 };
  await page.setViewportSize(size);
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Orders' });
  const name = page.locator('.user-name');
  await expect(name).not.toHaveText('');
  // The sandbox's user has a short name; the bar is tried with a long one in its place.
  await page.evaluate(
    `document.querySelector('.user-name').textContent =
      'Maximiliana Theodora Featherstonehaugh-Worthington'`,
  );
  const finder = page.getByRole('button', { name: /^Find products, orders/ });
  const label = finder.locator('.finder-button-label');
  // "Find" is whole: the label is not cut (an ellipsis would make it narrower than its text).
  const labelBox = await overflowOf(page, '.shell-top .finder-button-label');
  expect(labelBox.scrollWidth).toBeLessThanOrEqual(labelBox.clientWidth);
  await expect(label).toContainText('Find');
  const nameBox = await overflowOf(page, '.user-name');
  expect(nameBox.scrollWidth, 'the long name is cut').toBeGreaterThan(nameBox.clientWidth);
  const badge = page.locator('.user-badge');
  await expect(badge).toHaveAttribute('title', /^Signed in as /);
  // Nothing in the bar is pushed past the window's edge.
  const signOut = page.getByRole('button', { name: 'Sign out' });
  const box = await signOut.boundingBox();
  if (box === null) throw new Error('Sign out: not laid out');
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  await page.screenshot({
    path: testInfo.outputPath('top-bar-1024x700.png'),
    clip: { x: 0, y: 0, width: size.width, height: 44 },
  });
});
