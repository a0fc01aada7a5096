/**
 * An import interrupted with a row in flight that never reached the service: on Resume the other
 * rows go, and the panel says which row is being checked, why, and about how long is left of its
 * settle time (docs/bulk.md "Lost replies"); that time is skipped on the host's test clock, and the
 * row, not found at the service, is sent again once. The journal is written as a host that quit with a
 * row still to be checked leaves it; the web host keeps journals in a folder sealed with its key
 * file.
 */
import { join } from 'node:path';
import { createJournalStore } from '../electron/bulk/journal/journal-store.ts';
import { SETTLE_MS } from '../electron/bulk/run/import-run.ts';
import { stockPlanOf } from '../electron/bulk/stock/testing/stock-plan-of.ts';
import { SANDBOX_PROFILE_ID } from '../electron/profiles/profile.ts';
import { JOURNAL_KEY_FILE } from '../electron/web-host/data-dir.ts';
import { createKeyFileCipher } from '../electron/web-host/key-file.ts';
import { expect, test } from './support/app.ts';
import { importTagCounts, shoot } from './support/bulk.ts';
import { withJournalledHosts } from './support/journalled-hosts.ts';

test.use({ locale: 'en-US' });

test('resuming with a row in flight: the panel says which row it checks and how long is left', async ({
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await withJournalledHosts({ context, testInfo, sandbox: { products: 40 } }, async (hosts) => {
    const journal = await createJournalStore({
      dir: hosts.dir,
      cipher: createKeyFileCipher(join(hosts.dir, JOURNAL_KEY_FILE)),
    }).create(
      SANDBOX_PROFILE_ID,
      // Six one-unit additions to stocked SKUs, on lines 2–7 of "count.csv".
      stockPlanOf(hosts.sandbox, { rows: 6, fileName: 'count.csv', reason: 'Cycle count' }),
    );
    // Line 4 was sent a moment ago and its reply lost; the host quit before checking it (a clean
    // stop: the journal proves the other rows were never sent). The service never got it.
    await journal.append({ t: 'sending', row: 2, at: Date.now() });
    await journal.append({ t: 'paused' });
    await journal.commit();
    await journal.close();

    const page = await hosts.open('Inventory');
    const panel = page.getByRole('region', { name: 'Import of count.csv' });
    await panel.getByRole('button', { name: 'Resume', exact: true }).click();
    // The five other rows are applied, so nothing else goes on meanwhile: the note says no more.
    // Resume first reads the run back from its journal and the service: slow on a busy machine.
    await expect(panel).toContainText('5 applied', { timeout: 30_000 });
    const note = panel.getByRole('status').filter({ hasText: /^Checking whether row 4/ });
    await expect(note).toHaveText(
      /^Checking whether row 4 was applied before the interruption — about \d+ s left\. It is sent again only if the service still has not got it\.$/,
    );
    await shoot(page, panel, testInfo, 'import-settling');
    // Pausing leaves the row to be checked again on resume; the note goes with the run.
    await panel.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(panel.getByRole('heading')).toHaveText('Import of count.csv paused: 5 of 6 rows');
    await expect(note).toHaveCount(0);

    // Resumed, the row waits out the rest of its settle time again; the host's test clock skips
    // it. Not found in the history after it, the row is sent again, once.
    await panel.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(note).toHaveCount(1, { timeout: 30_000 });
    await hosts.skipClock(SETTLE_MS);
    await expect(panel.getByRole('heading')).toHaveText('Imported count.csv: 6 of 6 rows', {
      timeout: 30_000,
    });
    await expect(panel).toContainText('6 applied');
    const reasons = (hosts.sandbox.data.accounts[0]?.inventoryChanges ?? []).map((c) => c.reason);
    expect(Object.fromEntries(importTagCounts(reasons))).toEqual({
      2: 1,
      3: 1,
      4: 1,
      5: 1,
      6: 1,
      7: 1,
    });
  });
});
