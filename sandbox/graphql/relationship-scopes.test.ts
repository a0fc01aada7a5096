/**
 * Relationship fields into another area need that area's scope wherever they are selected
 * (docs/service-notes.md "Scopes"): without it only that field fails, `null` with a code 7 error
 * at its path, and the rest of the reply stays data at the same cost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../data/types.ts';
import { dig, digList, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';

let t: TestSandbox;
let order: Order;
beforeAll(async () => {
  t = await startTestSandbox({ orders: 200 });
  const found = t.sandbox.data.accounts[0]?.orders.find(
    (o) => o.shipments.length > 0 && o.returns.length > 0,
  );
  if (!found) throw new Error('no seeded order with both shipments and returns');
  order = found;
});
afterAll(() => t.close());

/** What a help desk sends for "where is my order?": one order with its shipments and returns. */
const ORDER_WITH_TRACKING = `query OrderWithTracking($id: String!) {
  order(id: $id) { request_id complexity data { id order_number fulfillment_status
    shipments { id shipping_labels { tracking_number } }
    returns { id status }
    order_history { information }
    line_items(first: 20) { edges { node { sku quantity_shipped } } } } } }`;

const SHIPMENT_ORDER = `query ShipmentOrder($id: String) {
  shipments(order_id: $id) { data(first: 5) { edges { node { id order { order_number } } } } } }`;

interface ServiceErrorEntry {
  readonly code?: number;
  readonly message?: string;
  readonly operation?: string;
  readonly field?: string;
  readonly path?: readonly (string | number)[];
}

const errorsOf = (body: unknown): ServiceErrorEntry[] =>
  (dig(body, 'errors') as ServiceErrorEntry[] | undefined) ?? [];

describe('relationship fields without their scope', () => {
  it('fails Order.shipments and Order.returns alone: null, code 7 at the path, the rest is data', async () => {
    const { status, body } = await t.graphql(t.token(['view:orders']), ORDER_WITH_TRACKING, {
      id: order.id,
    });
    expect(status).toBe(200);
    expect(dig(body, 'data.order.data.order_number')).toBe(order.order_number);
    expect(dig(body, 'data.order.data.shipments')).toBeNull();
    expect(dig(body, 'data.order.data.returns')).toBeNull();
    expect(digList(body, 'data.order.data.order_history')).toHaveLength(order.order_history.length);
    expect(digList(body, 'data.order.data.line_items.edges')).toHaveLength(order.line_items.length);
    const errors = errorsOf(body);
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 7,
          message: 'Missing required scope(s): view:shipments',
          operation: 'order',
          field: 'shipments',
          path: ['order', 'data', 'shipments'],
        }),
        expect.objectContaining({
          code: 7,
          message: 'Missing required scope(s): view:returns',
          operation: 'order',
          field: 'returns',
          path: ['order', 'data', 'returns'],
        }),
      ]),
    );
    // The order still ran: estimate 1 + 20 line items; charged 1 + the line items returned.
    expect(body.extensions?.throttling?.estimated_complexity).toBe(21);
    expect(body.extensions?.throttling?.cost).toBe(1 + order.line_items.length);
  });

  it('answers the same fields in full with the scopes, and to tokens that are not scope-limited', async () => {
    for (const token of [
      t.token(['view:orders', 'view:shipments', 'view:returns']),
      t.token(null),
    ]) {
      const { body } = await t.graphql(token, ORDER_WITH_TRACKING, { id: order.id });
      expect(body.errors).toBeUndefined();
      expect(digList(body, 'data.order.data.shipments')).toHaveLength(order.shipments.length);
      expect(digList(body, 'data.order.data.returns')).toHaveLength(order.returns.length);
      expect(body.extensions?.throttling?.cost).toBe(1 + order.line_items.length);
    }
  });

  it('needs view:orders to reach the order back from a shipment', async () => {
    const { body } = await t.graphql(t.token(['view:shipments']), SHIPMENT_ORDER, {
      id: order.id,
    });
    const edges = digList(body, 'data.shipments.data.edges');
    expect(edges).toHaveLength(order.shipments.length);
    for (const edge of edges) expect(dig(edge, 'node.order')).toBeNull();
    const errors = errorsOf(body);
    expect(errors).toHaveLength(order.shipments.length);
    expect(errors[0]).toMatchObject({
      code: 7,
      message: 'Missing required scope(s): view:orders',
      operation: 'shipments',
      field: 'order',
      path: ['shipments', 'data', 'edges', 0, 'node', 'order'],
    });
    const withOrders = await t.graphql(t.token(['view:shipments', 'view:orders']), SHIPMENT_ORDER, {
      id: order.id,
    });
    expect(withOrders.body.errors).toBeUndefined();
    expect(dig(withOrders.body, 'data.shipments.data.edges.0.node.order.order_number')).toBe(
      order.order_number,
    );
  });
});
