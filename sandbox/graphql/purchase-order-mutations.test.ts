import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptReason } from '../data/purchase-order-records.ts';
import { isoDateTime, type Account, type WarehouseProduct } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  token = t.token([
    'view:purchase_orders',
    'change:purchase_orders',
    'view:inventory',
    'view:products',
  ]);
});
afterAll(() => t.close());

const PO_FIELDS = `id po_number fulfillment_status date_closed arrived_at subtotal total_price
  line_items(first: 5) { edges { node { sku quantity quantity_received quantity_rejected fulfillment_status price } } }`;

const CREATE = `mutation C($data: CreatePurchaseOrderInput!) {
  purchase_order_create(data: $data) { complexity purchase_order { ${PO_FIELDS} } } }`;
const UPDATE = `mutation U($data: UpdatePurchaseOrderInput!) {
  purchase_order_update(data: $data) { purchase_order { ${PO_FIELDS} } } }`;
const CLOSE = `mutation X($data: ClosePurchaseOrderInput!) {
  purchase_order_close(data: $data) { purchase_order { fulfillment_status date_closed } } }`;
const CANCEL = `mutation X($data: CancelPurchaseOrderInput!) {
  purchase_order_cancel(data: $data) { purchase_order { fulfillment_status date_closed } } }`;
const SET_STATUS = `mutation S($data: SetPurchaseOrderFulfillmentStatusInput!) {
  purchase_order_set_fulfillment_status(data: $data) { purchase_order { fulfillment_status } } }`;

/** A stocked SKU in a warehouse, with nothing already on order in the test. */
function stocked(index: number): WarehouseProduct {
  const record = [...account.warehouseProductsBySku.values()].flat()[index];
  if (!record) throw new Error('the seed has too few warehouse records');
  return record;
}

function createInput(
  number: string,
  record: WarehouseProduct,
  extra: Record<string, unknown> = {},
) {
  return {
    po_number: number,
    warehouse_id: record.warehouse_id,
    subtotal: '50.00',
    shipping_price: '5.00',
    total_price: '55.00',
    po_date: '2026-11-08 09:00:00',
    line_items: [
      { sku: record.sku, quantity: 10, price: '5.00', expected_weight_in_lbs: '1.5', ...extra },
    ],
  };
}

async function create(
  number: string,
  record: WarehouseProduct,
  extra: Record<string, unknown> = {},
) {
  const { body } = await t.graphql(token, CREATE, { data: createInput(number, record, extra) });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return String(dig(body, 'data.purchase_order_create.purchase_order.id'));
}

const changesNaming = (number: string) =>
  account.inventoryChanges.filter((c) => c.reason.includes(number));

