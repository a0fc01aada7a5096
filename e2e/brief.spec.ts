/**
 * The morning brief on the Overview, in the web host against the embedded sandbox: it lists the
 * overnight events the sandbox seeds (holds, late orders, large adjustments, arrived POs, an
 * overdue return, shipments), says when it was brought up to date and what that cost, and each
 * line opens its list, filtered to what it counts. Screenshots at 1366x768 and 1024x640 go to
 * the test output (`brief-<w>x<h>.png`).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openView, signInWithBrowser } from './support/dashboard.ts';

const briefOf = (page: Page) => page.getByRole('region', { name: /^Since yesterday/ });

/** The line whose title says `noun` ("orders put on hold"), as its button. */
const lineButton = (brief: Locator, noun: RegExp) =>
  brief.getByRole('button', { name: new RegExp(`^[\\d,]+ ${noun.source}`) });

/** Back to the Overview, its brief brought up to date again. */
async function backToBrief(page: Page): Promise<Locator> {
  await openView(page, 'Overview');
  const brief = briefOf(page);
  await expect(brief.getByRole('status')).toHaveText(/^Up to date/, { timeout: 60_000 });
  return brief;
}

/** The leading count of a line's name or a status ("1,024 orders …" → 1024). */
const countIn = (text: string): number => Number(/[\d,]+/.exec(text)?.[0].replace(/,/g, '') ?? NaN);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the brief lists the night’s events, and each line opens its filtered list', async ({
  app,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  let brief = briefOf(page);
  await expect(brief.getByRole('status')).toHaveText(/^Up to date at /, { timeout: 60_000 });
  await expect(brief).toContainText(
    /The last refresh cost [\d,]+ credits?; [\d,]+ credits? today\./,
  );

  // The seeded night: each of these lines has something, with its first items.
  const holds = brief.locator('[data-kind="new-holds"]');
  await expect(holds.getByRole('button', { name: /^#\d+ .*hold$/i }).first()).toBeVisible();
  await expect(brief.locator('[data-kind="became-late"]')).toContainText(/Due .*\d:\d\d/);
  await expect(brief.locator('[data-kind="po-arrived"]')).toContainText(/PO-\d+/);
  await expect(brief.locator('[data-kind="returns-overdue"]')).toContainText(/not processed/);
  for (const noun of [
    /orders? put on hold/,
    /orders? became late/,
    /large manual stock adjustments?/,
    /purchase orders? arrived/,
    /returns? overdue/,
    /orders? shipped/,
  ]) {
    await expect(lineButton(brief, noun)).toBeVisible();
  }

  await lineButton(brief, /orders? put on hold/).click();
  await expect(heading(page, 'Orders')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Holds: on hold' })).toBeVisible();
  // Held now and changed since the brief's period began: the chip says so, and removes it.
  const since = page.getByRole('button', { name: /^Remove filter Changed since: / });
  await expect(since).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('brief-holds-list.png') });
  await since.click();
  await expect(since).toHaveCount(0);

  brief = await backToBrief(page);
  const lateLine = lineButton(brief, /orders? became late/);
  const counted = countIn(
    (await lateLine.getAttribute('aria-label')) ?? (await lateLine.innerText()),
  );
  await lateLine.click();
  await expect(heading(page, 'Shipments')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Lists' }).getByRole('button', { name: 'Late & at risk' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Only the orders due since the period began, newest due first, said in the header and a chip.
  const dueSince = page.getByRole('button', { name: /^Remove filter Due since / });
  await expect(dueSince).toBeVisible();
  await expect(page.locator('.page-header')).toContainText('Only orders due since');
  const listStatus = page.getByRole('status').filter({ hasText: 'newest due first' });
  await expect(listStatus).toBeVisible();
  // The figure is true: the line counts exactly the late rows of the list it opens.
  await expect(listStatus).not.toContainText('More are loading', { timeout: 30_000 });
  const shown = /and ([\d,]+) late, newest due first/.exec(await listStatus.innerText());
  expect(countIn(shown?.[1] ?? '')).toBe(counted);
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 640 },
  ]) {
    await page.setViewportSize(size);
    const name = `brief-late-scoped-${size.width}x${size.height}.png`;
    await page.screenshot({ path: testInfo.outputPath(name) });
  }

  brief = await backToBrief(page);
  await lineButton(brief, /large manual stock adjustments?/).click();
  await expect(heading(page, 'Inventory')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Sections' }).getByRole('button', { name: 'Stock changes' }),
  ).toHaveAttribute('aria-pressed', 'true');

  brief = await backToBrief(page);
  await lineButton(brief, /purchase orders? arrived/).click();
  await expect(heading(page, 'Incoming')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /^All/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  brief = await backToBrief(page);
  await lineButton(brief, /returns? overdue/).click();
  await expect(heading(page, 'Returns')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();

  brief = await backToBrief(page);
  await lineButton(brief, /orders? shipped/).click();
  await expect(heading(page, 'Shipments')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Shipped' }).getByRole('button', { name: 'Date range' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the brief at two window sizes: axe scan and screenshots', async ({
  app,
  context,
}, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Overview' });
  await expect(briefOf(page).getByRole('status')).toHaveText(/^Up to date/, { timeout: 60_000 });
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page, `brief (${size.width}×${size.height})`);
    await page.screenshot({ path: testInfo.outputPath(`brief-${size.width}x${size.height}.png`) });
  }
});
