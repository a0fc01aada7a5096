/**
 * Removing a profile says what goes with it: an interrupted import of the profile that could
 * still be resumed is named in the confirmation (its journal, the only record of which rows were
 * applied, is deleted with the profile). The web host keeps journals in a folder sealed with its
 * key file; the spec journals an interrupted run for a profile added through the screen.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createJournalStore } from '../electron/bulk/journal/journal-store.ts';
import { stockPlanOf } from '../electron/bulk/stock/testing/stock-plan-of.ts';
import { JOURNAL_KEY_FILE } from '../electron/web-host/data-dir.ts';
import { createKeyFileCipher } from '../electron/web-host/key-file.ts';
import { expect, test } from './support/app.ts';
import { callBridge } from './support/bridge-call.ts';
import { shoot } from './support/bulk.ts';
import { withJournalledHosts } from './support/journalled-hosts.ts';

const NAME = 'Warehouse West';

test.use({ locale: 'en-US' });

async function profileId(page: Parameters<typeof callBridge>[0], name: string): Promise<string> {
  const answer = (await callBridge(page, 'profiles.list')) as {
    value?: { id: string; name: string }[];
  };
  const found = answer.value?.find((profile) => profile.name === name);
  if (!found) throw new Error(`no profile named ${name}`);
  return found.id;
}

test('removing a profile names the interrupted import it deletes', async ({
  context,
}, testInfo) => {
  await withJournalledHosts({ context, testInfo, sandbox: { products: 40 } }, async (hosts) => {
    const page = await hosts.start();
    await page.getByRole('button', { name: 'Add profile', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add a profile' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await form.getByRole('textbox', { name: /^API address/ }).fill(hosts.sandbox.url);
    await form.getByRole('textbox', { name: /^Login server address/ }).fill(hosts.sandbox.url);
    await form.getByRole('textbox', { name: /^OAuth client id/ }).fill('floorboard-desktop');
    await form.getByRole('button', { name: 'Add profile', exact: true }).click();
    // A new profile becomes the active one, and the active one cannot be removed: back to Sandbox.
    await expect(page.getByRole('heading', { name: `Sign in to ${NAME}` })).toBeVisible();
    await page.getByRole('button', { name: /^Sandbox \(built in\)/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Sign in to Sandbox (built in)' }),
    ).toBeVisible();

    const journals = createJournalStore({
      dir: hosts.dir,
      cipher: createKeyFileCipher(join(hosts.dir, JOURNAL_KEY_FILE)),
    });
    // One stock change, journalled and interrupted before the row went.
    const plan = stockPlanOf(hosts.sandbox, { rows: 1, fileName: 'count.csv' });
    const run = await journals.create(await profileId(page, NAME), plan);
    await run.close();

    await page.getByRole('button', { name: `Remove ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Remove “${NAME}”?` });
    await expect(
      dialog.getByText('This also deletes 1 interrupted import that could still be resumed.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove profile' })).toBeEnabled();
    await shoot(page, page, testInfo, 'profile-remove');

    await dialog.getByRole('button', { name: 'Remove profile' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remove ${NAME}`, exact: true })).toHaveCount(0);
    // Main deleted the run's journal with the profile.
    await expect
      .poll(async () => (await readdir(hosts.dir)).filter((f) => f.endsWith('.journal')))
      .toEqual([]);
  });
});