describe('purchase_order_create', () => {
  it('creates an open PO with its lines, at the cost of the connections it selects', async () => {
    const record = stocked(0);
    const { body } = await t.graphql(token, CREATE, { data: createInput('T-100', record) });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.purchase_order_create.purchase_order')).toMatchObject({
      po_number: 'T-100',
      fulfillment_status: 'pending',
      date_closed: null,
      arrived_at: null,
      subtotal: '50.00',
      total_price: '55.00',
      line_items: {
        edges: [
          {
            node: {
              sku: record.sku,
              quantity: 10,
              quantity_received: 0,
              quantity_rejected: 0,
              fulfillment_status: 'pending',
              price: '5.00',
            },
          },
        ],
      },
    });
    const id = String(dig(body, 'data.purchase_order_create.purchase_order.id'));
    expect(Buffer.from(id, 'base64').toString()).toMatch(/^PurchaseOrder:\d+$/);
    // 1 for the mutation + 5 for line_items(first: 5); charged 1 + the one line returned.
    expect(dig(body, 'extensions.throttling.estimated_complexity')).toBe(6);
    expect(dig(body, 'data.purchase_order_create.complexity')).toBe(6);
    expect(dig(body, 'extensions.throttling.cost')).toBe(2);
    const found = await t.graphql(
      token,
      '{ purchase_order(po_number: "T-100") { data { id po_date } } }',
    );
    expect(dig(found.body, 'data.purchase_order.data')).toEqual({
      id,
      po_date: '2026-11-08T09:00:00',
    });
  });

  it('refuses a PO number already used, so a client can check by number before resending', async () => {
    const before = account.purchaseOrders.length;
    const { body } = await t.graphql(token, CREATE, { data: createInput('T-100', stocked(1)) });
    expect(body.errors?.[0]).toMatchObject({ code: 3, operation: 'purchase_order_create' });
    expect(body.errors?.[0]?.message).toMatch(/T-100.*already exists/);
    expect(dig(body, 'data.purchase_order_create')).toBeNull();
    expect(account.purchaseOrders).toHaveLength(before);
  });

  it.each([
    ['an unknown SKU', { sku: 'NO-SUCH-SKU' }, 5],
    ['a quantity of 0', { quantity: 0 }, 3],
    ['more received and rejected than ordered', { quantity_received: 8, quantity_rejected: 3 }, 3],
    ['a price that is no decimal', { price: 'five' }, 3],
  ])('refuses %s and creates nothing', async (_case, line, code) => {
    const before = account.purchaseOrders.length;
    const changes = account.inventoryChanges.length;
    const { body } = await t.graphql(token, CREATE, {
      data: createInput('T-BAD', stocked(2), line),
    });
    expect(body.errors?.[0]?.code).toBe(code);
    expect(account.purchaseOrders).toHaveLength(before);
    expect(account.inventoryChanges).toHaveLength(changes);
  });

  it('refuses a SKU the PO’s warehouse does not stock, and a date that is no date', async () => {
    const record = stocked(0);
    const elsewhere = account.warehouses.find(
      (w) =>
        !(account.warehouseProductsBySku.get(record.sku) ?? []).some(
          (wp) => wp.warehouse_id === w.id,
        ),
    );
    const missingWarehouse = Buffer.from('Warehouse:1').toString('base64');
    const data = {
      ...createInput('T-BAD', record),
      warehouse_id: elsewhere?.id ?? missingWarehouse,
    };
    expect((await t.graphql(token, CREATE, { data })).body.errors?.[0]?.code).toBe(5);
    const badDate = { ...createInput('T-BAD', record), po_date: 'soon' };
    expect((await t.graphql(token, CREATE, { data: badDate })).body.errors?.[0]?.code).toBe(3);
    expect(account.purchaseOrders.some((po) => po.po_number === 'T-BAD')).toBe(false);
  });

  it('needs change:purchase_orders (code 7), whatever view scopes are held', async () => {
    const { body } = await t.graphql(
      t.token(['view:purchase_orders', 'view:vendors', 'view:products']),
      CREATE,
      { data: createInput('T-SCOPE', stocked(0)) },
    );
    expect(body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): change:purchase_orders',
    });
    expect(account.purchaseOrders.some((po) => po.po_number === 'T-SCOPE')).toBe(false);
  });
});

