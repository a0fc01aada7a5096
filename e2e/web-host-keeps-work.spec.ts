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
import { z } from 'zod';
import { BATCH_LANES } from '../electron/bulk/send/batch-sender.ts';
import { PREFERRED_BATCH_ROWS } from '../electron/bulk/send/batch-size.ts';
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

/** Rows in one wave of an import's requests: a full request in each lane. */
const IN_FLIGHT = BATCH_LANES * PREFERRED_BATCH_ROWS;
/**
 * A stop pauses the run, but rows already queued for a request still go out until the host's
 * shutdown limit ends it, so rows are left unsent only if the run has more than a couple of
 * waves' worth when the host is seen part-way (after the first replies).
 */
const ROWS = 2 * IN_FLIGHT + 40;
/** One product a row, so each row has its own SKU: a SKU's rows go one at a time. */
const PRODUCTS = ROWS;

/** One stocked SKU per row of the seed the host's sandbox starts from (the seed is fixed). */
function stockRows(): { sku: string; warehouse: string }[] {
  const data = seedData({ ...DEFAULT_OPTIONS, products: PRODUCTS, now: Date.now() });
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
  if (rows.length < ROWS) throw new Error(`the seed stocks only ${rows.length} SKUs`);
  return rows;
}

const REASON = 'Restart test';

function csvOf(rows: readonly { sku: string; warehouse: string }[]): string {
  const lines = rows.map(({ sku, warehouse }) => `${sku},${warehouse},add,1,${REASON}`);
  return ['SKU,Warehouse,Change,Quantity,Reason', ...lines].join('\r\n');
}

/** The service's time format for a date range, in UTC. */
const serviceTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/** How many inventory changes the import made for each SKU, asked of the host's sandbox. */
async function importedChanges(host: WebHostProcess): Promise<Map<string, number>> {
  const control = host.lines.sandboxControlUrl();
  const pair = host.lines.developerPair();
  if (control === undefined || pair === undefined) throw new Error('no sandbox address or token');
  const day = 86_400_000;
  const counts = new Map<string, number>();
  let after: string | null = null;
  for (;;) {
    const reply = await fetch(`${new URL(control).origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.accessToken}` },
      body: JSON.stringify({
        query: `query ($reason: String!, $from: ISODateTime!, $to: ISODateTime!, $after: String) {
          inventory_changes(reason: $reason, date_from: $from, date_to: $to) {
            data(first: 100, after: $after, sort: "created_at,id") {
              pageInfo { hasNextPage endCursor }
              edges { node { sku reason } }
            }
          }
        }`,
        variables: {
          reason: REASON,
          from: serviceTime(Date.now() - day),
          to: serviceTime(Date.now() + day),
          after,
        },
      }),
    });
    const page = changesPage.parse(await reply.json()).data.inventory_changes.data;
    for (const { node } of page.edges) counts.set(node.sku, (counts.get(node.sku) ?? 0) + 1);
    if (!page.pageInfo.hasNextPage) return counts;
    after = page.pageInfo.endCursor;
  }
}

const changesPage = z.object({
  data: z.object({
    inventory_changes: z.object({
      data: z.object({
        pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
        edges: z.array(z.object({ node: z.object({ sku: z.string(), reason: z.string() }) })),
      }),
    }),
  }),
});

/** The rows done in an import panel's heading ("…: 12 of 240 rows"). */
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
  const small = ['--sandbox-products', String(PRODUCTS), '--sandbox-control'];
  const first = await openHost(context, small);
  let appliedBefore: number;
  try {
    await openView(first.page, 'Inventory');
    await first.page.getByRole('button', { name: 'Import stock changes' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Import stock changes' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(stockRows())),
    });
    const start = dialog.getByRole('button', { name: `Import ${ROWS} changes` });
    await expect(start).toBeVisible({ timeout: 60_000 });
    // Slow replies only while the import runs: rows go several to a request, so at quick replies
    // the run would end before the host is stopped part-way.
    await setLatency(first.host, RUN_LATENCY_MS);
    await start.click();
    const running = first.page.getByRole('region', { name: 'Import of stock.csv' });
    // Part-way: some rows applied (the count jumps a request's rows at a time), and at least a
    // wave's worth still to go.
    await expect(running.getByRole('heading')).toHaveText(
      new RegExp(`^Importing stock\\.csv: [1-9]\\d* of ${ROWS} rows$`),
      { timeout: 120_000 },
    );
    appliedBefore = rowsDone(await running.getByRole('heading').innerText());
    expect(appliedBefore).toBeLessThan(ROWS - IN_FLIGHT);
  } finally {
    await first.host.stop();
    await first.page.close();
  }

  const second = await openHost(context, small);
  try {
    await openView(second.page, 'Inventory');
    const resumed = second.page.getByRole('region', { name: 'Import of stock.csv' });
    await expect(resumed.getByRole('heading')).toHaveText(
      // Paused by the stop, or shown as interrupted (the host quit while it ran): either offers Resume.
      new RegExp(`^Import of stock\\.csv (paused|stopped): \\d+ of ${ROWS} rows$`),
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
    const counts = await importedChanges(second.host);
    expect(stockRows().map(({ sku }) => counts.get(sku) ?? 0)).toEqual(
      Array.from({ length: ROWS }, () => 1),
    );
    expect(counts.size).toBe(ROWS);
  } finally {
    await second.host.stop();
  }
});
