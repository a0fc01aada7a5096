/**
 * Importing order changes from a CSV, through the web host: the import dialog's kind choice, a
 * preview listing the bad rows with their lines (nothing sent yet), a run that applies each good
 * row once (read back from the orders and their timelines), results that export as a CSV whose
 * formula-like cells are inert; and without change:orders, the kind is disabled with the reason.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/app.ts';
import { isFormulaCell, shoot } from './support/bulk.ts';
import { ordersByNumber, statusesInUse, timelineTexts } from './support/bulk-orders.ts';
import { cellText, dataRows, openView } from './support/dashboard.ts';
import { control } from './support/kiosk.ts';
import { signInToOrders } from './support/orders.ts';

type Change = 'status' | 'place hold' | 'tag' | 'note';
/**
 * What a change costs (docs/bulk.md "Estimate"): one credit, but placing a hold sends its note in
 * the same request (PlaceOrderHold), so two.
 */
const CREDITS: Readonly<Record<Change, number>> = { status: 1, 'place hold': 2, tag: 1, note: 1 };

// --sandbox-control: the run's screenshot slows the sandbox's replies so the run is seen running.
test.use({ locale: 'en-US', hostArgs: ['--sandbox-control'] });

test('imports order changes with three bad rows: preview, apply once, export results', async ({
  app,
  context,
}, testInfo) => {
  // The import shares the background budget with the catalogue's first sync.
  test.setTimeout(240_000);
  const page = await signInToOrders(app, context);
  const rows = dataRows(page, 'Orders');
  const numbers: string[] = [];
  for (let i = 0; numbers.length < 3 && i < 12; i++) {
    const number = await cellText(rows.nth(i), 1);
    if (!numbers.includes(number)) numbers.push(number);
  }
  const before = await ordersByNumber(page, numbers);
  const [a, b, c] = before;
  if (!a || !b || !c) throw new Error('setup');
  // A status the account uses, other than a's; a hold b is not on; a tag c does not have.
  const status = (await statusesInUse(page)).find((s) => s !== a.status && s !== '');
  if (!status) throw new Error('the account uses one status only');
  const hold = (['payment', 'address', 'fraud', 'client', 'operator'] as const).find(
    (h) => b.holds[`${h}_hold`] !== true,
  );
  if (!hold) throw new Error('setup: order b is on every hold');
  // Each row: order, change, value, and whether the preview lets it through.
  const fileRows: readonly (readonly [string, Change, string, boolean])[] = [
    [a.number, 'status', status, true], // line 2
    ['#NO-SUCH-ORDER', 'tag', 'x', false], // line 3: unknown order
    [b.number, 'place hold', hold, true], // line 4
    [b.number, 'status', 'Shipped by owl', false], // line 5: a status the account does not use
    [c.number, 'tag', 'e2e-bulk', true], // line 6
    [c.number, 'note', '"=HYPERLINK(""x""), called the customer"', true], // line 7: formula-like
    [c.number, 'place hold', 'vacation', false], // line 8: no such hold
  ];
  const csv = ['Order,Change,Value', ...fileRows.map((r) => r.slice(0, 3).join(','))].join('\r\n');
  const good = fileRows.filter((r) => r[3]).map((r) => r[1]);
  const credits = good.reduce((sum, change) => sum + CREDITS[change], 0);

  await page.getByRole('button', { name: 'Import changes', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import order changes' });
  await expect(dialog.getByRole('radio', { name: 'Order changes' })).toBeChecked();
  await expect(dialog.getByLabel('Example')).toContainText('#1002,place hold,payment');
  await shoot(page, dialog, testInfo, 'orders-import-choose');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const problems = dialog.getByRole('region', { name: 'Rows with problems' });
  // Line 5's unknown status makes the preview read the status sample at background priority;
  // the morning brief's first refresh, started at sign-in, yields to it.
  await expect(problems.getByRole('heading')).toHaveText(
    '3 rows have problems and will not be sent',
    { timeout: 60_000 },
  );
  await expect(problems.getByRole('listitem')).toHaveText([
    /^Line 3: no order has the number "#NO-SUCH-ORDER"/,
    /^Line 5: no order of this account has the status "Shipped by owl"\. Use one of the statuses the account uses: /,
    /^Line 8: there is no hold "vacation"\. Use one of: operator, payment, address, fraud or client\.$/,
  ]);
  await expect(
    dialog.getByRole('table', { name: 'Changes to import' }).getByRole('row'),
  ).toHaveCount(5);
  await expect(
    dialog.getByText(
      `${good.length} changes, about ${credits} credits, up to 1 s: imports use 25% of the account's restore rate (60 credits/s), longer while other apps use it too.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/^Checking the file used \d+ credits\.$/)).toBeVisible();
  // Nothing was sent by the preview.
  expect(await ordersByNumber(page, numbers)).toEqual(before);
  await shoot(page, dialog, testInfo, 'orders-import-preview');

  // Ten seconds a request: the run is still under way when the test looks, however busy the
  // machine.
  await control(app, 'faults', { latencyMs: 10_000 });
  await dialog.getByRole('button', { name: 'Import 4 changes' }).click();
  const panel = page.getByRole('region', { name: 'Import of orders.csv' });
  await expect(panel.getByRole('heading')).toHaveText(/^Importing orders\.csv: \d of 4 rows$/);
  await expect(panel.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shoot(page, panel, testInfo, 'orders-import-running');
  await control(app, 'faults', { latencyMs: 0 });
  await expect(panel.getByRole('heading')).toHaveText('Imported orders.csv: 4 of 4 rows', {
    timeout: 150_000,
  });
  await expect(panel).toContainText('4 applied');

  // Each change made, once: read back from the orders and their timelines.
  const [a2, b2, c2] = await ordersByNumber(page, numbers);
  expect(a2?.status).toBe(status);
  expect(b2?.holds[`${hold}_hold`]).toBe(true);
  expect(c2?.tags.filter((t) => t === 'e2e-bulk')).toHaveLength(1);
  const notes = (await timelineTexts(page, c.id)).filter((t) =>
    t.startsWith('=HYPERLINK("x"), called the customer [import '),
  );
  expect(notes).toHaveLength(1);
  expect((await timelineTexts(page, a.id)).filter((t) => t.includes('[import '))).toHaveLength(1);

  await panel.getByRole('button', { name: 'Show rows' }).click();
  const results = panel.getByRole('table', { name: 'Import results' });
  const resultRows = results.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(resultRows).toHaveCount(3);
  await expect(resultRows.nth(0)).toContainText(/^3.*Not sent.*#NO-SUCH-ORDER/);
  await shoot(page, panel, testInfo, 'orders-import-results');
  await panel.getByLabel('Show').selectOption('all');
  await expect(resultRows).toHaveCount(7);
  await expect(resultRows.filter({ hasText: 'Applied' })).toHaveCount(4);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export results' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('orders - results.csv');
  const text = await readFile(await file.path(), 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Line,Order,Change,Value,Result,Details');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
  ]);
  expect(lines.filter((line) => line.includes(',Applied,'))).toHaveLength(4);
  expect(lines.filter((line) => line.includes(',Not sent,'))).toHaveLength(3);
  // Opened as text: the formula-looking note is inert, and no cell starts a formula.
  expect(lines[6]).toContain(`"'=HYPERLINK(""x""), called the customer",Applied`);
  expect(lines.flatMap((line) => line.split(',')).filter(isFormulaCell)).toEqual([]);

  // The orders view lists order imports; the inventory view does not.
  await openView(page, 'Inventory');
  await expect(page.getByRole('region', { name: 'Import of orders.csv' })).toHaveCount(0);
});

test('without change:orders, order imports are disabled with the reason', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context, ['change:orders']);
  const importButton = page.getByRole('button', { name: 'Import changes', exact: true });
  await expect(importButton).toBeDisabled();
  await expect(importButton).toHaveAccessibleDescription(/change:orders/);

  await openView(page, 'Inventory');
  await page.getByRole('button', { name: 'Import stock changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import stock changes' });
  const orders = dialog.getByRole('radio', { name: 'Order changes' });
  await expect(orders).toBeDisabled();
  await expect(orders).toHaveAccessibleDescription(/Needs permission to .*\(change:orders\)/);
  await expect(dialog.getByRole('radio', { name: 'Stock changes' })).toBeChecked();
  await expect(dialog.getByLabel('CSV file')).toBeEnabled();
  await shoot(page, dialog, testInfo, 'orders-import-disabled');
});
