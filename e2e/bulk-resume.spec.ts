/**
 * An import survives its host being killed: the web host runs with a journal folder (and the
 * test stand-in for a keyring), against a sandbox outside it. Mid-import the host is killed
 * (SIGKILL); a new host offers the interrupted import, and resuming it finishes every row. The
 * sandbox's inventory history then holds each row's change exactly once.
 */
import type { SandboxHandle } from '../sandbox/start.ts';
import { expect, test } from './support/app.ts';
import { importTagCounts, shoot } from './support/bulk.ts';
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

test('kill the host mid-import and resume: no row lost, none applied twice', async ({
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  // Slow replies (1 s each, four rows at a time) keep the import running for about ten seconds, so
  // even a busy machine sees it halfway and kills it there.
  // A small catalogue: the replica's first sync, which shares the background budget, is short.
  const sandbox = { latencyMs: 1000, products: 80 };
  await withJournalledHosts({ context, testInfo, sandbox }, async (hosts) => {
    let page = await hosts.open('Inventory');
    await page.getByRole('button', { name: 'Import stock changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import stock changes' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvFor(hosts.sandbox)),
    });
    await dialog.getByRole('button', { name: `Import ${ROWS} changes` }).click();
    const panel = page.getByRole('region', { name: 'Import of stock.csv' });
    await expect(panel.getByRole('heading')).toHaveText(
      /^Importing stock\.csv: ([5-9]|[1-3]\d) of 40 rows$/,
      {
        timeout: 120_000,
      },
    );

    await hosts.crash();

    page = await hosts.open('Inventory');
    const resumed = page.getByRole('region', { name: 'Import of stock.csv' });
    await expect(resumed.getByRole('heading')).toHaveText(
      /^Import of stock\.csv stopped: \d+ of 40 rows$/,
    );
    await expect(resumed).toContainText('The import was interrupted');
    await shoot(page, resumed, testInfo, 'import-interrupted');
    await resumed.getByRole('button', { name: 'Resume' }).click();
    await expect(resumed.getByRole('heading')).toHaveText('Imported stock.csv: 40 of 40 rows', {
      timeout: 120_000,
    });
    await expect(resumed).toContainText('40 applied');

    // The service's own inventory history: every row's tagged change exactly once.
    const reasons = (hosts.sandbox.data.accounts[0]?.inventoryChanges ?? []).map((c) => c.reason);
    const perLine = importTagCounts(reasons);
    expect(perLine.size).toBe(ROWS);
    expect([...perLine.values()].every((n) => n === 1)).toBe(true);
  });
});
