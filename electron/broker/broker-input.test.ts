import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, tokenAuth, type Harness } from './testing/broker-harness.ts';

describe('what the renderer sends', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({});
  });
  afterAll(() => h.close());

  it('rejects unknown operations, wrong types, unknown and missing variables, sending nothing', async () => {
    const cases = [
      { operationName: 'DeleteEverything', variables: {} },
      { operationName: 'toString', variables: {} },
      { operationName: 'ProductsPage', variables: { first: 'ten' } },
      { operationName: 'ProductsPage', variables: { first: 5, query: '{ bills { request_id } }' } },
      { operationName: 'ProductDetail', variables: {} },
      { operationName: 'ProductsPage', variables: { first: 2 ** 40 } },
    ];
    for (const request of cases) {
      const result = await h.broker.execute(request);
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(h.wire.requests).toHaveLength(0);
  });

  it('answers results with data, cost and scope warnings', async () => {
    const result = await h.broker.execute({ operationName: 'OrdersPage', variables: { first: 3 } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.cost).toMatchObject({ estimated: 4, pageSize: null });
    expect(result.value.cost.actual).toBe(4);
    expect(result.value.scopeWarnings).toEqual([]);
  });
});

describe('replies with errors', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({});
  });
  afterAll(() => h.close());

  it('delivers data beside the error when only part of the reply failed', async () => {
    const order = h.sandbox.data.accounts[0]?.orders[0];
    const result = await h.broker.execute({
      operationName: 'OrderDetail',
      variables: { id: order?.id ?? '', lineItemsFirst: 2, lineItemsAfter: 'not-a-cursor' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.errors).toEqual([
      { message: 'Invalid cursor for "after"', code: 3, path: ['order', 'data', 'line_items'] },
    ]);
    const data = result.value.data as { order: { data: { id: string; line_items: unknown } } };
    expect(data.order.data.id).toBe(order?.id);
    expect(data.order.data.line_items).toBeNull();
  });

  it('fails with the tagged error when no root field came back', async () => {
    expect(
      await h.broker.execute({ operationName: 'ProductDetail', variables: { sku: 'NO-SUCH-SKU' } }),
    ).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Product not found', code: 5 },
    });
    expect(
      await h.broker.execute({
        operationName: 'OrderDetail',
        variables: { id: 'not-an-id', lineItemsFirst: 2 },
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: 'Invalid Order id "not-an-id"' },
    });
    // A wrapper whose `data` failed is no more usable than a null root field.
    expect(
      await h.broker.execute({
        operationName: 'ProductsPage',
        variables: { first: 2, after: 'not-a-cursor' },
      }),
    ).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});

describe('scopes', () => {
  it('refuses an operation the session lacks the scope for without sending it', async () => {
    const h = await startHarness({}, { auth: (s) => tokenAuth(s, { scopes: ['view:products'] }) });
    try {
      const result = await h.broker.execute({
        operationName: 'CreateProduct',
        variables: { data: { name: 'x', sku: 'NOPE', warehouse_products: [] } },
      });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'missing-scope', scopes: ['change:products'] },
      });
      expect(h.wire.requests).toHaveLength(0);
    } finally {
      await h.close();
    }
  });

  it('maps a code-7 reply to missing-scope naming the scopes', async () => {
    // The session believes it has full access; the token does not.
    const h = await startHarness(
      {},
      { auth: (s) => tokenAuth(s, { scopes: ['view:products'], claimScopes: null }) },
    );
    try {
      const result = await h.broker.execute({
        operationName: 'OrdersPage',
        variables: { first: 2 },
      });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'missing-scope', scopes: ['view:orders'] },
      });
      expect(h.wire.requests[0]?.codes).toEqual([7]);
    } finally {
      await h.close();
    }
  });

  it('passes withheld PII fields through as scope warnings', async () => {
    const scopes = ['view:orders', 'view:products', 'view:accounts'];
    const h = await startHarness({}, { auth: (s) => tokenAuth(s, { scopes }) });
    try {
      const order = h.sandbox.data.accounts[0]?.orders[0];
      const result = await h.broker.execute({
        operationName: 'OrderDetail',
        variables: { id: order?.id ?? '', lineItemsFirst: 5 },
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const ids = result.value.scopeWarnings.map((w) => w.fieldId);
      expect(ids).toContain('Order.email');
      expect(ids).toContain('OrderAddress.first_name');
      const data = result.value.data as { order: { data: { email: unknown } } };
      expect(data.order.data.email).toBeNull();
    } finally {
      await h.close();
    }
  });
});
