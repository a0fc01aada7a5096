/**
 * The quick finder (Ctrl/Cmd+K), through the web host: a word of a product's name found from
 * another view, opened with the arrows and Enter, its pane focused; a scanner's barcode and Enter
 * opening its product at once; an order opened by its number with the mouse; Escape giving focus
 * back; an e-mail address leading to that customer's orders (and a name in the orders search
 * saying it cannot be searched); a tap on a touch screen; no serious axe findings; screenshots at
 * two sizes in both themes.
 * Every wait is for something a user sees (the catalogue copy complete, a pane's title), never
 * for a length of time.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/app.ts';
import {
  cellText,
  dataRows,
  openView,
  signInWithBrowser,
  waitForCatalogueCopy,
} from './support/dashboard.ts';

test.use({ locale: 'en-US' });

const SKU_COLUMN = 1;
const NAME_COLUMN = 2;
const BARCODE_COLUMN = 7;

function finder(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Find a product or an order' });
}

function finderField(page: Page): Locator {
  return finder(page).getByRole('combobox', { name: 'Find a product or an order' });
}

/**
 * Waits until the options answer the whole text typed: while an earlier text's answer is still
 * shown, or a check is out, the list is aria-busy.
 */
async function answered(page: Page): Promise<void> {
  await expect(
    finder(page).getByRole('listbox', { name: 'Products and orders found' }),
  ).toHaveAttribute('aria-busy', 'false');
}

interface KnownProduct {
  readonly sku: string;
  readonly name: string;
  readonly barcode: string;
}

/** A product with a barcode and a name of two words or more, read from the products list. */
async function someProduct(page: Page, skip = 0): Promise<KnownProduct> {
  const rows = dataRows(page, 'Products');
  let found = 0;
  for (let i = 0; i < 30; i++) {
    const row = rows.nth(i);
    const barcode = await cellText(row, BARCODE_COLUMN);
    const name = await cellText(row, NAME_COLUMN);
    if (barcode === '—' || name.split(' ').length < 2) continue;
    if (found++ < skip) continue;
    return { sku: await cellText(row, SKU_COLUMN), name, barcode };
  }
  throw new Error('no product with a barcode among the first rows');
}

/** The detail pane's title, which takes focus when the finder opens its record. */
function paneTitle(page: Page, pane: 'Product details' | 'Order details', name: string): Locator {
  return page
    .getByRole('complementary', { name: pane })
    .getByRole('heading', { level: 2, name, exact: true });
}

