/**
 * Cancel during a real orders export through the web host: the sandbox's replies are slowed so
 * the export pages through the service for a while; Cancel stops it between pages, the dialog
 * says so, no file is downloaded, and the app goes on working — the next export runs to the end.
 *
 * The sandbox runs beside the host (support/journalled-hosts.ts) and restores credits ten times
 * as fast as the real service (600 a second): the second export reads every order at background
 * priority, a quarter of the restore rate, which at the real rate sat through some 40 s of
 * pacing that this spec does not judge (the broker's pacing tests do).
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { DEFAULT_OPTIONS } from '../sandbox/options.ts';
import { expect, test } from './support/app.ts';
import { shoot } from './support/bulk.ts';
import { dataRows, openView } from './support/dashboard.ts';
import { withJournalledHosts } from './support/journalled-hosts.ts';

test.use({ locale: 'en-US' });

test('cancels an orders export mid-way: nothing downloaded, the app still usable', async ({
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const sandbox = { rate: DEFAULT_OPTIONS.rate * 10 };
  await withJournalledHosts({ context, testInfo, sandbox }, async (hosts) => {
    const page = await hosts.open('Orders');
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));

    // Every order (more than one page of them), each page slowed to five seconds, so a loaded
    // machine still finds the export mid-way.
    hosts.sandbox.setFaults({ latencyMs: 5000 });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export orders' });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const progress = dialog.getByRole('status');
    // A page has arrived and more are to come: the export is paging through the service.
    await expect(progress).toContainText(/^[1-9][\d,]* rows so far/, { timeout: 60_000 });
    await shoot(page, dialog, testInfo, 'export-orders-running');
    await dialog.getByRole('button', { name: 'Cancel export', exact: true }).click();
    await expect(progress).toHaveText('Export cancelled; no file was written.', {
      timeout: 60_000,
    });
    await shoot(page, dialog, testInfo, 'export-orders-cancelled');
    await expect(dialog.getByRole('button', { name: 'Cancel export', exact: true })).toHaveCount(0);
    expect(downloads).toEqual([]);

    // Still usable: the same dialog exports every order, once the service answers at speed again.
    hosts.sandbox.setFaults({ latencyMs: 0 });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    const done = dialog.getByRole('status');
    await expect(done).toHaveText(/^Downloaded orders .*\.csv\. [\d,]+ rows\.$/);
    const rowsSaid = Number(
      (/([\d,]+) rows\.$/.exec(await done.innerText())?.[1] ?? '').replace(/,/g, ''),
    );
    const text = await readFile(await file.path(), 'utf8');
    // More than one page of orders, every one in the file.
    expect(rowsSaid).toBeGreaterThan(100);
    expect(text.trimEnd().split('\r\n')).toHaveLength(rowsSaid + 1);
    // The cancelled export left nothing behind: this is the only download.
    expect(downloads).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await openView(page, 'Products');
    await expect(dataRows(page, 'Products').first()).toBeVisible();
  });
});
