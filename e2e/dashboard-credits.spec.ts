/**
 * The credit gauge: it falls after an expensive query (scrolling the products grid until
 * every page is loaded, in three sort orders: about 1,500 credits) and then recovers at the
 * restore rate. The sandbox holds 4,004 credits and restores 60 per second; the gauge's level is
 * read from its meter (aria-valuenow), polling rather than sleeping. The rate itself is checked
 * on a fake clock in the gauge's component test; here the level must climb back.
 *
 * The sandbox runs beside the host (support/journalled-hosts.ts) on a clock the test holds still
 * while the grid loads: on a busy machine the loads took long enough for the pool to restore
 * most of what they cost, and the fall could not be seen. Once the clock runs again, the pool
 * restores as the service's does.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { dataRows, grid, scrollGridToEnd } from './support/dashboard.ts';
import { withJournalledHosts } from './support/journalled-hosts.ts';

const MAX_CREDITS = 4004;
const RESTORE_PER_SECOND = 60;

/** Real time, except that `hold` stops it until `release`, from where it runs on. */
function holdableClock() {
  let heldAt: number | null = null;
  let lost = 0;
  return {
    now: () => heldAt ?? Date.now() - lost,
    hold: () => {
      heldAt ??= Date.now() - lost;
    },
    release: () => {
      if (heldAt !== null) lost = Date.now() - heldAt;
      heldAt = null;
    },
  };
}

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
  context,
}, testInfo) => {
  const clock = holdableClock();
  // The products view would list the catalogue copy, for free, once it is complete: keep none,
  // so loading every product costs what it costs while the copy is being made.
  const setup = {
    context,
    testInfo,
    sandbox: { now: clock.now },
    hostArgs: ['--no-catalogue-copy'],
  };
  await withJournalledHosts(setup, async (hosts) => {
    const page = await hosts.open('Products');
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

    clock.hold();
    await loadEveryProduct(page);
    for (const column of ['Price', 'SKU']) {
      await grid(page, 'Products').getByRole('button', { name: column, exact: true }).click();
      await loadEveryProduct(page);
    }
    const after = await readGauge(page);
    console.log(`credits: full ${full.available}, after loading every product ${after.available}`);
    expect(after.available).toBeLessThan(full.available - 600);
    clock.release();
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
});
