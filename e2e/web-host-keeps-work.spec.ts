/**
 * `npm start`'s default: the web host keeps the user's work in its data folder (`--data-dir`,
 * which `npm start` sets to a per-user folder). A product edited in the app is still edited after
 * the host is stopped (as Ctrl+C does) and started again on the same folder; an import stopped
 * halfway the same way is offered again and resumes to the end. Each test has a fresh folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_OPTIONS } from '../sandbox/options.ts';
import { seedData } from '../sandbox/data/seed.ts';
import { expect, test } from './support/app.ts';
import { buildApp } from './support/build-app.ts';
import { RUN_LATENCY_MS } from './support/crash-and-resume.ts';
import { dataRows, openView, waitForCatalogueCopy } from './support/dashboard.ts';
import { registerLauncher } from './support/relaunch.ts';
import { startWebHostProcess, type WebHostProcess } from './support/web-host-process.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

test.use({ locale: 'en-US' });

let dataDir = '';
test.beforeEach(async () => {
  buildApp(REPO_ROOT, 'web');
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-dir-'));
});
test.afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A host on the spec's data folder, signed in with its developer tokens in a new page: not the
 * browser sign-in, whose fixed loopback port another spec on a shared machine may hold.
 */
async function openHost(
  context: BrowserContext,
  extra: readonly string[] = [],
): Promise<{ host: WebHostProcess; page: Page }> {
  const host = await startWebHostProcess(REPO_ROOT, ['--data-dir', dataDir, ...extra]);
  const page = await context.newPage();
  registerLauncher(page, host.newLaunchUrl);
  await page.goto(host.launchUrl);
  const pair = host.lines.developerPair();
  if (pair === undefined) throw new Error('the host printed no developer pair');
  await page.getByRole('tab', { name: 'Developer tokens' }).click();
  await page.getByLabel('Access token').fill(pair.accessToken);
  await page.getByLabel('Refresh token').fill(pair.refreshToken);
  await page.getByRole('button', { name: 'Sign in with tokens' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await openView(page, 'Products');
  return { host, page };
}

test('a product edited before a restart is still edited after it', async ({ context }) => {
  test.setTimeout(180_000);
  const first = await openHost(context, ['--sandbox-products', '60']);
  let sku: string;
  try {
    await waitForCatalogueCopy(first.page);
    await dataRows(first.page, 'Products').nth(1).click();
    const pane = first.page.getByRole('complementary', { name: 'Product details' });
    sku = (await pane.getByText(/^SBX-\d{6}$/).innerText()).trim();
    await pane.getByRole('button', { name: 'Edit' }).click();
    const dialog = first.page.getByRole('dialog', { name: /^Edit / });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Kept across restarts');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      first.page.getByRole('status').filter({ hasText: 'Saved “Kept across restarts”' }),
    ).toBeVisible();
  } finally {
    await first.host.stop();
    await first.page.close();
  }

  const second = await openHost(context, ['--sandbox-products', '60']);
  try {
    await waitForCatalogueCopy(second.page);
    await second.page.getByPlaceholder('SKU, name or barcode').fill(sku);
    const rows = dataRows(second.page, 'Products');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Kept across restarts');
  } finally {
    await second.host.stop();
  }
});

const ROWS = 40;

/** One stocked SKU per row of the seed the host's sandbox starts from (the seed is fixed). */
function stockRows(products: number): { sku: string; warehouse: string }[] {
  const data = seedData({ ...DEFAULT_OPTIONS, products, now: Date.now() });
  const account = data.accounts[0];
  if (!account) throw new Error('no account');
  const rows: { sku: string; warehouse: string }[] = [];
  for (const records of account.warehouseProductsBySku.values()) {
    const record = records[0];
    const warehouse = account.warehouses.find((w) => w.id === record?.warehouse_id);
    if (!record || !warehouse) continue;
    rows.push({ sku: record.sku, warehouse: warehouse.identifier });
    if (rows.length === ROWS) break;
  }
  return rows;
}

function csvOf(rows: readonly { sku: string; warehouse: string }[]): string {
  const lines = rows.map(({ sku, warehouse }) => `${sku},${warehouse},add,1,Restart test`);
  return ['SKU,Warehouse,Change,Quantity,Reason', ...lines].join('\r\n');
}

/** How many of the SKU's inventory changes the import made, asked of the host's sandbox. */
async function importedChanges(host: WebHostProcess, sku: string): Promise<number> {
  const control = host.lines.sandboxControlUrl();
  const pair = host.lines.developerPair();
  if (control === undefined || pair === undefined) throw new Error('no sandbox address or token');
  const reply = await fetch(`${new URL(control).origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.accessToken}` },
    body: JSON.stringify({
      query: `{ inventory_changes(sku: "${sku}") { data(first: 100) { edges { node { reason } } } } }`,
    }),
  });
  const text = await reply.text();
  return text.split('Restart test').length - 1;
}

