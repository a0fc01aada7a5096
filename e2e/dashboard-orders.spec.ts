/**
 * Orders: update an order's fulfillment status from its detail pane and see the new
 * status in the pane, in the list, and as a choice of the status filter (statuses are the
 * account's own free strings, so the filter lists what the account uses).
 */
import { statusWords } from '../shared/orders/status-words.ts';
import { expect, test } from './support/app.ts';
import { cellText, dataRows, openView, signInWithBrowser } from './support/dashboard.ts';

// A word no seeded order uses, so the filter finds exactly the changed order.
const NEW_STATUS = 'held-for-inspection';
const STATUS_COLUMN = 3;

test('updates an order’s status and shows it in the detail and the list', async ({
  app,
  context,
}) => {
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  await openView(page, 'Orders');

  const row = dataRows(page, 'Orders').nth(1);
  await expect(row).toBeVisible();
  const number = await cellText(row, 1);
  await row.click();
  const details = page.getByRole('complementary', { name: 'Order details' });
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(`Order ${number}`);
  const summary = details.getByRole('region', { name: 'Summary' });
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText(statusWords(NEW_STATUS));

  const form = details.getByRole('region', { name: 'Change status' });
  await form.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Other…' });
  // A typo of a status the account uses is caught, not created.
  await form.getByRole('combobox', { name: 'Other status' }).fill('Fulfilled ');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form).toContainText('The account uses “fulfilled”');
  // A new word needs an explicit confirmation, and is sent trimmed.
  await form.getByRole('combobox', { name: 'Other status' }).fill(`  ${NEW_STATUS} `);
  await form.getByRole('textbox', { name: 'Reason' }).fill('Customer collects at the dock');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByRole('alert')).toContainText(`No order is “${NEW_STATUS}” yet`);
  await form.getByRole('checkbox', { name: `Create the new status “${NEW_STATUS}”` }).check();
  await form.getByRole('button', { name: 'Update status' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: `Order ${number} is now “${NEW_STATUS}”` }),
  ).toBeVisible();
  await expect(summary).toContainText(statusWords(NEW_STATUS));
  await expect(row.locator(`[aria-colindex="${STATUS_COLUMN}"]`)).toHaveText(
    statusWords(NEW_STATUS),
  );

  // The filter now offers the new status, and it finds exactly this order.
  const filter = page.getByRole('combobox', { name: 'Fulfillment status' });
  await expect(filter.getByRole('option', { name: statusWords(NEW_STATUS) })).toBeAttached();
  await filter.selectOption(NEW_STATUS);
  await expect(dataRows(page, 'Orders')).toHaveCount(1);
  await expect(dataRows(page, 'Orders').first()).toContainText(number);
});
