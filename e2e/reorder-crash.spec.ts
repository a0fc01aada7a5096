/**
 * Reorder never creates a PO twice, even across a crash: a web host (against a sandbox outside
 * it, as the real service is) sends `purchase_order_create`; the service applies it, and the host
 * is killed (SIGKILL) before the reply reaches it. A new host on the same address (so the page's
 * localStorage, where the unconfirmed PO number is kept, is the same) drafts the same product
 * again: the draft shows the same number, and Create looks it up instead of sending it again. The
 * service then holds exactly one PO of that number, and one PO more than before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { startSandbox, type SandboxHandle } from '../sandbox/start.ts';
import { expect, test } from './support/app.ts';
import { buildApp } from './support/build-app.ts';
import { copyRowsSettled, dataRows, openView, signInWithBrowser } from './support/dashboard.ts';
import { startHoldingProxy } from './support/holding-proxy.ts';
import { registerLauncher } from './support/relaunch.ts';
import { appOf } from './support/web-host-app.ts';
import { workerCallbackPort } from './support/callback-port.ts';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

test.use({ locale: 'en-US' });

/** A port free now, so both hosts serve the page from one origin (one localStorage). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function openLowStock(page: Page): Promise<void> {
  await openView(page, 'Products');
  const low = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /^Low stock/ });
  await expect(low).toBeVisible({ timeout: 60_000 });
  await low.click();
  await expect(low).toHaveAttribute('aria-pressed', 'true');
  // The unfiltered rows stay on screen until the low-stock rows come: wait for those.
  await copyRowsSettled(page);
  await expect(dataRows(page, 'Products').first()).toBeVisible();
}

// Under Low stock the first column is the reorder box; the SKU is the second.
const skuOf = async (row: Locator): Promise<string> =>
  (await row.locator('[aria-colindex="2"]').innerText()).trim();

/** Ticks `row` and drafts it: the dialog and the numbers of the POs it drafts. */
async function draft(page: Page, row: Locator): Promise<{ dialog: Locator; numbers: string[] }> {
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Draft purchase orders/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reorder from low stock' });
  // No "still to read" holds before the dialog is open too: wait for it, then for its vendors.
  await expect(dialog.getByText(/^Reading who supplies/)).toBeVisible();
  await expect(dialog.getByText(/still to read/)).toHaveCount(0);
  const drafts = dialog.getByRole('region', { name: / to / });
  const numbers: string[] = [];
  for (let i = 0; i < (await drafts.count()); i += 1) {
    const label = (await drafts.nth(i).getAttribute('aria-label')) ?? '';
    numbers.push(label.split(' ')[0] ?? '');
  }
  return { dialog, numbers };
}

const posNumbered = (sandbox: SandboxHandle, poNumber: string): number =>
  (sandbox.data.accounts[0]?.purchaseOrders ?? []).filter((po) => po.po_number === poNumber).length;
const poCount = (sandbox: SandboxHandle): number =>
  sandbox.data.accounts[0]?.purchaseOrders.length ?? 0;

test('a kill between sending purchase_order_create and its reply, then resume: exactly one PO', async ({
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  buildApp(REPO_ROOT, 'web');
  // A small catalogue: the replica's first sync, which shares the background budget, is short.
  const sandbox = await startSandbox({ port: 0, products: 80, redirectPort: workerCallbackPort() });
  const proxy = await startHoldingProxy(sandbox.url);
  const journals = await mkdtemp(join(tmpdir(), 'e2e-journal-'));
  const port = await freePort();
  const args = [
    '--api',
    proxy.url,
    '--login',
    sandbox.url,
    '--import-journal-dir',
    journals,
    // After the helper's `--port 0`: the last one counts.
    '--port',
    String(port),
  ];
  const logs: string[] = [];
  let host: WebHostProcess | undefined;

  const open = async (): Promise<Page> => {
    host = await startWebHostProcess(REPO_ROOT, args);
    const page = await context.newPage();
    registerLauncher(page, host.newLaunchUrl);
    await page.goto(host.launchUrl);
    await signInWithBrowser(appOf(page, host), context, { preset: 'Account manager' });
    await openLowStock(page);
    return page;
  };

  try {
    // First host: find a low-stock product that drafts exactly one PO, and create it.
    const first = await open();
    const rows = dataRows(first, 'Products');
    let picked: { sku: string; poNumber: string; dialog: Locator } | undefined;
    for (let i = 0; i < 12 && picked === undefined; i += 1) {
      const row = rows.nth(i);
      const { dialog, numbers } = await draft(first, row);
      const [poNumber] = numbers;
      if (numbers.length === 1 && poNumber !== undefined) {
        picked = { sku: await skuOf(row), poNumber, dialog };
      } else {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await row.getByRole('checkbox').uncheck();
      }
    }
    if (picked === undefined) throw new Error('no low-stock product drafts exactly one PO');
    const { sku, poNumber } = picked;
    expect(poNumber).toMatch(/^PO-\d{8}-[A-Z2-9]{4}$/);
    const before = poCount(sandbox);
    expect(posNumbered(sandbox, poNumber)).toBe(0);

    const held = proxy.holdNext('purchase_order_create');
    await picked.dialog.getByRole('button', { name: 'Create 1 purchase order' }).click();
    // The service applied the create and answered; the host has not had the answer.
    const reply = await held;
    expect(reply.body).toContain(poNumber);
    expect(posNumbered(sandbox, poNumber)).toBe(1);
    await expect(
      first.getByRole('region', { name: 'Notifications' }).getByText(/^Created purchase order/),
    ).toHaveCount(0);
    await expect(picked.dialog).toBeVisible();

    await host?.kill();
    logs.push(host?.stderr() ?? '');
    host = undefined;
    await first.close();

    // Second host, same address: draft the same product again and press Create.
    const sentBefore = proxy.operations().length;
    const second = await open();
    await dataRows(second, 'Products')
      .filter({ hasText: sku })
      .first()
      .getByRole('checkbox')
      .check();
    await second.getByRole('button', { name: 'Draft purchase orders (1)' }).click();
    const dialog = second.getByRole('dialog', { name: 'Reorder from low stock' });
    await expect(dialog.getByText(/still to read/)).toHaveCount(0);
    // The number kept while unconfirmed: the same PO, not a new one.
    await expect(dialog.getByRole('region', { name: / to / })).toHaveCount(1);
    await expect(dialog.getByRole('region', { name: / to / })).toHaveAttribute(
      'aria-label',
      new RegExp(`^${poNumber} to `),
    );
    await dialog.getByRole('button', { name: 'Create 1 purchase order' }).click();
    await expect(
      second
        .getByRole('region', { name: 'Notifications' })
        .getByText(`Created purchase order ${poNumber}`),
    ).toBeVisible();

    // Looked up by its number, never sent again; the service has it once.
    const after = proxy.operations().slice(sentBefore);
    expect(after).toContain('PurchaseOrderByNumber');
    expect(after).not.toContain('CreatePurchaseOrder');
    expect(posNumbered(sandbox, poNumber)).toBe(1);
    expect(poCount(sandbox)).toBe(before + 1);
  } catch (error) {
    logs.push(host?.stderr() ?? '');
    await testInfo.attach('web-host-stderr', {
      body: logs.join('\n---\n'),
      contentType: 'text/plain',
    });
    throw error;
  } finally {
    await host?.stop();
    await proxy.close();
    await sandbox.close();
    await rm(journals, { recursive: true, force: true });
  }
});
