/**
 * The products list changing over to the catalogue copy while the user works in it, as a new
 * user would right after sign-in: a search typed and a sort header clicked while the copy is
 * still arriving are both still there once the list comes from the copy, and the copy's list
 * answers them (filtered by the text, sorted as clicked). The copy's page is held back at a proxy
 * between the web host and the sandbox until the test has typed and clicked, so the change of
 * source comes after them on every run; no hook in the app or the sandbox.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startSandbox } from '../sandbox/start.ts';
import { expect, test } from './support/app.ts';
import { buildApp } from './support/build-app.ts';
import { workerCallbackPort } from './support/callback-port.ts';
import { columnTexts, dataRows, signInWithBrowser } from './support/dashboard.ts';
import { startHoldingProxy } from './support/holding-proxy.ts';
import { registerLauncher } from './support/relaunch.ts';
import { appOf } from './support/web-host-app.ts';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

test.use({ locale: 'en-US' });

/** In the copy's grid: SKU, Name, On hand, Available, Price. */
const COPY_SKU_COLUMN = 1;
const COPY_PRICE_COLUMN = 5;
/** Typed while the copy arrives; the last key goes in as the copy is let through. */
const TYPED_FIRST = 'sbx-0001';
const TYPED_LAST = '0';
const SEARCH = TYPED_FIRST + TYPED_LAST;

/** The lowest figure of a price cell ("$4.00" or "$4.00–$5.50"): what the copy sorts by. */
function lowPrice(text: string): number {
  const figure = /[\d,]+(\.\d+)?/.exec(text)?.[0] ?? '';
  return Number(figure.replace(/,/g, ''));
}

const listSource = (page: Page) => page.locator('.products-table');

test('a search typed and a sort clicked while the copy arrives are kept when the list changes over to it', async ({
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  buildApp(REPO_ROOT, 'web');
  // 300 products: the copy is one page of the sync's share, so holding that page holds the copy.
  const sandbox = await startSandbox({
    port: 0,
    products: 300,
    redirectPort: workerCallbackPort(),
  });
  const proxy = await startHoldingProxy(sandbox.url);
  const copyPage = proxy.delayNext('ReplicaProducts');
  let host: WebHostProcess | undefined;
  try {
    host = await startWebHostProcess(REPO_ROOT, ['--api', proxy.url, '--login', sandbox.url]);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    registerLauncher(page, host.newLaunchUrl);
    await page.goto(host.launchUrl);
    await signInWithBrowser(appOf(page, host), context, { preset: 'Account manager' });

    // The copy's page has reached the host's door and waits there: the list pages from the service.
    await copyPage.held;
    await expect(dataRows(page, 'Products').first()).toBeVisible();
    await expect(listSource(page)).toHaveAttribute('data-source', 'service');
    const box = page.getByRole('searchbox', { name: 'Search by SKU' });
    await box.pressSequentially(TYPED_FIRST);
    await page
      .getByRole('columnheader', { name: /^Price/ })
      .getByRole('button')
      .click();
    await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await box.click();
    await expect(box).toHaveValue(TYPED_FIRST);
    // Still from the service after the typing and the click: the change of source comes later.
    await expect(listSource(page)).toHaveAttribute('data-source', 'service');
    await page.screenshot({ path: testInfo.outputPath('before-swap-1366.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.screenshot({ path: testInfo.outputPath('before-swap-1024.png') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(box).toBeFocused();

    // Let the copy through and type on: the last key lands before or after the change, as it may.
    copyPage.release();
    await page.keyboard.type(TYPED_LAST);

    await expect(listSource(page)).toHaveAttribute('data-source', 'copy', { timeout: 120_000 });
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveValue(SEARCH);
    await expect(search).toBeFocused();
    await expect(listSource(page)).toHaveAttribute('data-search', SEARCH);
    await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Filtered by the text: SBX-000100 to SBX-000109, and nothing else.
    await expect(dataRows(page, 'Products')).toHaveCount(10);
    const skus = await columnTexts(page, 'Products', COPY_SKU_COLUMN);
    expect(skus.every((sku) => sku.toLowerCase().startsWith(SEARCH))).toBe(true);
    // Sorted as clicked: by price, lowest first.
    const prices = (await columnTexts(page, 'Products', COPY_PRICE_COLUMN)).map(lowPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBeGreaterThan(1);
    await page.screenshot({ path: testInfo.outputPath('after-swap-1366.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.screenshot({ path: testInfo.outputPath('after-swap-1024.png') });
  } catch (error) {
    await testInfo.attach('web-host-stderr', {
      body: host?.stderr() ?? '',
      contentType: 'text/plain',
    });
    throw error;
  } finally {
    copyPage.release();
    await host?.stop();
    await proxy.close();
    await sandbox.close();
  }
});
