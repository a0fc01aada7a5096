/**
 * An order import survives its host being killed, and no change is made twice: the risk is the
 * notes, which the service adds every time one is sent. The web host keeps journals in a folder
 * (with the test stand-in for a keyring), against a sandbox outside it; mid-import the host is
 * killed (SIGKILL), a new host offers the interrupted import in the orders view, and resuming it
 * finishes every row. The sandbox's order histories then hold each note and status change once,
 * found by its row's tag, and each tag is added once.
 */
import type { Order } from '../sandbox/data/types.ts';
import type { SandboxHandle } from '../sandbox/start.ts';
import { expect, test } from './support/app.ts';
import { importTagCounts } from './support/bulk.ts';
import { RUN_LATENCY_MS, crashMidImportAndResume } from './support/crash-and-resume.ts';
import { withJournalledHosts } from './support/journalled-hosts.ts';

const ORDERS = 12;
/** A note, a tag and a status change per order. */
const ROWS = ORDERS * 3;

test.use({ locale: 'en-US' });

interface Planned {
  readonly order: Order;
  readonly tag: string;
  readonly status: string;
  /** Lines whose change carries the row's tag in the order's history: the note and the status. */
  readonly taggedLines: readonly number[];
}

/**
 * Per order, in this order: a note (with a comma, so quoted), a tag it does not have, and a
 * status another order of the file has (statuses the file's orders use pass the preview).
 */
function planFor(sandbox: SandboxHandle): { csv: string; planned: Planned[] } {
  const orders = sandbox.data.accounts[0]?.orders.slice(0, ORDERS) ?? [];
  const statuses = [...new Set(orders.map((order) => order.fulfillment_status))].sort();
  const lines = ['Order,Change,Value'];
  const planned = orders.map((order, i): Planned => {
    const status = statuses.find((s) => s !== order.fulfillment_status);
    if (status === undefined) throw new Error('the first orders share one status');
    const tag = `e2e-resume-${i}`;
    const first = lines.length + 1;
    lines.push(
      `${order.order_number},note,"Called the customer, parcel ${i}"`,
      `${order.order_number},tag,${tag}`,
      `${order.order_number},status,${status}`,
    );
    return { order, tag, status, taggedLines: [first, first + 2] };
  });
  return { csv: lines.join('\r\n'), planned };
}

test('kill the host mid order-import and resume: every change once, none lost', async ({
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  // A small catalogue: the replica's first sync shares the background budget.
  const sandbox = { products: 80, orders: 200 };
  await withJournalledHosts({ context, testInfo, sandbox }, async (hosts) => {
    const { csv, planned } = planFor(hosts.sandbox);
    const page = await hosts.open('Orders');
    await page.getByRole('button', { name: 'Import changes', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import order changes' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const start = dialog.getByRole('button', { name: `Import ${ROWS} changes` });
    await expect(start).toBeVisible({ timeout: 60_000 });
    hosts.sandbox.setFaults({ latencyMs: RUN_LATENCY_MS });
    await start.click();
    await crashMidImportAndResume(hosts, page, {
      fileName: 'orders.csv',
      rows: ROWS,
      view: 'Orders',
      testInfo,
      shot: 'orders-import-interrupted',
    });

    // The service's side: each order's history (what its timeline shows) and its tags.
    const histories = planned.flatMap(({ order }) => order.order_history);
    const perLine = importTagCounts(histories.map((entry) => entry.information));
    const taggedLines = planned.flatMap((p) => p.taggedLines);
    expect(Object.fromEntries(perLine)).toEqual(
      Object.fromEntries(taggedLines.map((line) => [line, 1])),
    );
    for (const { order, tag, status } of planned) {
      expect(order.fulfillment_status).toBe(status);
      expect(order.tags.filter((t) => t === tag)).toHaveLength(1);
      const added = order.order_history.filter((e) => e.information === `Tags added: ${tag}`);
      expect(added).toHaveLength(1);
    }
  });
});