/** The rows done in an import panel's heading ("…: 12 of 40 rows"). */
function rowsDone(heading: string): number {
  const match = /: (\d+) of \d+ rows$/.exec(heading);
  if (!match?.[1]) throw new Error(`no row count in "${heading}"`);
  return Number(match[1]);
}

async function setLatency(host: WebHostProcess, latencyMs: number): Promise<void> {
  const control = host.lines.sandboxControlUrl();
  if (control === undefined) throw new Error('the host printed no sandbox-control line');
  const reply = await fetch(`${new URL(control).origin}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  });
  expect(reply.status).toBe(200);
}

test('an import stopped halfway by a restart is offered again and resumes', async ({ context }) => {
  test.setTimeout(300_000);
  const small = ['--sandbox-products', '80', '--sandbox-control'];
  const first = await openHost(context, small);
  let appliedBefore: number;
  try {
    await openView(first.page, 'Inventory');
    await first.page.getByRole('button', { name: 'Import stock changes' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Import stock changes' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(stockRows(80))),
    });
    const start = dialog.getByRole('button', { name: `Import ${ROWS} changes` });
    await expect(start).toBeVisible({ timeout: 60_000 });
    // Slow replies only while the import runs: rows go several to a request, so at quick replies
    // the run would end before the host is stopped part-way.
    await setLatency(first.host, RUN_LATENCY_MS);
    await start.click();
    const running = first.page.getByRole('region', { name: 'Import of stock.csv' });
    // Part-way: some rows applied (the count jumps a request's rows at a time), not all.
    await expect(running.getByRole('heading')).toHaveText(
      /^Importing stock\.csv: ([1-9]|[1-3]\d) of 40 rows$/,
      { timeout: 120_000 },
    );
    appliedBefore = rowsDone(await running.getByRole('heading').innerText());
  } finally {
    await first.host.stop();
    await first.page.close();
  }

  const second = await openHost(context, small);
  try {
    await openView(second.page, 'Inventory');
    const resumed = second.page.getByRole('region', { name: 'Import of stock.csv' });
    await expect(resumed.getByRole('heading')).toHaveText(
      /^Import of stock\.csv paused: \d+ of 40 rows$/,
    );
    // The rows applied before the restart are still counted: the run was kept, not restarted.
    expect(rowsDone(await resumed.getByRole('heading').innerText())).toBeGreaterThanOrEqual(
      appliedBefore,
    );
    // Said where the run is: the journal that kept it is sealed with a key file, not a keyring.
    await expect(
      second.page.getByText(/^Import journals are kept on this computer, sealed with a key file/),
    ).toBeVisible();
    await resumed.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(resumed.getByRole('heading')).toHaveText(
      `Imported stock.csv: ${ROWS} of ${ROWS} rows`,
      { timeout: 150_000 },
    );
    await expect(resumed).toContainText(`${ROWS} applied`);
    // The sandbox's own history, kept across the restart: each row's change exactly once.
    const counts: number[] = [];
    for (const { sku } of stockRows(80)) counts.push(await importedChanges(second.host, sku));
    expect(counts).toEqual(Array.from({ length: ROWS }, () => 1));
  } finally {
    await second.host.stop();
  }
});
