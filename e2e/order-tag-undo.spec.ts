/**
 * A removed order tag comes back with Undo: the tag goes at once, the notice names it and offers
 * Undo, and Undo puts it back on the order (the pane shows it again). The notice is photographed
 * into the test output (`tag-undo.png`) for a person to judge.
 */
import { expect, test } from './support/app.ts';
import { dataRows, signInWithBrowser } from './support/dashboard.ts';

test('a removed tag comes back with Undo', async ({ app, context }, testInfo) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Orders' });
  await dataRows(page, 'Orders').first().click();
  const pane = page.getByRole('complementary', { name: 'Order details' });
  const tags = pane.getByRole('list', { name: 'Tags' });
  await pane.getByRole('textbox', { name: 'New tag' }).fill('gift-wrap');
  await pane.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByText('gift-wrap')).toBeVisible();

  await pane.getByRole('button', { name: 'Remove tag gift-wrap' }).click();
  await expect(tags.getByText('gift-wrap')).toHaveCount(0);
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByText(/^Removed tag “gift-wrap” from #\d+$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tag-undo.png') });

  await notices.getByRole('button', { name: 'Undo' }).click();
  await expect(tags.getByText('gift-wrap')).toBeVisible();
  await expect(notices.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});