describe('receiving against a PO (purchase_order_update)', () => {
  let poId = '';
  let record: WarehouseProduct;
  beforeAll(async () => {
    record = stocked(3);
    poId = await create('T-RECV', record);
  });

  const receive = (line: Record<string, unknown>) =>
    t.graphql(token, UPDATE, { data: { po_id: poId, line_items: [{ sku: record.sku, ...line }] } });

  it('adds what is received to on hand, with an inventory change naming the PO', async () => {
    const onHand = record.on_hand;
    t.clock.advance(60_000);
    const { body } = await receive({ quantity_received: 4 });
    expect(body.errors).toBeUndefined();
    expect(dig(body, 'data.purchase_order_update.purchase_order')).toMatchObject({
      arrived_at: isoDateTime(t.clock.now()),
      line_items: {
        edges: [{ node: { quantity_received: 4, fulfillment_status: 'partially_received' } }],
      },
    });
    expect(record.on_hand).toBe(onHand + 4);
    expect(record.available).toBe(record.on_hand - record.allocated);
    const [change] = changesNaming('T-RECV');
    expect(change).toMatchObject({
      sku: record.sku,
      warehouse_id: record.warehouse_id,
      previous_on_hand: onHand,
      change_in_on_hand: 4,
      reason: receiptReason('T-RECV'),
    });
    // And the service's own reads agree.
    const read = await t.graphql(
      token,
      `{ warehouse_products(sku: "${record.sku}", warehouse_id: "${record.warehouse_id}") { data { edges { node { on_hand } } } }
         inventory_changes(sku: "${record.sku}", warehouse_id: "${record.warehouse_id}") { data(sort: "-legacy_id", first: 1) { edges { node { reason change_in_on_hand } } } } }`,
    );
    expect(dig(read.body, 'data.warehouse_products.data.edges.0.node.on_hand')).toBe(onHand + 4);
    expect(dig(read.body, 'data.inventory_changes.data.edges.0.node')).toEqual({
      reason: 'Received purchase order T-RECV',
      change_in_on_hand: 4,
    });
  });

  it('takes quantity_received as the new total: more adds the difference, less takes it back', async () => {
    const onHand = record.on_hand;
    await receive({ quantity_received: 9, quantity_rejected: 1 });
    expect(record.on_hand).toBe(onHand + 5);
    await receive({ quantity_received: 7 });
    expect(record.on_hand).toBe(onHand + 3);
    const changes = changesNaming('T-RECV');
    expect(changes.at(-1)?.reason).toBe('Receipt corrected on purchase order T-RECV');
    // History and the PO line agree.
    expect(changes.reduce((sum, c) => sum + c.change_in_on_hand, 0)).toBe(7);
    const po = account.purchaseOrders.find((p) => p.id === poId);
    expect(po?.line_items[0]).toMatchObject({ quantity_received: 7, quantity_rejected: 1 });
  });

  it('is found by the PO number in the history’s reason search', async () => {
    const { body } = await t.graphql(
      token,
      '{ inventory_changes(reason: "T-RECV", date_from: "2026-10-15 00:00:00", date_to: "2026-11-14 00:00:00") { data(first: 10) { edges { node { change_in_on_hand } } } } }',
    );
    const found = digList(body, 'data.inventory_changes.data.edges').map((e) =>
      Number(dig(e, 'node.change_in_on_hand')),
    );
    expect(found).toEqual(changesNaming('T-RECV').map((c) => c.change_in_on_hand));
    expect(found.reduce((sum, n) => sum + n, 0)).toBe(7);
  });

  it('refuses more received and rejected than ordered, or a line the PO lacks, moving nothing', async () => {
    const onHand = record.on_hand;
    const changes = account.inventoryChanges.length;
    expect((await receive({ quantity_received: 10 })).body.errors?.[0]?.code).toBe(3);
    const { body } = await t.graphql(token, UPDATE, {
      data: { po_id: poId, line_items: [{ sku: 'NOT-ON-PO', quantity_received: 1 }] },
    });
    expect(body.errors?.[0]?.code).toBe(3);
    expect(record.on_hand).toBe(onHand);
    expect(account.inventoryChanges).toHaveLength(changes);
  });

  it('recomputes subtotal and total when a line’s price or quantity changes', async () => {
    const { body } = await receive({ price: '6.00', quantity: 12 });
    expect(dig(body, 'data.purchase_order_update.purchase_order')).toMatchObject({
      subtotal: '72.00',
      total_price: '77.00',
    });
  });

  it('answers code 5 for an unknown PO', async () => {
    const unknown = Buffer.from('PurchaseOrder:1').toString('base64');
    const { body } = await t.graphql(token, UPDATE, { data: { po_id: unknown, po_note: 'x' } });
    expect(body.errors?.[0]?.code).toBe(5);
  });
});

