/**
 * The overview, the first screen after sign-in: today's orders by status, orders on hold, low
 * stock and the last hour's credits, each figure a way into its filtered list. The figures are
 * checked against the lists they open (the service counts nothing, so the lists are the truth).
 * Every wait is for something a person sees; screenshots at two sizes in both schemes go to the
 * test output (`overview-<scheme>-<w>x<h>.png`).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  dataRows,
  grid,
  openView,
  scrollGridToEnd,
  signInWithBrowser,
} from './support/dashboard.ts';
import { SCREEN_SIZES, viewport } from './support/view-walk.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Scrolls the orders grid until its status says every matching order is loaded; returns it. */
async function loadedOrders(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: /matching orders?/ });
  await expect
    .poll(
      async () => {
        await scrollGridToEnd(page, 'Orders');
        return status.innerText();
      },
      { timeout: 30_000 },
    )
    .toMatch(/in all\.$/);
  return status.innerText();
}

test('opens on the overview; each figure opens its list, with the same count', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Overview' }),
  ).toHaveAttribute('aria-current', 'page');

  // Orders on hold: the figure, then the list it opens holds exactly that many.
  const held = region(page, 'Orders on hold');
  const figure = held.getByRole('button', { name: /orders? waits? for a hold/ });
  await expect(figure).toBeVisible();
  const onHold = Number((await figure.locator('strong').innerText()).replace(/\D/g, ''));
  expect(onHold).toBeGreaterThan(0);
  await expect(held).toContainText(/Counted at .* for [\d,]+ credits/);
  await figure.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Holds: on hold' })).toBeVisible();
  expect(await loadedOrders(page)).toBe(
    `${onHold.toLocaleString('en-US')} matching orders in all.`,
  );

  // Today's orders: each status row opens today's orders of that status.
  await openView(page, 'Overview');
  const today = region(page, 'Today’s orders');
  await expect(today.getByText(/since midnight|No orders yet today/)).toBeVisible();
  const rows = today.getByRole('button', { name: / [\d,]+ orders? today$/ });
  if ((await rows.count()) > 0) {
    const words = await rows.first().locator('.overview-bar-label').innerText();
    const count = await rows.first().locator('.overview-bar-count').innerText();
    const shown = /^[\d,]+/.exec(count)?.[0] ?? 'no count';
    await rows.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Remove filter From: \d{4}-\d\d-\d\d$/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove filter Status: / })).toBeVisible();
    expect(await loadedOrders(page)).toMatch(new RegExp(`^${shown} matching orders? in all\\.$`));
    await expect(grid(page, 'Orders').getByText(words).first()).toBeVisible();
    await openView(page, 'Overview');
  }

  // Low stock, from the catalogue copy once it is complete: the products list's own count.
  const low = region(page, 'Low stock');
  const lowFigure = low.getByRole('button', { name: /at or below their reorder level/ });
  await expect(lowFigure).toBeVisible({ timeout: 60_000 });
  const lowCount = (await lowFigure.locator('strong').innerText()).trim();
  const firstProduct = low.getByRole('listitem').first().getByRole('button');
  const sku = await firstProduct.locator('.overview-product-sku').innerText();
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const quick = page
    .getByRole('group', { name: 'Show' })
    .getByRole('button', { name: /^Low stock/ });
  await expect(quick).toHaveAttribute('aria-pressed', 'true');
  await expect(quick).toContainText(lowCount);
  await expect(
    page.getByRole('complementary', { name: 'Product details' }).getByText(sku).first(),
  ).toBeVisible();
  await expect(dataRows(page, 'Products').first()).toBeVisible();

  // Credits: what Floorboard used is what it was charged, and never nothing after all that.
  await openView(page, 'Overview');
  const credits = region(page, 'Credits in the last hour');
  await expect(credits.getByText('By Floorboard')).toBeVisible();
  await expect(credits).toContainText(/of 4,004 available now/);
});

test('without permission to see orders: plain words and a way to ask, no error', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, {
    preset: 'Account manager',
    untick: ['view:orders'],
    startIn: 'Overview',
  });
  for (const name of ['Today’s orders', 'Orders on hold']) {
    const card = region(page, name);
    await expect(card.getByText(/was not given permission to see orders/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ask for “See orders”' })).toBeVisible();
  }
  await expect(page.locator('.state-block.is-error')).toHaveCount(0);
  await expect(
    region(page, 'Low stock').getByRole('button', { name: /at or below their reorder level/ }),
  ).toBeVisible({ timeout: 60_000 });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the overview in the ${scheme} scheme: axe scan and screenshots`, async ({
    app,
    context,
  }, testInfo) => {
    // Four sizes of axe scans over a page that now leads with the brief: more than a minute on
    // a busy machine.
    test.setTimeout(150_000);
    const { page } = app;
    await page.emulateMedia({ colorScheme: scheme });
    await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
    await expect(
      region(page, 'Low stock').getByRole('button', { name: /at or below their reorder level/ }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(
      region(page, 'Orders on hold').getByRole('button', { name: /for a hold/ }),
    ).toBeVisible();
    await expect(
      region(page, 'Today’s orders').getByText(/since midnight|No orders yet/),
    ).toBeVisible();
    await expect(region(page, 'Credits in the last hour').getByText('By Floorboard')).toBeVisible();
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(viewport(size));
      if (size.scan) {
        await expectNoSeriousViolations(page, `overview (${scheme}, ${size.width}×${size.height})`);
      }
      await page.screenshot({
        path: testInfo.outputPath(`overview-${scheme}-${size.width}x${size.height}.png`),
      });
    }
  });
}
