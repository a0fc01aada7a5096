import { afterEach, describe, expect, it, vi } from 'vitest';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';
import { ownerOf, startHarness, tokenAuth, type Harness } from './testing/broker-harness.ts';
import { waitsEndAtOnce } from './testing/waits-end-at-once.ts';

let h: Harness | undefined;
let clock: WireClock | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  vi.unstubAllGlobals();
  clock?.uninstall();
  clock = undefined;
});

/** Backoff and token expiry in fake time that moves only while nothing is on the wire. */
function useWireClock(): WireClock {
  const installed = installWireClock(Date.parse('2026-03-02T08:00:00Z'));
  vi.stubGlobal('fetch', installed.fetch);
  clock = installed;
  return installed;
}

const noWait = { scheduler: waitsEndAtOnce };
const products = { operationName: 'ProductsPage', variables: { first: 5 } };
const createProduct = (sku: string) => ({
  operationName: 'CreateProduct',
  variables: { data: { name: 'Broker test', sku, price: '1.00', warehouse_products: [] } },
});

describe('HTTP 429', () => {
  it('backs off and retries until the request cap lets it through', async () => {
    const wire = useWireClock();
    h = await wire.drive(startHarness({ requestLimit: 2, requestWindowSeconds: 1 }));
    const { broker } = h;
    const results = await wire.drive(
      Promise.all(
        [5, 6, 7, 8].map((first) =>
          broker.execute({ operationName: 'ProductsPage', variables: { first } }),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(h.wire.count((r) => r.status === 429)).toBeGreaterThan(0);
  });

  it('reports rate-limited when the cap does not lift within the retry budget', async () => {
    h = await startHarness({ requestLimit: 1, requestWindowSeconds: 600 }, { broker: noWait });
    expect((await h.broker.execute(products)).ok).toBe(true);
    const result = await h.broker.execute({
      operationName: 'ProductsPage',
      variables: { first: 6 },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(h.wire.count((r) => r.status === 429)).toBe(6); // the first try and five retries
  });
});

describe('HTTP 401 mid-session', () => {
  it('refreshes once through the auth exchange and retries the request', async () => {
    let refreshes = 0;
    h = await startHarness(
      { tokenTtlSeconds: 60 },
      {
        auth: (sandbox) =>
          tokenAuth(sandbox, {
            scopes: null,
            ttlSeconds: -1, // already expired: the service answers 401
            onUnauthorized: () => {
              refreshes++;
              return sandbox.auth.issueAccessToken(ownerOf(sandbox), null);
            },
          }),
      },
    );
    const result = await h.broker.execute(products);
    expect(result.ok).toBe(true);
    expect(refreshes).toBe(1);
    expect(h.wire.requests.map((r) => r.status)).toEqual([401, 200]);
  });

  it('answers signed-out when the refresh fails', async () => {
    h = await startHarness(
      {},
      { auth: (sandbox) => tokenAuth(sandbox, { scopes: null, ttlSeconds: -1 }) },
    );
    expect(await h.broker.execute(products)).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
  });

  it('keeps working across real token expiry with a password session', async () => {
    const wire = useWireClock();
    h = await wire.drive(startHarness({ tokenTtlSeconds: 60 }));
    const { broker } = h;
    expect((await wire.drive(broker.execute(products))).ok).toBe(true);
    await wire.runFor(61_000);
    const next = { operationName: 'ProductsPage', variables: { first: 6 } };
    expect((await wire.drive(broker.execute(next))).ok).toBe(true);
  });
});

describe('network drop and 5xx', () => {
  it('retries queries a bounded number of times, then reports network', async () => {
    h = await startHarness({}, { baseUrl: 'http://127.0.0.1:9', broker: noWait });
    expect(await h.broker.execute(products)).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('retries a query after a 503 and delivers it', async () => {
    let failures = 2;
    h = await startHarness(
      {},
      {
        broker: noWait,
        intercept: (_body, send) =>
          failures-- > 0
            ? Promise.resolve(
                new Response('{"errors":[{"message":"down","code":503}]}', { status: 503 }),
              )
            : send(),
      },
    );
    expect((await h.broker.execute(products)).ok).toBe(true);
    expect(h.wire.requests.map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it('never re-sends a mutation; after a lost reply it checks whether the product exists', async () => {
    let dropNextMutation = true;
    h = await startHarness(
      {},
      {
        broker: noWait,
        intercept: async (body, send) => {
          if (dropNextMutation && body.includes('CreateProduct')) {
            dropNextMutation = false;
            await send(); // the service applies it, but the reply is lost
            throw new TypeError('fetch failed');
          }
          return send();
        },
      },
    );
    const result = await h.broker.execute(createProduct('LOST-REPLY-1'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'yes' } });
    expect(h.wire.requests.filter((r) => r.operation === 'CreateProduct')).toHaveLength(0); // its reply never came
    expect(h.wire.requests.filter((r) => r.operation === 'ProductBySku')).toHaveLength(1);
  });

  it('reports a mutation refused with 503 as not applied, without re-sending it', async () => {
    h = await startHarness(
      {},
      {
        broker: noWait,
        intercept: (body, send) =>
          body.includes('CreateProduct')
            ? Promise.resolve(
                new Response('{"errors":[{"message":"down","code":503}]}', { status: 503 }),
              )
            : send(),
      },
    );
    const result = await h.broker.execute(createProduct('REFUSED-1'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'no' } });
    expect(h.wire.count((r) => r.operation === 'CreateProduct')).toBe(1);
    expect(h.sandbox.data.accounts[0]?.productsBySku.has('REFUSED-1')).toBe(false);
  });
});

describe('a lost reply to an update', () => {
  const lose = (operation: string) => {
    let dropped = false;
    return async (body: string, send: () => Promise<Response>): Promise<Response> => {
      if (!dropped && body.includes(operation)) {
        dropped = true;
        await send(); // applied, but the reply never arrives
        throw new TypeError('fetch failed');
      }
      return send();
    };
  };

  it('reads the product back and reports the warehouse update as applied, sent once', async () => {
    h = await startHarness({}, { broker: noWait, intercept: lose('UpdateWarehouseProduct') });
    const account = h.sandbox.data.accounts[0];
    const sku = account?.products[0]?.sku ?? '';
    const warehouseId = account?.warehouseProductsBySku.get(sku)?.[0]?.warehouse_id ?? '';
    const result = await h.broker.execute({
      operationName: 'UpdateWarehouseProduct',
      variables: {
        data: { sku, warehouse_id: warehouseId, reorder_level: 17, reorder_amount: 60 },
      },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'yes' } });
    expect(h.wire.count((r) => r.operation === 'ProductDetail')).toBe(1);
    expect(account?.warehouseProductsBySku.get(sku)?.[0]?.reorder_level).toBe(17);
  });

  it('reports a product update refused with 503 as not applied', async () => {
    h = await startHarness(
      {},
      {
        broker: noWait,
        intercept: (body, send) =>
          body.includes('UpdateProduct')
            ? Promise.resolve(new Response('{"errors":[{"message":"down"}]}', { status: 503 }))
            : send(),
      },
    );
    const product = h.sandbox.data.accounts[0]?.products[0];
    const result = await h.broker.execute({
      operationName: 'UpdateProduct',
      variables: { data: { sku: product?.sku, name: 'Never applied' } },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'no' } });
    expect(product?.name).not.toBe('Never applied');
  });

  it('reads an order back after a lost tag replacement: applied when its tags are the list sent', async () => {
    h = await startHarness({}, { broker: noWait, intercept: lose('UpdateOrderTags') });
    const order = h.sandbox.data.accounts[0]?.orders[0];
    const replace = {
      operationName: 'UpdateOrderTags',
      variables: { data: { order_id: order?.id, tags: ['rush', 'gift'] } },
    };
    const result = await h.broker.execute(replace);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'yes' } });
    expect(h.wire.count((r) => r.operation === 'OrderDetail')).toBe(1);
    expect(order?.tags).toEqual(['rush', 'gift']);
  });

  it('reports a tag replacement refused with 503 as not applied', async () => {
    h = await startHarness(
      {},
      {
        broker: noWait,
        intercept: (body, send) =>
          body.includes('UpdateOrderTags')
            ? Promise.resolve(new Response('{"errors":[{"message":"down"}]}', { status: 503 }))
            : send(),
      },
    );
    const order = h.sandbox.data.accounts[0]?.orders[0];
    const before = [...(order?.tags ?? [])];
    const result = await h.broker.execute({
      operationName: 'UpdateOrderTags',
      variables: { data: { order_id: order?.id, tags: [...before, 'never-applied'] } },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', applied: 'no' } });
    expect(order?.tags).toEqual(before);
  });
});
