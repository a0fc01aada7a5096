/**
 * What the kiosk specs share (e2e/kiosk.spec.ts): the board's parts, a barcode scan, the
 * sandbox's test-only control endpoints, and an accessibility scan. Web host only.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App } from './app.ts';
import { callBridge } from './bridge-call.ts';

export function webOnly(app: App): void {
  test.skip(app.host !== 'web', 'the kiosk test flags belong to the web host');
}

export async function board(page: Page) {
  await expect(page.getByRole('heading', { name: 'Floor board' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Scan a label or type a SKU' });
  await expect(field).toBeFocused();
  const lowStock = page.getByRole('region', { name: 'Low stock' });
  await expect(lowStock.getByRole('listitem').first()).toBeVisible();
  const queue = page.getByRole('region', { name: 'Order queue' });
  await expect(queue.getByRole('listitem').first()).toBeVisible();
  return { field, lowStock, queue };
}

/** SKUs the board itself shows in its low-stock list: real ones, whatever the seed. */
export async function realSkus(lowStock: Locator): Promise<string[]> {
  const texts = await lowStock.locator('.low-where .mono').allTextContents();
  return [...new Set(texts)];
}

/** The catalogue copy's phase, as main reports it ('first-sync', 'ready', …). */
export async function replicaPhase(page: Page): Promise<string | undefined> {
  const status = (await callBridge(page, 'replica.status')) as { value?: { phase?: string } };
  return status.value?.phase;
}

/** What the board says when a code cannot be resolved while the copy is still being made. */
export const STILL_LOADING = /^Still loading the catalogue( \(\d+%\))? — type the SKU$/;

/** What a barcode scanner in keyboard-wedge mode does: fast keystrokes, then Enter. */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** Serious and critical axe findings, one line each (none expected). */
export async function seriousA11yFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function control(app: App, action: string, body: unknown): Promise<void> {
  const url = app.sandboxControlUrl;
  if (url === undefined) throw new Error('start the host with --sandbox-control');
  const response = await fetch(`${url}/__sandbox/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST /__sandbox/${action}`).toBe(200);
}
