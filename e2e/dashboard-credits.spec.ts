/**
 * The credit gauge: it falls after an expensive query (scrolling the products grid until
 * every page is loaded, in three sort orders: about 1,500 credits) and then recovers at the
 * restore rate. The embedded sandbox holds 4,004 credits and restores 60 per second; the gauge's
 * level is read from its meter (aria-valuenow), polling rather than sleeping. The rate itself is
 * checked on a fake clock in the gauge's component test; here the level must climb back.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { dataRows, grid, scrollGridToEnd, signInWithBrowser } from './support/dashboard.ts';

const MAX_CREDITS = 4004;
const RESTORE_PER_SECOND = 60;

// The products view would list the catalogue copy, for free, once it is complete: keep none, so
// loading every product costs what it costs while the copy is being made.
test.use({ hostArgs: ['--no-catalogue-copy'] });

interface Reading {
  readonly available: number;
  readonly max: number;
}

/** The gauge's level as its meter tells assistive tech (it ticks every 250 ms). */
async function readGauge(page: Page): Promise<Reading> {
  const meter = page.getByRole('meter', { name: 'Credits available' });
  const available = Number(await meter.getAttribute('aria-valuenow'));
  return { available, max: Number(await meter.getAttribute('aria-valuemax')) };
}

/** Scrolls the grid to its end until the status says every product is loaded. */
async function loadEveryProduct(page: Page): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: /^[\d,]+ products(\.| loaded)/ });
  // The first page of this sort, not the last one of the previous.
  await expect(status).toHaveText(/more load as you scroll/);
  await expect
    .poll(
      async () => {
        await scrollGridToEnd(page, 'Products');
        return status.innerText();
      },
      { timeout: 30_000 },
    )
    .toMatch(/^[\d,]+ products\.$/);
}

test('the gauge falls after an expensive query and recovers at the restore rate', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await expect(dataRows(page, 'Products').first()).toBeVisible();
  const gauge = page.getByRole('group', { name: 'API credits' });
  await gauge.getByRole('button', { name: 'About credits' }).click();
  await expect(gauge).toContainText(`${RESTORE_PER_SECOND} credits a second`);
  await expect(gauge.getByText(/Floorboard waits until there are enough credits/)).toBeVisible();
  await page.keyboard.press('Escape');
  // Full soon after sign-in: the first products page costs about a hundred credits.
  await expect
    .poll(async () => (await readGauge(page)).available, { timeout: 30_000 })
    .toBe(MAX_CREDITS);
  const full = await readGauge(page);
  expect(full.max).toBe(MAX_CREDITS);

  await loadEveryProduct(page);
  for (const column of ['Price', 'SKU']) {
    await grid(page, 'Products').getByRole('button', { name: column, exact: true }).click();
    await loadEveryProduct(page);
  }
  const after = await readGauge(page);
  console.log(`credits: full ${full.available}, after loading every product ${after.available}`);
  expect(after.available).toBeLessThan(full.available - 600);
  await gauge.getByRole('button', { name: 'About credits' }).click();
  await expect(gauge.getByText(/^in \d/)).toBeVisible();
  // The user's actions in words, with what each used; never an operation name.
  await expect(gauge.getByRole('row', { name: /^Loading products \d/ }).first()).toBeVisible();
  await expect(gauge.getByText('ProductsPage')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Recovery: with nothing else spending, the level climbs a full second's restore above the
  // low reading, and never past the maximum.
  await expect
    .poll(async () => (await readGauge(page)).available, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(after.available + RESTORE_PER_SECOND);
  const recovering = await readGauge(page);
  expect(recovering.available).toBeLessThanOrEqual(recovering.max);
});
