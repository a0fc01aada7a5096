import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let account: Account;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 120 });
  const first = t.sandbox.data.accounts[0];
  if (!first) throw new Error('no account');
  account = first;
});
afterAll(() => t.close());

interface PickRow {
  order_number: string;
  sku: string;
  quantity: number;
  warehouse_id: string | null;
  created_at: string;
}

async function picks(filters = ''): Promise<PickRow[]> {
  const args = filters ? `(${filters})` : '';
  const { body } = await t.graphql(
    t.token(['view:warehouse_ops']),
    `{ picks_per_day${args} { data(first: 1000) { edges { node { order_number sku quantity warehouse_id created_at } } } } }`,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return digList(body, 'data.picks_per_day.data.edges').map((e) => dig(e, 'node') as PickRow);
}

/** "order|sku" → quantity, summed. */
function totals(rows: readonly { order_number: string; sku: string; quantity: number }[]) {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.order_number}|${row.sku}`;
    sums.set(key, (sums.get(key) ?? 0) + row.quantity);
  }
  return sums;
}

describe('picks_per_day', () => {
  it('picks exactly what the shipments shipped, order by order and SKU', async () => {
    const shipped = account.orders.flatMap((order) =>
      order.shipments.flatMap((shipment) =>
        shipment.line_items.map((sli) => ({
          order_number: order.order_number,
          sku: order.line_items.find((li) => li.id === sli.line_item_id)?.sku ?? '',
          quantity: sli.quantity,
        })),
      ),
    );
    expect(shipped.length).toBeGreaterThan(0);
    expect(totals(await picks())).toEqual(totals(shipped));
  });

  it('picks before the shipment is made, oldest first', async () => {
    const rows = await picks();
    const times = rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort());
    for (const row of rows) {
      const order = account.orders.find((o) => o.order_number === row.order_number);
      const shipments = order?.shipments ?? [];
      expect(shipments.some((s) => row.created_at < s.created_date)).toBe(true);
    }
  });

  it('filters by warehouse and by a date range of instants', async () => {
    const all = await picks();
    const warehouse = all[0]?.warehouse_id ?? '';
    expect(await picks(`warehouse_id: "${warehouse}"`)).toEqual(
      all.filter((r) => r.warehouse_id === warehouse),
    );
    const middle = all[Math.floor(all.length / 2)]?.created_at ?? '';
    expect(await picks(`date_from: "${middle.replace('T', ' ')}"`)).toEqual(
      all.filter((r) => r.created_at >= middle),
    );
  });

  it('needs view:warehouse_ops, and view:orders for a pick’s order', async () => {
    const refused = await t.graphql(
      t.token(['view:orders']),
      '{ picks_per_day { data(first: 1) { edges { node { sku } } } } }',
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): view:warehouse_ops',
    });
    const { body } = await t.graphql(
      t.token(['view:warehouse_ops']),
      '{ picks_per_day { data(first: 1) { edges { node { sku order { id } } } } } }',
    );
    expect(dig(body, 'data.picks_per_day.data.edges.0.node.sku')).toEqual(expect.any(String));
    expect(body.errors?.[0]).toMatchObject({ code: 7, field: 'order' });
  });
});
