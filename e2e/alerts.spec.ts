/**
 * "Tell me when", in the web host: the user turns on "An order is put on hold" in Account (the
 * page asks the browser's permission then), another user of the account puts an order on hold
 * straight at the sandbox, and once the brief has been refreshed the page raises a browser
 * notification titled with the order's number; a click opens that order. The browser's
 * Notification API is a recording stub (support/notification-stub.ts). Web host only: the
 * desktop app shows notifications from main (electron/main/desktop-notifications.ts).
 */
import { expect, test as base } from './support/app.ts';
import { openView, signInWithBrowser } from './support/dashboard.ts';
import {
  clickNotification,
  installNotificationStub,
  madeNotifications,
} from './support/notification-stub.ts';
import { asOtherUser } from './support/other-user.ts';

const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(installNotificationStub);
    await use(context);
  },
});

interface OrderNode {
  readonly id: string;
  readonly order_number: string;
}

const OPEN_UNHELD = `{
  orders(has_hold: false, fulfillment_status: "pending") {
    data(first: 1) { edges { node { id order_number } } }
  }
}`;

const HOLD = `mutation Hold($data: UpdateOrderHoldsInput!) {
  order_update_holds(data: $data) { order { id holds { operator_hold } } }
}`;

test('an order put on hold by someone else raises a browser notification that opens it', async ({
  app,
  context,
}) => {
  test.skip(app.host !== 'web', 'the desktop app raises notifications from main');
  const { page } = app;
  await signInWithBrowser(app, context, { preset: 'Account manager', startIn: 'Account' });
  const sandbox = new URL(app.authorizationUrls()[0] ?? '').origin;

  const alerts = page.getByRole('region', { name: 'Alerts' });
  await alerts.getByRole('checkbox', { name: 'An order is put on hold' }).check();
  await expect(alerts.getByText('Saved.')).toBeVisible();
  await expect(alerts.getByText('Alerts show as this browser’s notifications.')).toBeVisible();
  await expect(alerts.getByText(/up to about [\d,]+ credits a minute/)).toBeVisible();

  // Alerts are for what changes after the brief's first reading: an order held while that
  // reading still runs (a busy machine takes seconds) is part of it, and raises none.
  await openView(page, 'Overview');
  await expect(page.getByText(/^Up to date at /)).toBeVisible({ timeout: 60_000 });

  const found = await asOtherUser<{ orders: { data: { edges: { node: OrderNode }[] } } }>(
    sandbox,
    OPEN_UNHELD,
  );
  const order = found.orders.data.edges[0]?.node;
  if (order === undefined) throw new Error('the sandbox has no open order without a hold');
  await asOtherUser(sandbox, HOLD, { data: { order_id: order.id, operator_hold: true } });

  // The brief's refresh is where alerts are raised; the Overview's Refresh asks for one now.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const number = order.order_number.replace(/^#/, '');
  await expect
    .poll(async () => (await madeNotifications(page)).map((n) => n.title), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^Order put on hold: #?${number}$`)));
  const made = await madeNotifications(page);
  const index = made.findIndex((n) => n.title.includes(number));
  expect(made[index]?.body).not.toBe('');

  await clickNotification(page, index);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`Remove filter .*${number}`) }),
  ).toBeVisible();
});
