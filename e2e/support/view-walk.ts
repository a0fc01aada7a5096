/**
 * Quality: a walk through each main view (sign-in, products with a detail open, orders
 * with a detail open, inventory with a SKU loaded, account) in one colour scheme, following the
 * OS setting (emulated). Every view is scanned with axe (no serious or critical violations) at
 * 1366×768 and 1024×700, and photographed at those and 1280×800 into the test output
 * (`<view>-<scheme>-<w>x<h>.png`) for a person to look at. One spec file per scheme keeps each
 * file short; the walk is two tests (WALK_PARTS) that can run side by side.
 */
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { App } from './app.ts';
import { expect, test } from './app.ts';
import { expectNoSeriousViolations } from './axe.ts';
import {
  cellText,
  dataRows,
  openView,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './dashboard.ts';

export type Scheme = 'light' | 'dark';

/**
 * A desk monitor's window, the most common laptop screen and a small laptop's. Each is
 * photographed; axe scans the two laptop sizes only (`scan`): the desk window lays a view out
 * as the 1366-wide one does, and an axe scan is the walk's costliest step.
 */
export const SCREEN_SIZES = [
  { width: 1280, height: 800, scan: false },
  { width: 1366, height: 768, scan: true },
  { width: 1024, height: 700, scan: true },
] as const;

/** A screen size as `setViewportSize` takes it: its width and height only. */
export const viewport = ({ width, height }: (typeof SCREEN_SIZES)[number]) => ({ width, height });

async function check(page: Page, testInfo: TestInfo, view: string, scheme: Scheme) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(viewport(size));
    if (size.scan) {
      await expectNoSeriousViolations(page, `${view} (${scheme}, ${size.width}×${size.height})`);
    }
    await page.screenshot({
      path: testInfo.outputPath(`${view}-${scheme}-${size.width}x${size.height}.png`),
    });
  }
  await page.setViewportSize(viewport(SCREEN_SIZES[0]));
}

/**
 * Signs in with the Account manager preset and waits for the catalogue copy, the products view a
 * session spends its day in. A click in the instant the list swaps from the service's pages to the
 * copy is lost (a loaded run once clicked a row just then and no pane opened), so a walk goes on
 * after the swap. The first part scans and shoots the sign-in screen on the way.
 */
async function signInOnCopy(
  app: App,
  context: BrowserContext,
  testInfo: TestInfo,
  scheme: Scheme,
  shootSignIn: boolean,
): Promise<void> {
  // Views at three sizes, each with an axe scan: longer than one ordinary spec.
  test.setTimeout(240_000);
  const { page } = app;
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.getByRole('heading', { name: /Sign in to Sandbox/ })).toBeVisible();
  if (shootSignIn) await check(page, testInfo, 'sign-in', scheme);
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
}

/** The third product of the list, whose details the walk opens and whose stock it looks up. */
const walkedProduct = (page: Page) => dataRows(page, 'Products').nth(2);

/** First part: the sign-in screen, products with a product's details open, the credit details. */
async function walkSignInAndProducts(
  app: App,
  context: BrowserContext,
  testInfo: TestInfo,
  scheme: Scheme,
): Promise<void> {
  const { page } = app;
  await signInOnCopy(app, context, testInfo, scheme, true);
  await walkedProduct(page).click();
  const product = page.getByRole('complementary', { name: 'Product details' });
  await expect(product.getByRole('region', { name: 'Product' })).toBeVisible();
  await check(page, testInfo, 'products', scheme);

  // The credit details open over the view (never under its buttons, never clipped).
  const gauge = page.getByRole('group', { name: 'API credits' });
  await gauge.getByRole('button', { name: 'About credits' }).click();
  await expect(gauge.getByRole('heading', { name: 'API credits' })).toBeVisible();
  await check(page, testInfo, 'credits', scheme);
}

/** Second part: orders with an order open, inventory with the product's SKU, the account. */
async function walkOrdersInventoryAccount(
  app: App,
  context: BrowserContext,
  testInfo: TestInfo,
  scheme: Scheme,
): Promise<void> {
  const { page } = app;
  await signInOnCopy(app, context, testInfo, scheme, false);
  const sku = await cellText(walkedProduct(page), 1);

  await openView(page, 'Orders');
  await dataRows(page, 'Orders').first().click();
  const order = page.getByRole('complementary', { name: 'Order details' });
  await expect(order.getByRole('region', { name: 'Shipping address' })).toBeVisible();
  await check(page, testInfo, 'orders', scheme);

  await openView(page, 'Inventory');
  const lookup = page.getByRole('searchbox', { name: 'Look up a SKU' });
  await lookup.fill(sku);
  await lookup.press('Enter');
  await expect(page.getByRole('table', { name: 'Inventory changes' })).toBeVisible();
  await check(page, testInfo, 'inventory', scheme);

  await openView(page, 'Account');
  const warehouses = page.getByRole('region', { name: 'Warehouses' });
  await expect(warehouses.getByRole('listitem').first()).toBeVisible();
  await check(page, testInfo, 'account', scheme);
}

/**
 * The walk in two parts, one test each, each signing in to its own host: the two workers share a
 * scheme's walk.
 */
export const WALK_PARTS = [
  { views: 'sign-in, products and credits', walk: walkSignInAndProducts },
  { views: 'orders, inventory and account', walk: walkOrdersInventoryAccount },
] as const;
