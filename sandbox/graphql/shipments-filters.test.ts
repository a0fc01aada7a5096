/**
 * `shipments` and all its filters over HTTP, against the seeded story (today's and yesterday's
 * shipments, one with a voided label): dates, order dates, tracking number, voided, order id,
 * PII on the address, and the cost of a day's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVoidedLabel } from '../data/label-status.ts';
import type { Account, Shipment } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
let full: string;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 120 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
  full = t.token(null);
});
afterAll(() => t.close());

const SHIPMENTS = `query S($from: ISODateTime, $to: ISODateTime, $orderFrom: ISODateTime,
  $orderTo: ISODateTime, $tracking: String, $voided: Boolean, $order: String) {
  shipments(date_from: $from, date_to: $to, order_date_from: $orderFrom, order_date_to: $orderTo,
    tracking_number: $tracking, voided: $voided, order_id: $order) {
    data(first: 100, sort: "created_date") { edges { node { id order_id created_date
      address { name city state country }
      shipping_labels { status tracking_number carrier shipping_method cost order_number } } } }
  }
}`;

const all = (): Shipment[] => account.orders.flatMap((o) => o.shipments);
const ms = (isoDateTime: string): number => Date.parse(`${isoDateTime}Z`);
const TODAY = { from: '2026-11-01T00:00:00', to: '2026-11-01T23:59:59' };

async function ids(variables: Record<string, unknown>, token = full): Promise<string[]> {
  const { body } = await t.graphql(token, SHIPMENTS, variables);
  expect(body.errors).toBeUndefined();
  return digList(body, 'data.shipments.data.edges').map((e) => String(dig(e, 'node.id')));
}

const sorted = (shipments: readonly Shipment[]): string[] =>
  [...shipments].sort((a, b) => (a.created_date < b.created_date ? -1 : 1)).map((s) => s.id);

describe('shipments filters', () => {
  it('date_from/date_to: the shipments made that day, the voided one among them', async () => {
    const expected = all().filter(
      (s) => s.created_date >= TODAY.from && s.created_date <= TODAY.to,
    );
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.some((s) => s.shipping_labels.some(isVoidedLabel))).toBe(true);
    expect(await ids(TODAY)).toEqual(sorted(expected));
  });

  it('voided: true keeps only shipments with a voided label, false only those without', async () => {
    const voided = all().filter((s) => s.shipping_labels.some(isVoidedLabel));
    expect(voided).toHaveLength(1);
    expect(await ids({ voided: true })).toEqual(sorted(voided));
    const valid = await ids({ ...TODAY, voided: false });
    expect(valid).not.toContain(voided[0]?.id);
    expect(valid.length).toBe((await ids(TODAY)).length - 1);
  });

  it('a voided label shows its status, and its tracking number still finds the shipment', async () => {
    const shipment = all().find((s) => s.shipping_labels.some(isVoidedLabel));
    const voidedLabel = shipment?.shipping_labels.find(isVoidedLabel);
    if (!shipment || !voidedLabel) throw new Error('no voided label seeded');
    const { body } = await t.graphql(full, SHIPMENTS, { tracking: voidedLabel.tracking_number });
    const labels = digList(body, 'data.shipments.data.edges.0.node.shipping_labels');
    expect(labels.map((l) => dig(l, 'status'))).toEqual(['voided', 'valid']);
    expect(digList(body, 'data.shipments.data.edges')).toHaveLength(1);
    expect(await ids({ tracking: 'NO-SUCH-NUMBER' })).toEqual([]);
  });

  it('order_date_from/to select by the order’s date, order_id by its order', async () => {
    const from = '2026-10-30T00:00:00';
    const to = '2026-10-31T23:59:59';
    const expected = account.orders
      .filter((o) => o.order_date >= from && o.order_date <= to)
      .flatMap((o) => o.shipments);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids({ orderFrom: from, orderTo: to })).toEqual(sorted(expected));
    const order = account.orders.find((o) => o.shipments.length > 0);
    expect(await ids({ order: order?.id })).toEqual(sorted(order?.shipments ?? []));
  });

  it('reads dates as instants: yesterday’s range holds yesterday’s shipments only', async () => {
    const got = await ids({ from: '2026-10-31 00:00:00', to: '2026-10-31T23:59:59+00:00' });
    const expected = all().filter((s) => {
      const at = ms(s.created_date);
      return at >= ms('2026-10-31T00:00:00') && at < ms('2026-11-01T00:00:00');
    });
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(got).toEqual(sorted(expected));
  });

  it('a date that is no date is a bad argument (code 3)', async () => {
    const { body } = await t.graphql(full, SHIPMENTS, { from: 'yesterday' });
    // Filters are read when the connection is, so the wrapper resolves with `data: null`.
    expect(dig(body, 'data.shipments.data')).toBeNull();
    expect(body.errors?.[0]?.code).toBe(3);
  });

  it('without view:pii the address name is null and warned about; city stays for state', async () => {
    const token = t.token(['view:shipments']);
    const { body } = await t.graphql(token, SHIPMENTS, TODAY);
    const address = dig(body, 'data.shipments.data.edges.0.node.address');
    expect(address).toMatchObject({ name: null, city: null });
    expect(dig(address, 'state')).not.toBeNull();
    expect(Object.keys(body.extensions?.scope_warnings ?? {})).toEqual(
      expect.arrayContaining(['Address.name', 'Address.city']),
    );
  });

  it('needs view:shipments (code 7)', async () => {
    const { body } = await t.graphql(t.token(['view:orders']), SHIPMENTS, TODAY);
    expect(dig(body, 'data.shipments')).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ code: 7, field: 'shipments' });
  });

  it('a day’s page is estimated at 1 + first and charged 1 + shipments returned', async () => {
    const { body } = await t.graphql(full, SHIPMENTS, TODAY);
    const returned = digList(body, 'data.shipments.data.edges').length;
    expect(body.extensions?.throttling?.estimated_complexity).toBe(101);
    expect(body.extensions?.throttling?.cost).toBe(1 + returned);
  });
});
