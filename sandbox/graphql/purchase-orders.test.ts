import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, PurchaseOrder } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
beforeAll(async () => {
  t = await startTestSandbox();
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
});
afterAll(() => t.close());

const READ = ['view:purchase_orders', 'view:vendors', 'view:products'];

/** po_number of every PO a filtered list returns (one page of 100 holds them all here). */
async function numbers(filters: string, sort = ''): Promise<string[]> {
  const args = filters ? `(${filters})` : '';
  const sortArg = sort ? `, sort: "${sort}"` : '';
  const { body } = await t.graphql(
    t.token(READ),
    `{ purchase_orders${args} { data(first: 100${sortArg}) { edges { node { po_number } } } } }`,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return digList(body, 'data.purchase_orders.data.edges').map((e) =>
    String(dig(e, 'node.po_number')),
  );
}

const numbersOf = (pos: readonly PurchaseOrder[]): string[] => pos.map((po) => po.po_number);
const ms = (value: string): number => Date.parse(`${value}Z`);

function somePo(test: (po: PurchaseOrder) => boolean): PurchaseOrder {
  const po = account.purchaseOrders.find(test);
  if (!po) throw new Error('the seed has no such PO');
  return po;
}

describe('purchase_orders filters (every given filter must match)', () => {
  it('lists every PO, in creation order, without filters', async () => {
    expect(await numbers('')).toEqual(numbersOf(account.purchaseOrders));
  });

  it('sku: POs with a line of that SKU', async () => {
    const sku = somePo((po) => po.fulfillment_status === 'closed').line_items[0]?.sku ?? '';
    const expected = account.purchaseOrders.filter((po) =>
      po.line_items.some((li) => li.sku === sku),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await numbers(`sku: "${sku}"`)).toEqual(numbersOf(expected));
  });

  it('warehouse_id, fulfillment_status (a free word) and customer_account_id', async () => {
    const warehouse = account.warehouses[1]?.id ?? '';
    expect(await numbers(`warehouse_id: "${warehouse}"`)).toEqual(
      numbersOf(account.purchaseOrders.filter((po) => po.warehouse_id === warehouse)),
    );
    expect(await numbers('fulfillment_status: "in-transit"')).toEqual(
      numbersOf(account.purchaseOrders.filter((po) => po.fulfillment_status === 'in-transit')),
    );
    expect(await numbers(`customer_account_id: "${account.id}"`)).toEqual(
      numbersOf(account.purchaseOrders),
    );
    expect(await numbers('customer_account_id: "QWNjb3VudDox"')).toEqual([]);
  });

  it('created_from/to compare instants: the same moment written with a space or a T', async () => {
    const from = '2026-10-20 00:00:00';
    const expected = numbersOf(
      account.purchaseOrders.filter(
        (po) => ms(po.created_at) >= Date.parse('2026-10-20T00:00:00Z'),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(account.purchaseOrders.length);
    expect(await numbers(`created_from: "${from}"`)).toEqual(expected);
    expect(await numbers('created_from: "2026-10-20T00:00:00"')).toEqual(expected);
    expect(await numbers('created_from: "2026-10-20T02:00:00+02:00"')).toEqual(expected);
  });

  it('po_date_from/to: the expected date; a PO without one never matches a range', async () => {
    const to = '2026-11-01 12:00:00';
    const expected = account.purchaseOrders.filter(
      (po) => po.po_date !== null && ms(po.po_date) <= Date.parse('2026-11-01T12:00:00Z'),
    );
    expect(await numbers(`po_date_to: "${to}"`)).toEqual(numbersOf(expected));
    // Late: still open and expected before now.
    const late = await numbers(`po_date_to: "${to}", fulfillment_status: "pending"`);
    expect(late).toEqual(numbersOf(expected.filter((po) => po.fulfillment_status === 'pending')));
    expect(late.length).toBeGreaterThan(0);
  });

  it('date_closed_from/to: closed and canceled POs in the range, never open ones', async () => {
    const expected = account.purchaseOrders.filter(
      (po) => po.date_closed !== null && ms(po.date_closed) >= Date.parse('2026-09-01T00:00:00Z'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const got = await numbers('date_closed_from: "2026-09-01 00:00:00"');
    expect(got).toEqual(numbersOf(expected));
    for (const number of got) {
      expect(
        account.purchaseOrders.find((po) => po.po_number === number)?.date_closed,
      ).not.toBeNull();
    }
  });

  it('refuses a value that is no date with code 3 at the wrapper’s data', async () => {
    const { body } = await t.graphql(
      t.token(READ),
      '{ purchase_orders(po_date_from: "next week") { data(first: 1) { edges { node { id } } } } }',
    );
    expect(body.errors?.[0]).toMatchObject({
      code: 3,
      field: 'data',
      operation: 'purchase_orders',
    });
    expect(dig(body, 'data.purchase_orders.data')).toBeNull();
  });
});

describe('purchase_orders sorts and pages', () => {
  it('sorts by text, decimal and date attributes, descending with "-"', async () => {
    const byNumber = [...account.purchaseOrders].sort((a, b) =>
      a.po_number < b.po_number ? -1 : a.po_number > b.po_number ? 1 : 0,
    );
    expect(await numbers('', 'po_number')).toEqual(numbersOf(byNumber));
    const byTotal = await numbers('', '-total_price');
    const totals = byTotal.map((n) =>
      Number(account.purchaseOrders.find((po) => po.po_number === n)?.total_price),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byCreated = await numbers('', '-created_at');
    // A stable sort: POs made in the same second keep their creation order.
    const newestFirst = [...account.purchaseOrders].sort((a, b) =>
      a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
    );
    expect(byCreated).toEqual(numbersOf(newestFirst));
  });

  it('refuses an unknown sort attribute with code 3', async () => {
    const { body } = await t.graphql(
      t.token(READ),
      '{ purchase_orders { data(sort: "vendor_name") { edges { node { id } } } } }',
    );
    expect(body.errors?.[0]?.code).toBe(3);
    expect(body.errors?.[0]?.message).toMatch(/vendor_name/);
  });

  it('pages with first/after and says whether more follow', async () => {
    const page = async (after: string | null) => {
      const { body } = await t.graphql(
        t.token(READ),
        'query P($after: String) { purchase_orders { data(first: 3, after: $after) { edges { node { po_number } } pageInfo { hasNextPage endCursor } } } }',
        { after },
      );
      return body;
    };
    const one = await page(null);
    const two = await page(String(dig(one, 'data.purchase_orders.data.pageInfo.endCursor')));
    const got = [one, two].flatMap((b) =>
      digList(b, 'data.purchase_orders.data.edges').map((e) => dig(e, 'node.po_number')),
    );
    expect(got).toEqual(numbersOf(account.purchaseOrders.slice(0, 6)));
    expect(dig(one, 'data.purchase_orders.data.pageInfo.hasNextPage')).toBe(true);
  });

  it('pages a PO’s line items as a connection', async () => {
    const po = somePo((p) => p.line_items.length >= 2);
    const { body } = await t.graphql(
      t.token(READ),
      `{ purchase_order(id: "${po.id}") { data { line_items(first: 1, sort: "-sku") { edges { node { sku } } pageInfo { hasNextPage } } } } }`,
    );
    const skus = po.line_items
      .map((li) => li.sku)
      .sort()
      .reverse();
    expect(dig(body, 'data.purchase_order.data.line_items.edges.0.node.sku')).toBe(skus[0]);
    expect(dig(body, 'data.purchase_order.data.line_items.pageInfo.hasNextPage')).toBe(true);
  });
});

describe('purchase_order(id | po_number)', () => {
  const DETAIL = `data {
    id po_number fulfillment_status po_date arrived_at ship_date date_closed tracking_number
    warehouse { identifier }
    vendor { name }
    line_items(first: 10) { edges { node {
      sku vendor_sku quantity quantity_received quantity_rejected sell_ahead fulfillment_status price
    } } }
    attachments(first: 5) { edges { node { filename url } } }
    tracking_numbers(first: 5) { edges { node { tracking_number carrier_value } } }
  }`;

  it('finds a PO by number and by id, with its lines, vendor, tracking and attachments', async () => {
    const po = somePo((p) => p.fulfillment_status === 'in-transit');
    const byNumber = await t.graphql(
      t.token(READ),
      `{ purchase_order(po_number: "${po.po_number}") { ${DETAIL} } }`,
    );
    const byId = await t.graphql(t.token(READ), `{ purchase_order(id: "${po.id}") { ${DETAIL} } }`);
    expect(byId.body.data).toEqual(byNumber.body.data);
    const data = dig(byId.body, 'data.purchase_order.data');
    const vendor = account.vendors.find((v) => v.id === po.vendor_id);
    expect(data).toMatchObject({
      po_number: po.po_number,
      fulfillment_status: 'in-transit',
      ship_date: po.ship_date,
      tracking_number: po.tracking_number,
      vendor: { name: vendor?.name },
      tracking_numbers: { edges: [{ node: { tracking_number: po.tracking_number } }] },
    });
    expect(digList(data, 'line_items.edges')).toHaveLength(po.line_items.length);
    expect(digList(data, 'attachments.edges').length).toBeGreaterThan(0);
  });

  it('answers code 3 without an argument or for a malformed id, code 5 for an unknown PO', async () => {
    const ask = (args: string) =>
      t.graphql(t.token(READ), `{ purchase_order${args} { data { id } } }`);
    expect((await ask('')).body.errors?.[0]?.code).toBe(3);
    expect((await ask('(id: "not-an-id")')).body.errors?.[0]?.code).toBe(3);
    const unknown = Buffer.from('PurchaseOrder:1').toString('base64');
    const missing = await ask(`(id: "${unknown}")`);
    expect(missing.body.errors?.[0]).toMatchObject({ code: 5, operation: 'purchase_order' });
    expect(dig(missing.body, 'data.purchase_order')).toBeNull();
    expect((await ask('(po_number: "PO-NOPE")')).body.errors?.[0]?.code).toBe(5);
  });
});

describe('purchasing costs and scopes', () => {
  it('charges the estimate rule: 1 + first × (1 + lines asked), then what came back', async () => {
    const { body } = await t.graphql(
      t.token(READ),
      '{ purchase_orders { complexity data(first: 4) { edges { node { po_number line_items(first: 5) { edges { node { sku } } } } } } } }',
    );
    const lines = account.purchaseOrders
      .slice(0, 4)
      .reduce((sum, po) => sum + Math.min(5, po.line_items.length), 0);
    expect(dig(body, 'extensions.throttling.estimated_complexity')).toBe(1 + 4 * (1 + 5));
    expect(dig(body, 'extensions.throttling.cost')).toBe(1 + 4 + lines);
    expect(dig(body, 'data.purchase_orders.complexity')).toBe(25);
  });

  it('needs view:purchase_orders (code 7, data null)', async () => {
    const { body } = await t.graphql(
      t.token(['view:products', 'view:vendors']),
      '{ purchase_orders { data(first: 1) { edges { node { id } } } } }',
    );
    expect(dig(body, 'data.purchase_orders')).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): view:purchase_orders',
      field: 'purchase_orders',
    });
  });

  it('needs view:vendors for a PO’s vendor: only that field fails', async () => {
    const { body } = await t.graphql(
      t.token(['view:purchase_orders']),
      '{ purchase_orders { data(first: 1) { edges { node { po_number vendor { name } } } } } }',
    );
    expect(dig(body, 'data.purchase_orders.data.edges.0.node.po_number')).toBe(
      account.purchaseOrders[0]?.po_number,
    );
    expect(dig(body, 'data.purchase_orders.data.edges.0.node.vendor')).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      code: 7,
      field: 'vendor',
      message: 'Missing required scope(s): view:vendors',
    });
  });
});