test('finds products by a word of the name and a scanned barcode, and orders by number', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  const first = await someProduct(page);
  const second = await someProduct(page, 1);

  // From another view, with the keyboard: a word of the name, the arrows, Enter.
  await openView(page, 'Orders');
  const orderNumber = await cellText(dataRows(page, 'Orders').first(), 1);
  expect(orderNumber).toMatch(/^#\d+$/);
  const ordersNav = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Orders',
  });
  await ordersNav.focus();
  await page.keyboard.press('Control+k');
  await expect(finder(page)).toBeVisible();
  await expect(finderField(page)).toBeFocused();
  await page.keyboard.type(first.name);
  // Typed a key at a time: the options of a shorter text may still be on screen.
  await answered(page);
  const options = finder(page).getByRole('option');
  const wanted = options.filter({ hasText: first.sku });
  await expect(wanted).toBeVisible();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, 'quick finder with results');
  const index = Number((await wanted.getAttribute('data-index')) ?? '-1');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await expect(finderField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await wanted.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(finder(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(paneTitle(page, 'Product details', first.name)).toBeFocused();

  // Escape gives focus back to where it was.
  await ordersNav.focus();
  await page.keyboard.press('Control+k');
  await expect(finderField(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(finder(page)).toBeHidden();
  await expect(ordersNav).toBeFocused();

  // A scanner: the whole barcode and Enter, typed faster than any answer.
  await page.keyboard.press('Control+k');
  await finderField(page).pressSequentially(`${second.barcode}\n`);
  await expect(finder(page)).toBeHidden();
  await expect(paneTitle(page, 'Product details', second.name)).toBeFocused();
  await expect(page.getByRole('complementary', { name: 'Product details' })).toContainText(
    second.sku,
  );

  // With the mouse: the top bar's button, an order number, a click on the order.
  await page.getByRole('button', { name: 'Find products, orders…' }).click();
  await finderField(page).fill(orderNumber.slice(1));
  const orderOption = finder(page).getByRole('option', {
    name: new RegExp(`Order ${orderNumber}`),
  });
  // Once typing pauses, the service says the order exists, and what state it is in.
  await expect(orderOption).toContainText('open it in Orders');
  await answered(page);
  await orderOption.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(paneTitle(page, 'Order details', `Order ${orderNumber}`)).toBeFocused();

  // A miss is said to be a miss in the copy.
  await page.keyboard.press('Control+k');
  await finderField(page).fill('zq-no-such-thing');
  await expect(finder(page).getByRole('status')).toHaveText(
    /^No product matches “zq-no-such-thing” in the catalogue copy \(copy updated .+\)\.$/,
  );
  await expect(finder(page).getByRole('option')).toHaveCount(0);

  // An order number no order has is said so, not offered.
  await finderField(page).fill('987654321');
  await expect(finder(page).getByRole('status')).toHaveText(
    // With view:purchase_orders, the same digits are looked up as PO-987654321 too.
    /No order (has the number #987654321|\(#987654321\) or purchase order \(PO-987654321\) has that number)\.$/,
  );
  await expect(finder(page).getByRole('option', { name: /Order #987654321/ })).toHaveCount(0);
});

test('an e-mail address shows that customer’s orders; a name says what to try instead', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await openView(page, 'Orders');
  const row = dataRows(page, 'Orders').first();
  const orderNumber = await cellText(row, 1);
  await row.click();
  const details = page.getByRole('complementary', { name: 'Order details' });
  const email = (
    await details.getByRole('region', { name: 'Summary' }).locator('dd').nth(3).innerText()
  ).trim();
  expect(email).toContain('@');

  await page.keyboard.press('Control+k');
  await finderField(page).fill(email);
  const option = finder(page).getByRole('option', { name: new RegExp(`Orders of ${email}`) });
  await expect(option).toBeVisible();
  await expect(finder(page).getByRole('status')).toHaveText(
    'An e-mail address: Enter shows the orders placed with it.',
  );
  await page.keyboard.press('Enter');
  await expect(finder(page)).toBeHidden();
  await expect(page.getByRole('button', { name: `Remove filter E-mail: ${email}` })).toBeVisible();
  await expect(dataRows(page, 'Orders').filter({ hasText: orderNumber })).toHaveCount(1);

  // A customer's name in the orders search is not sent as a SKU: the field says what to try.
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill('Isaac Thomas');
  await search.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'customer name' })).toContainText(
    'Orders can’t be searched by customer name; try the order number or e-mail.',
  );
  // The notice offers the text as a SKU anyway (a SKU may hold a space), without applying it.
  await expect(page.getByRole('button', { name: 'Search “Isaac Thomas” as a SKU' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove filter SKU/ })).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on the top bar’s button and on a product opens it', async ({ app, context }) => {
    const { page } = app;
    await signInWithBrowser(app, context, { preset: 'Account manager' });
    await waitForCatalogueCopy(page);
    const product = await someProduct(page, 2);
    await page.getByRole('button', { name: 'Find products, orders…' }).tap();
    await finderField(page).fill(product.sku.toLowerCase());
    await answered(page);
    await finder(page).getByRole('option').filter({ hasText: product.sku }).tap();
    await expect(finder(page)).toBeHidden();
    await expect(paneTitle(page, 'Product details', product.name)).toBeVisible();
  });
});

test('the quick finder at 1280×800 and 1024×700, light and dark', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await waitForCatalogueCopy(page);
  const word = (await someProduct(page)).name.split(' ')[0]?.toLowerCase() ?? '';
  for (const [width, height] of [
    [1280, 800],
    [1024, 700],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.keyboard.press('Control+k');
      await finderField(page).fill(word);
      await answered(page);
      await expect(finder(page).getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.screenshot({
        path: testInfo.outputPath(`quick-finder-${width}x${height}-${scheme}.png`),
      });
      await page.keyboard.press('Escape');
      await expect(finder(page)).toBeHidden();
    }
  }
});