describe('close, cancel and status words', () => {
  it('cancels an open PO nothing was received against; a canceled PO cannot be closed', async () => {
    const id = await create('T-CANCEL', stocked(4));
    const { body } = await t.graphql(token, CANCEL, { data: { po_id: id } });
    expect(dig(body, 'data.purchase_order_cancel.purchase_order')).toEqual({
      fulfillment_status: 'canceled',
      date_closed: isoDateTime(t.clock.now()),
    });
    expect((await t.graphql(token, CLOSE, { data: { po_id: id } })).body.errors?.[0]?.code).toBe(3);
    expect((await t.graphql(token, CANCEL, { data: { po_id: id } })).body.errors?.[0]?.code).toBe(
      3,
    );
  });

  it('refuses to cancel a PO with goods received: it is closed instead, then takes no changes', async () => {
    const record = stocked(5);
    const id = await create('T-CLOSE', record, { quantity_received: 2 });
    expect(changesNaming('T-CLOSE').map((c) => c.change_in_on_hand)).toEqual([2]);
    const cancel = await t.graphql(token, CANCEL, { data: { po_id: id } });
    expect(cancel.body.errors?.[0]).toMatchObject({ code: 3, operation: 'purchase_order_cancel' });
    expect(cancel.body.errors?.[0]?.message).toMatch(/close it instead/);
    const close = await t.graphql(token, CLOSE, { data: { po_id: id } });
    expect(dig(close.body, 'data.purchase_order_close.purchase_order')).toEqual({
      fulfillment_status: 'closed',
      date_closed: isoDateTime(t.clock.now()),
    });
    const update = await t.graphql(token, UPDATE, {
      data: { po_id: id, line_items: [{ sku: record.sku, quantity_received: 3 }] },
    });
    expect(update.body.errors?.[0]?.code).toBe(3);
    expect((await t.graphql(token, CLOSE, { data: { po_id: id } })).body.errors?.[0]?.code).toBe(3);
    expect(changesNaming('T-CLOSE')).toHaveLength(1);
  });

  it('sets a custom status word, which filters like any status and moves no stock', async () => {
    const id = await create('T-STATUS', stocked(6));
    const changes = account.inventoryChanges.length;
    const { body } = await t.graphql(token, SET_STATUS, {
      data: { po_id: id, status: 'awaiting-dock' },
    });
    expect(dig(body, 'data.purchase_order_set_fulfillment_status.purchase_order')).toEqual({
      fulfillment_status: 'awaiting-dock',
    });
    const listed = await t.graphql(
      token,
      '{ purchase_orders(fulfillment_status: "awaiting-dock") { data { edges { node { po_number } } } } }',
    );
    expect(digList(listed.body, 'data.purchase_orders.data.edges')).toEqual([
      { node: { po_number: 'T-STATUS' } },
    ]);
    expect(account.inventoryChanges).toHaveLength(changes);
    const blank = await t.graphql(token, SET_STATUS, { data: { po_id: id, status: '  ' } });
    expect(blank.body.errors?.[0]?.code).toBe(3);
  });
});

describe('purchase_order_add_attachment', () => {
  const ADD = `mutation A($data: AddPurchaseOrderAttachmentInput!) {
    purchase_order_add_attachment(data: $data) { attachment { id filename url description } } }`;

  it('keeps the address it is given, which the PO then lists', async () => {
    const id = await create('T-ATTACH', stocked(7));
    const { body } = await t.graphql(token, ADD, {
      data: { po_id: id, url: 'https://files.example/invoice-7.pdf', description: 'Invoice' },
    });
    expect(dig(body, 'data.purchase_order_add_attachment.attachment')).toMatchObject({
      filename: 'invoice-7.pdf',
      url: 'https://files.example/invoice-7.pdf',
      description: 'Invoice',
    });
    const listed = await t.graphql(
      token,
      `{ purchase_order(id: "${id}") { data { attachments { edges { node { url } } } } } }`,
    );
    expect(digList(listed.body, 'data.purchase_order.data.attachments.edges')).toEqual([
      { node: { url: 'https://files.example/invoice-7.pdf' } },
    ]);
    const bad = await t.graphql(token, ADD, { data: { po_id: id, url: 'invoice.pdf' } });
    expect(bad.body.errors?.[0]?.code).toBe(3);
  });
});
