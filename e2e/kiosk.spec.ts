/**
 * The kiosk, end to end through the web host (`--kiosk --kiosk-unlocked-test-window`: the browser
 * window is not locked; Electron's kiosk window glue is type-checked only). The kiosk signs in at
 * start-up without a login form: `--sign-in-as-kiosk` is the production shape (an OAuth grant for
 * the Floor kiosk preset), `--kiosk-sign-in password` a full-access token that could read PII.
 * The sandbox's test-only control endpoints (`--sandbox-control`) revoke sign-ins and inject
 * failures while the board runs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { callBridge } from './support/bridge-call.ts';
import {
  STILL_LOADING,
  board,
  control,
  realSkus,
  replicaPhase,
  scan,
  seriousA11yFindings,
  webOnly,
} from './support/kiosk.ts';

const PIN = '24681357';
// The browser window is never locked: the web host runs a kiosk only when told it is a test.
const KIOSK = ['--kiosk', '--kiosk-unlocked-test-window', '--kiosk-pin', PIN];
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/** Texts of the stock table's cells that overflow their cell, their panel or the window. */
function clippedStockCells(page: Page): Promise<string[]> {
  return page.evaluate<
    string[]
  >(`[...document.querySelectorAll('.board-stock-table th, .board-stock-table td')]
    .filter((cell) => cell.scrollWidth > cell.clientWidth + 1
      || cell.getBoundingClientRect().right > window.innerWidth
      || cell.getBoundingClientRect().right > (cell.closest('section, .lookup') ?? document.body).getBoundingClientRect().right + 0.5)
    .map((cell) => cell.textContent)`);
}

