/**
 * Importing stock changes from a CSV, through the web host: a file of the wrong kind is refused
 * whole, by name; the preview lists the bad rows with their lines (nothing sent yet), confirming
 * applies the good rows once each (checked in each SKU's inventory history), and the results
 * export as a CSV whose formula-like cells are inert.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/app.ts';
import { historyReasons, isFormulaCell, shoot, stockedIn } from './support/bulk.ts';
import { cellText, dataRows, openView, signInWithBrowser } from './support/dashboard.ts';

test.use({ locale: 'en-US' });

test('imports a CSV with three bad rows: preview, apply, export results', async ({
  app,
  context,
}, testInfo) => {
  // The import shares the background budget with the catalogue's first sync.
  test.setTimeout(240_000);
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager' });
  const rows = dataRows(page, 'Products');
  const skus = [
    await cellText(rows.nth(1), 1),
    await cellText(rows.nth(2), 1),
    await cellText(rows.nth(3), 1),
  ];
  const [a, b, c] = await Promise.all(skus.map((sku) => stockedIn(page, sku)));
  if (!a || !b || !c) throw new Error('setup');
  const csv = [
    'SKU,Warehouse,Change,Quantity,Reason',
    `${a.sku},${a.warehouse},add,3,=1+1`, // line 2: good; its reason looks like a formula
    `NO-SUCH-SKU-42,${a.warehouse},add,1,Typo`, // line 3: unknown SKU
    `${b.sku},${b.warehouse},add,2.5,Half a box`, // line 4: not a whole number
    `${b.sku},${b.warehouse},set,9,Recount`, // line 5: good
    `${c.sku},${c.warehouse},remove,${c.onHand + 100},Too many`, // line 6: more than on hand
    `${c.sku},${c.warehouse},add,1,Found one`, // line 7: good
  ].join('\r\n');

  await openView(page, 'Inventory');
  await page.getByRole('button', { name: 'Import stock changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import stock changes' });
  // A file refused whole (an order file chosen as stock) is named, with what is wrong with it.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Order,Change,Value\r\n#1001,tag,VIP\r\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    /^orders\.csv: Line 1: "Order" is not a column Floorboard imports\./,
  );
  await shoot(page, dialog, testInfo, 'import-refused');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'count.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const problems = dialog.getByRole('region', { name: 'Rows with problems' });
  await expect(problems.getByRole('heading')).toHaveText(
    '3 rows have problems and will not be sent',
  );
  await expect(problems.getByRole('listitem')).toHaveText([
    /^Line 3: no product has the SKU "NO-SUCH-SKU-42"/,
    /^Line 4: the quantity "2.5" is not a whole number/,
    new RegExp(`^Line 6: removes ${c.onHand + 100} but only ${c.onHand} will be on hand`),
  ]);
  await expect(
    dialog.getByRole('table', { name: 'Changes to import' }).getByRole('row'),
  ).toHaveCount(4);
  await expect(
    dialog.getByText(
      /^3 changes, about 3 credits, up to 1 s: imports use 25% of the account's restore rate \(60 credits\/s\), longer while other apps use it too\.$/,
    ),
  ).toBeVisible();
  // Nothing was sent by the preview.
  expect((await historyReasons(page, a.sku)).filter((r) => r.includes('[import'))).toEqual([]);
  await shoot(page, dialog, testInfo, 'import-preview');

  await dialog.getByRole('button', { name: 'Import 3 changes' }).click();
  const panel = page.getByRole('region', { name: 'Import of count.csv' });
  await expect(panel.getByRole('heading')).toHaveText('Imported count.csv: 3 of 3 rows', {
    timeout: 150_000,
  });
  await expect(panel).toContainText('3 applied');

  // Each good row applied exactly once: its tagged reason appears once in its SKU's history.
  for (const [sku, reason] of [
    [a.sku, '=1+1'],
    [b.sku, 'Recount'],
    [c.sku, 'Found one'],
  ] as const) {
    const tagged = (await historyReasons(page, sku)).filter((r) =>
      r.startsWith(`${reason} [import `),
    );
    expect(tagged, sku).toHaveLength(1);
  }
  await shoot(page, panel, testInfo, 'import-finished');

  // Per row, in the panel: the rows that did not apply, with why; then every line.
  await panel.getByRole('button', { name: 'Show rows' }).click();
  const results = panel.getByRole('table', { name: 'Import results' });
  const resultRows = results.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(resultRows).toHaveCount(3);
  await expect(resultRows.nth(0)).toContainText(/^3.*Not sent.*NO-SUCH-SKU-42/);
  await expect(resultRows.nth(1)).toContainText(/^4.*Not sent.*not a whole number/);
  await expect(resultRows.nth(2)).toContainText(/^6.*Not sent.*only/);
  await shoot(page, panel, testInfo, 'import-rows');
  await panel.getByLabel('Show').selectOption('all');
  await expect(resultRows).toHaveCount(6);
  await expect(resultRows.filter({ hasText: 'Applied' })).toHaveCount(3);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export results' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('count - results.csv');
  const text = await readFile(await file.path(), 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Line,SKU,Warehouse,Change,Quantity,Reason,Result,Details');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['2', '3', '4', '5', '6', '7']);
  expect(lines.filter((line) => line.includes(',Applied,'))).toHaveLength(3);
  expect(lines.filter((line) => line.includes(',Not sent,'))).toHaveLength(3);
  // Opened as text: the formula-looking reason is inert, and no cell starts a formula.
  expect(lines[1]).toContain(",'=1+1,Applied");
  const cells = lines.flatMap((line) => line.split(','));
  expect(cells.filter(isFormulaCell)).toEqual([]);
});
