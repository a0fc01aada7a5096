/**
 * "Where is my order?": a fulfilled order's tracking number and timeline; placing a hold (badge
 * in the pane and the list, the reason in the timeline), clearing it; adding a note; and without
 * view:shipments the shipments section says what is missing; a returned order's returns and a
 * held order's badges. Screenshots of the pane, light and dark, at 1280×800 and 1024×700, go to
 * the test output.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { cellText, dataRows } from './support/dashboard.ts';
import { signInToOrders } from './support/orders.ts';

async function openFirstFulfilled(page: Page) {
  await page.getByRole('combobox', { name: 'Fulfillment status' }).selectOption('fulfilled');
  const row = dataRows(page, 'Orders').first();
  await expect(row).toContainText('Fulfilled');
  await row.click();
  return page.getByRole('complementary', { name: 'Order details' });
}

test('a fulfilled order: tracking number and timeline; hold, clear, note', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context);
  const details = await openFirstFulfilled(page);

  const shipments = details.getByRole('region', { name: 'Shipments' });
  // A fulfilled order may have shipped in more than one parcel.
  await expect(
    shipments.getByRole('button', { name: /^Copy tracking number / }).first(),
  ).toBeVisible();
  await expect(shipments.locator('.tracking-number').first()).toHaveText(/^[0-9A-Z]{12,22}$/);
  const timeline = details.getByRole('list', { name: 'Order history, newest first' });
  await expect(timeline.getByRole('listitem').last()).toContainText('received from');
  await expect(timeline).toContainText('Status changed from pending to fulfilled');
  await page.setViewportSize({ width: 1280, height: 800 });
  await details.screenshot({ path: testInfo.outputPath('order-pane-light.png') });

  // Place a hold with a reason: badge in the pane and the list, the reason in the timeline.
  const holds = details.getByRole('region', { name: 'Holds' });
  await holds.getByRole('combobox', { name: 'Hold' }).selectOption({ label: 'Operator hold' });
  await holds
    .getByRole('textbox', { name: 'Reason for the hold' })
    .fill('Customer asked us to wait');
  await holds.getByRole('button', { name: 'Place hold' }).click();
  await expect(holds.getByText('Operator hold', { exact: true })).toBeVisible();
  // The hold is named by its kind, in the summary and the list (the status stays Fulfilled).
  await expect(
    details.getByRole('region', { name: 'Summary' }).getByText('Operator hold', { exact: true }),
  ).toBeVisible();
  await expect(
    dataRows(page, 'Orders').first().getByText('Operator hold', { exact: true }),
  ).toBeVisible();
  await expect(timeline.getByRole('listitem').first()).toContainText(
    'Hold reason: Customer asked us to wait',
  );
  await expect(timeline).toContainText('Operator hold placed');

  // Clear it.
  await holds.getByRole('button', { name: 'Clear operator hold' }).click();
  await expect(holds).toContainText('No holds: the order can ship.');
  await expect(timeline.getByRole('listitem').first()).toContainText('Operator hold cleared');
  await expect(dataRows(page, 'Orders').first().getByText('Operator hold')).toHaveCount(0);

  // Add a note.
  await details
    .getByRole('textbox', { name: 'Note' })
    .fill('Called the customer: parcel at the neighbour');
  await details.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.getByRole('listitem').first()).toContainText(
    'Called the customer: parcel at the neighbour',
  );
  await expect(timeline.getByRole('listitem').first()).toContainText('Morgan Reyes');

  // How the pane reads further down, at a small laptop size too.
  await timeline.scrollIntoViewIfNeeded();
  await details.screenshot({ path: testInfo.outputPath('order-pane-timeline-light.png') });
  await page.setViewportSize({ width: 1024, height: 700 });
  await details.getByRole('region', { name: 'Line items' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('orders-light-1024.png') });
});

test('the order pane in the dark theme', async ({ app, context }, testInfo) => {
  await app.page.emulateMedia({ colorScheme: 'dark' });
  const page = await signInToOrders(app, context);
  const details = await openFirstFulfilled(page);
  await expect(details.locator('.tracking-number').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-dark-1280.png') });
  await details.screenshot({ path: testInfo.outputPath('order-pane-dark.png') });
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.screenshot({ path: testInfo.outputPath('orders-dark-1024.png') });
});

test('without view:shipments the section says which scope is missing', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context, ['view:shipments']);
  const details = await openFirstFulfilled(page);
  const shipments = details.getByRole('region', { name: 'Shipments' });
  await expect(shipments).toContainText('This sign-in may not see shipments');
  await expect(shipments).toContainText('view:shipments');
  await expect(shipments.getByRole('button', { name: /Ask for “See shipments”/ })).toBeVisible();
  // The rest of the pane still works.
  await expect(details.getByRole('region', { name: 'Timeline' })).toContainText('received from');
  await shipments.screenshot({ path: testInfo.outputPath('shipments-missing-scope.png') });
});

/** Opens fulfilled orders one after another until one has a return (about one in eight). */
async function openReturnedOrder(page: Page) {
  const details = await openFirstFulfilled(page);
  const returns = details.getByRole('region', { name: 'Returns' });
  const visited = new Set<string>();
  for (let tries = 0; tries < 30; tries++) {
    let next = null;
    for (const row of await dataRows(page, 'Orders').all()) {
      const number = await cellText(row, 1);
      if (!visited.has(number)) {
        next = { row, number };
        break;
      }
    }
    if (!next) break;
    visited.add(next.number);
    await next.row.click();
    await expect(details.getByRole('heading', { name: `Order ${next.number}` })).toBeVisible();
    await expect(returns.getByText(/^(No returns\.|Expected \d+)/).first()).toBeVisible();
    if ((await returns.getByText(/^Expected \d+/).count()) > 0) return details;
  }
  throw new Error(`no returned order among ${visited.size} fulfilled orders`);
}

test('a returned order and a held order, light and dark, at both sizes', async ({
  app,
  context,
}, testInfo) => {
  const page = await signInToOrders(app, context);
  const details = await openReturnedOrder(page);
  const returns = details.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText(/received \d+ · restocked \d+/);
  await expect(details.getByRole('list', { name: 'Order history, newest first' })).toContainText(
    'Return created',
  );
  await returns.scrollIntoViewIfNeeded();
  await details.screenshot({ path: testInfo.outputPath('order-returns-light-1280.png') });

  // A hold shows as a badge in the pane's summary, the holds section and the list.
  const holds = details.getByRole('region', { name: 'Holds' });
  await holds.getByRole('combobox', { name: 'Hold' }).selectOption({ label: 'Address hold' });
  await holds.getByRole('textbox', { name: 'Reason for the hold' }).fill('Customer moved house');
  await holds.getByRole('button', { name: 'Place hold' }).click();
  await expect(holds.getByText('Address hold', { exact: true })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Order history, newest first' })).toContainText(
    'Hold reason: Customer moved house',
  );
  await holds.scrollIntoViewIfNeeded();
  await details.screenshot({ path: testInfo.outputPath('order-holds-light-1280.png') });
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.screenshot({ path: testInfo.outputPath('order-holds-light-1024.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('order-holds-dark-1024.png') });
  await returns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('order-returns-dark-1024.png') });

  // Leave the order as it was.
  await holds.getByRole('button', { name: 'Clear address hold' }).click();
  await expect(holds).toContainText('No holds: the order can ship.');
});