test.describe('kiosk with the Floor kiosk grant', () => {
  // A catalogue larger than the first copy's one-off grant (600 products at the default pool),
  // so the copy is still being made at the end of this test.
  test.use({ hostArgs: [...KIOSK, '--sign-in-as-kiosk', '--sandbox-products', '3000'] });

  test('scanner input finds a SKU and shows its stock per warehouse', async ({ app }, testInfo) => {
    webOnly(app);
    const { page } = app;
    const { lowStock, queue } = await board(page);
    const [first, second] = await realSkus(lowStock);
    if (first === undefined || second === undefined) throw new Error('no SKUs on the board');

    // A SKU typed in lower case before the copy holds it is found at the service, in capitals.
    const lower = second.toLowerCase();
    expect(await callBridge(page, 'replica.lookup', { code: lower })).toEqual({
      ok: true,
      value: { ready: false, product: null },
    });
    await scan(page, lower);
    await expect(
      page.getByRole('table', { name: `Stock of ${second} per warehouse` }),
    ).toBeVisible();

    // A tap on the queue moves no focus away from the field: the scan still lands there.
    await queue.getByRole('button').last().click();
    await scan(page, first);
    const stock = page.getByRole('table', { name: `Stock of ${first} per warehouse` });
    await expect(stock).toBeVisible();
    // One row per warehouse stocking it (the seed's SKUs sit in one to three), each with numbers.
    const warehouses = stock.locator('tbody tr');
    expect(await warehouses.count()).toBeGreaterThan(0);
    for (const row of await warehouses.all()) {
      await expect(row.getByRole('rowheader')).toHaveText(/\w/);
      await expect(row.getByRole('cell').first()).toHaveText(/^\d[\d,]*$/);
    }
    await expect(page.getByRole('textbox', { name: 'Scan a label or type a SKU' })).toHaveValue('');

    // The next scan replaces the result — even with the focus moved off the field (Tab), the
    // scanner's first keystroke brings it back and nothing it types is lost.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Look up' })).toBeFocused();
    await scan(page, second);
    await expect(
      page.getByRole('table', { name: `Stock of ${second} per warehouse` }),
    ).toBeVisible();
    await expect(stock).toBeHidden();
    await scan(page, first);
    await expect(stock).toBeVisible();

    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: testInfo.outputPath('kiosk-board-light.png') });
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: testInfo.outputPath('kiosk-board-dark.png') });
    expect(await seriousA11yFindings(page)).toEqual([]);
    // Nothing in the stock table is cut off ("Reorde a"), at 1280×800 and on a small laptop.
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 700 },
    ]) {
      await page.setViewportSize(size);
      expect(await clippedStockCells(page), `${size.width}×${size.height}`).toEqual([]);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: testInfo.outputPath(`kiosk-board-${scheme}-1024x700.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // A common floor-PC screen, next to the 1280×800 worst case above.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: testInfo.outputPath('kiosk-board-dark-1080p.png') });

    // While the copy is still being made (the 2,400 products past the grant take minutes in the
    // kiosk's share), a code the service does not know as a SKU may be a barcode not copied yet:
    // the board says so.
    expect(await replicaPhase(page)).toBe('first-sync');
    await scan(page, 'NO-SUCH-SKU-1');
    await expect(page.getByText(STILL_LOADING)).toBeVisible();
    await expect(page.getByText(/No product with SKU or barcode/)).toBeHidden();
  });

  test.describe('and the default catalogue (500 products)', () => {
    test.use({ hostArgs: [...KIOSK, '--sign-in-as-kiosk'] });

    test('a cold kiosk resolves a scanned barcode or lower-case SKU within its first minute', async ({
      app,
    }) => {
      webOnly(app);
      test.setTimeout(90_000);
      const { page } = app;
      const { lowStock } = await board(page);
      const [sku] = await realSkus(lowStock);
      if (sku === undefined) throw new Error('no SKUs on the board');
      // The label's barcode, as the service knows it.
      const detail = (await callBridge(page, 'graphql', {
        operationName: 'ProductDetail',
        variables: { sku },
      })) as { ok: boolean; value?: { data: { product: { data: { barcode: string | null } } } } };
      const barcode = detail.value?.data.product.data.barcode ?? '';
      expect(barcode).not.toBe('');
      // The replica is complete once its first sync ends: it starts 10 s after the board and draws
      // the first copy's one-off grant (15 % of the pool), so 500 products take seconds, not the
      // minutes the kiosk's own share would.
      await expect
        .poll(() => replicaPhase(page), { timeout: 60_000, intervals: [1_000] })
        .toBe('ready');

      const lookups = (await callBridge(page, 'replica.lookup', { code: barcode })) as {
        value?: { product: { sku: string } | null };
      };
      expect(lookups.value?.product?.sku).toBe(sku);

      await scan(page, barcode);
      await expect(
        page.getByRole('table', { name: `Stock of ${sku} per warehouse` }),
      ).toBeVisible();
      await scan(page, sku.toLowerCase());
      await expect(
        page.getByRole('table', { name: `Stock of ${sku} per warehouse` }),
      ).toBeVisible();
      // With the copy complete, a code it does not hold is not a product.
      await scan(page, 'NO-SUCH-SKU-2');
      await expect(page.getByText('No product with SKU or barcode “NO-SUCH-SKU-2”')).toBeVisible();
    });
  });

  test('an administrator leaves kiosk mode with the PIN pad', async ({ app }, testInfo) => {
    webOnly(app);
    const { page } = app;
    await board(page);
    await page.getByRole('button', { name: 'Administrator' }).click();
    const pad = page.getByRole('dialog', { name: 'Administrator PIN' });
    for (const digit of '111111')
      await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Leave kiosk mode' }).click();
    await expect(pad.getByRole('alert')).toHaveText(/Wrong PIN\. 4 tries left/);
    await page.screenshot({ path: testInfo.outputPath('kiosk-pin-pad.png') });
    expect(await seriousA11yFindings(page)).toEqual([]);
    for (const digit of PIN) await pad.getByRole('button', { name: digit, exact: true }).click();
    await expect(pad.getByRole('status')).toHaveText('8 digits entered');
    await pad.getByRole('button', { name: 'Leave kiosk mode' }).click();
    // The office app, still signed in: its navigation is back.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Floor board' })).toBeHidden();
  });
});

test.describe('kiosk with a short idle timeout', () => {
  test.use({ hostArgs: [...KIOSK, '--sign-in-as-kiosk', '--idle-timeout', '4'] });

  test('the idle timer returns to the board and clears the lookup', async ({ app }) => {
    webOnly(app);
    const { page } = app;
    const { field, lowStock, queue } = await board(page);
    const [sku] = await realSkus(lowStock);
    if (sku === undefined) throw new Error('no SKUs on the board');
    const chips = queue.getByRole('group', { name: 'Fulfillment status' }).getByRole('button');
    await chips.last().click();
    await expect(chips.last()).toHaveAttribute('aria-pressed', 'true');
    await scan(page, sku);
    await expect(page.getByRole('table', { name: `Stock of ${sku} per warehouse` })).toBeVisible();
    await page.getByRole('button', { name: 'Administrator' }).click();
    await expect(page.getByRole('dialog', { name: 'Administrator PIN' })).toBeVisible();

    // Four seconds without input.
    await expect(page.getByRole('dialog', { name: 'Administrator PIN' })).toBeHidden({
      timeout: 10_000,
    });
    await expect(page.getByRole('table', { name: `Stock of ${sku} per warehouse` })).toBeHidden();
    await expect(
      page.getByText('Scan a product to see its stock in every warehouse.'),
    ).toBeVisible();
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
  });
});

test.describe('kiosk with a full-access (PII-capable) token', () => {
  test.use({ hostArgs: [...KIOSK, '--kiosk-sign-in', 'password'] });

  test('shows no PII, and main refuses the operations that would', async ({ app }) => {
    webOnly(app);
    const { page } = app;
    const { lowStock } = await board(page);
    const [sku] = await realSkus(lowStock);
    if (sku === undefined) throw new Error('no SKUs on the board');
    await scan(page, sku);
    await expect(page.getByRole('table', { name: `Stock of ${sku} per warehouse` })).toBeVisible();
    for (const chip of await page
      .getByRole('group', { name: 'Fulfillment status' })
      .getByRole('button')
      .all()) {
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      // The status's orders arrive after the chip is pressed (no placeholder from the previous
      // status): the page is read for addresses only once they are on screen.
      await expect(page.getByRole('status').filter({ hasText: 'Loading the queue…' })).toHaveCount(
        0,
      );
    }

    const text = await page.locator('body').innerText();
    const html = await page.content();
    expect(text).not.toContain('@');
    expect(html).not.toMatch(EMAIL);
    for (const label of [/address/i, /e-?mail/i, /phone/i, /zip/i, /tax id/i]) {
      expect(text).not.toMatch(label);
    }

    // What any script in the page could ask main for directly.
    const session = await callBridge(page, 'session.get');
    expect(session).toMatchObject({ ok: true, value: { session: { scopeLimited: false } } });
    const orders = (await callBridge(page, 'graphql', {
      operationName: 'OrdersPage',
      variables: { first: 1 },
    })) as { ok: boolean; value?: { data?: { orders?: { data?: { edges?: unknown[] } } } } };
    expect(orders.ok).toBe(true);
    expect(JSON.stringify(orders)).not.toMatch(EMAIL);
    const edge = orders.value?.data?.orders?.data?.edges?.[0] as { node?: { id?: string } };
    const refused = await callBridge(page, 'graphql', {
      operationName: 'OrderDetail',
      variables: { id: edge.node?.id ?? '', lineItemsFirst: 5 },
    });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'kiosk-locked' } });
    expect(JSON.stringify(refused)).not.toMatch(EMAIL);
    for (const operationName of ['AccountWarehouses', 'Viewer']) {
      expect(await callBridge(page, 'graphql', { operationName, variables: {} })).toMatchObject({
        ok: false,
        error: { kind: 'kiosk-locked' },
      });
    }
    expect(
      await callBridge(page, 'signIn.password', {
        profileId: 'sandbox',
        username: 'owner@sandbox.test',
        password: 'sandbox',
      }),
    ).toMatchObject({ ok: false, error: { kind: 'kiosk-locked' } });
  });
});

test.describe('kiosk whose sign-in gets revoked', () => {
  test.use({
    hostArgs: [
      ...KIOSK,
      '--sign-in-as-kiosk',
      '--sandbox-control',
      '--sandbox-token-ttl',
      '3',
      '--refresh-interval',
      '2',
    ],
  });

  test('shows the administrator screen, with no way to sign in', async ({ app }, testInfo) => {
    webOnly(app);
    const { page } = app;
    await board(page);
    await control(app, 'revoke-grants', {});
    const heading = page.getByRole('heading', { name: 'This kiosk needs an administrator' });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/expired or was revoked/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /sign in/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: testInfo.outputPath('kiosk-admin-needed-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: testInfo.outputPath('kiosk-admin-needed-dark.png') });
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});

test.describe('kiosk while the service fails', () => {
  test.use({
    hostArgs: [...KIOSK, '--sign-in-as-kiosk', '--sandbox-control', '--refresh-interval', '2'],
  });

  test('keeps the last data with its age, then recovers by itself', async ({ app }, testInfo) => {
    webOnly(app);
    const { page } = app;
    const { queue } = await board(page);
    const firstOrder = await queue
      .getByRole('listitem')
      .first()
      .locator('.queue-number')
      .innerText();
    await control(app, 'faults', { failRate: 1 });

    const banner = page.getByRole('status').filter({ hasText: 'Can’t reach the service' });
    await expect(banner).toHaveText(
      /Can’t reach the service — showing data from \d{1,2}:\d{2}.*, retrying/,
      { timeout: 30_000 },
    );
    await expect(queue.getByRole('listitem').first()).toContainText(firstOrder);
    await expect(queue.getByText(/Updated (\d+ s|\d+ min) ago/)).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath('kiosk-board-failing.png') });

    await control(app, 'faults', { failRate: 0 });
    await expect(banner).toBeHidden({ timeout: 30_000 });
    await expect(queue.getByRole('listitem').first()).toContainText(firstOrder);
  });
});
