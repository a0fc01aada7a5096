/**
 * A purchase order is never created twice: after `purchase_order_create` loses its reply, the
 * broker looks the PO up by the number the app chose for it before anything is sent again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/broker-harness.ts';
import { waitsEndAtOnce } from './testing/waits-end-at-once.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const noWait = { scheduler: waitsEndAtOnce };

function createPo(harness: Harness, poNumber: string) {
  const account = harness.sandbox.data.accounts[0];
  const sku = account?.products[0]?.sku ?? 'no-products';
  const warehouseId = account?.warehouses[0]?.id ?? 'no-warehouses';
  return {
    operationName: 'CreatePurchaseOrder',
    variables: {
      data: {
        po_number: poNumber,
        warehouse_id: warehouseId,
        subtotal: '30.00',
        shipping_price: '0.00',
        total_price: '30.00',
        line_items: [{ sku, quantity: 12, price: '2.50', expected_weight_in_lbs: '0' }],
      },
    },
  };
}

const posNumbered = (harness: Harness, poNumber: string) =>
  harness.sandbox.data.accounts[0]?.purchaseOrders.filter((p) => p.po_number === poNumber) ?? [];

/** Lets the first create through to the service, then loses its reply. */
function loseReplyAfterApplied() {
  let dropped = false;
  return async (body: string, send: () => Promise<Response>): Promise<Response> => {
    if (!dropped && body.includes('CreatePurchaseOrder')) {
      dropped = true;
      await send();
      throw new TypeError('fetch failed');
    }
    return send();
  };
}

/** The first create never reaches the service: the connection drops on the way out. */
function loseRequestBeforeService() {
  let dropped = false;
  return (body: string, send: () => Promise<Response>): Promise<Response> => {
    if (!dropped && body.includes('CreatePurchaseOrder')) {
      dropped = true;
      return Promise.reject(new TypeError('fetch failed'));
    }
    return send();
  };
}

describe('a lost reply to purchase_order_create', () => {
  it('applied at the service: reports it applied after one look-up by PO number, and one PO exists', async () => {
    h = await startHarness({}, { broker: noWait, intercept: loseReplyAfterApplied() });
    const before = h.sandbox.data.accounts[0]?.purchaseOrders.length ?? 0;
    const result = await h.broker.execute(createPo(h, 'PO-20261127-LOST'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'yes' } });
    expect(h.wire.count((r) => r.operation === 'PurchaseOrderByNumber')).toBe(1);
    expect(posNumbered(h, 'PO-20261127-LOST')).toHaveLength(1);
    expect(h.sandbox.data.accounts[0]?.purchaseOrders.length).toBe(before + 1);

    // Sending the same PO again (a person pressing Create once more) is refused: still one.
    const again = await h.broker.execute(createPo(h, 'PO-20261127-LOST'));
    expect(again).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(posNumbered(h, 'PO-20261127-LOST')).toHaveLength(1);
  });

  it('lost before the service saw it: reports it not applied, and the one resend creates it once', async () => {
    h = await startHarness({}, { broker: noWait, intercept: loseRequestBeforeService() });
    const result = await h.broker.execute(createPo(h, 'PO-20261127-NEVR'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'no' } });
    expect(h.wire.count((r) => r.operation === 'PurchaseOrderByNumber')).toBe(1);
    expect(posNumbered(h, 'PO-20261127-NEVR')).toHaveLength(0);

    const resent = await h.broker.execute(createPo(h, 'PO-20261127-NEVR'));
    expect(resent.ok).toBe(true);
    expect(h.wire.count((r) => r.operation === 'CreatePurchaseOrder' && r.status === 200)).toBe(1);
    expect(posNumbered(h, 'PO-20261127-NEVR')).toHaveLength(1);
  });

  it('refused with 503: not applied, sent once, nothing created', async () => {
    h = await startHarness(
      {},
      {
        broker: noWait,
        intercept: (body, send) =>
          body.includes('CreatePurchaseOrder')
            ? Promise.resolve(new Response('{"errors":[{"message":"down"}]}', { status: 503 }))
            : send(),
      },
    );
    const result = await h.broker.execute(createPo(h, 'PO-20261127-REFU'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'no' } });
    expect(h.wire.count((r) => r.operation === 'CreatePurchaseOrder')).toBe(1);
    expect(posNumbered(h, 'PO-20261127-REFU')).toHaveLength(0);
  });
});
