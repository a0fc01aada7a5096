import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import type { Core } from '../core/core.ts';
import { createCore } from '../core/create-core.ts';
import { silentLogger } from '../log/logger.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import { trackingUrlsOf } from './tracking-links.ts';

/** Main opens only tracking pages it received itself, through the core as both hosts use it. */

let sandbox: SandboxHandle;
let core: Core;
let opened: string[];

const call = (method: string, payload?: unknown) =>
  createDispatcher(core.handlers).dispatch(method, payload);

beforeEach(async () => {
  sandbox = await startSandbox({ port: 0, products: 20, orders: 40 });
  opened = [];
  core = await createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      openExternal: (url) => {
        opened.push(url);
        return Promise.resolve();
      },
      log: silentLogger,
    },
    { quotaIntervalMs: 60_000, catalogueCopy: false },
  );
});

afterEach(async () => {
  await core.close();
  await sandbox.close();
});

async function shipmentsOfAShippedOrder(): Promise<string[]> {
  const order = sandbox.data.accounts[0]?.orders.find((o) => o.shipments.length > 0);
  if (!order) throw new Error('the sandbox shipped no order');
  const result = await call('graphql', {
    operationName: 'OrderShipments',
    variables: { orderId: order.id, first: 10 },
  });
  if (!result.ok) throw new Error(`OrderShipments failed: ${JSON.stringify(result.error)}`);
  const urls = trackingUrlsOf('OrderShipments', (result.value as { data: unknown }).data);
  expect(urls.length).toBeGreaterThan(0);
  return urls;
}

describe('tracking pages main may open', () => {
  it('opens a tracking page the service sent in this session, and refuses any other', async () => {
    expect(
      await call('signIn.password', { profileId: 'sandbox', ...sandbox.demo.owner }),
    ).toMatchObject({ ok: true });
    const [url = ''] = await shipmentsOfAShippedOrder();
    expect(await call('external.openTracking', { url })).toEqual({ ok: true, value: null });
    expect(await call('external.openTracking', { url: 'https://phishing.example/' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Only the tracking pages of shipments shown in this session open',
      },
    });
    expect(opened).toEqual([url]);

    // After sign-out the address belongs to no session any more.
    expect(await call('signOut')).toMatchObject({ ok: true });
    expect(await call('external.openTracking', { url })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(opened).toEqual([url]);
  });

  it('reads tracking addresses from shipments answers only', () => {
    const answer = {
      shipments: {
        data: {
          edges: [
            {
              node: {
                shipping_labels: [
                  { tracking_url: 'https://carrier.example/t/1' },
                  { tracking_url: null },
                  null,
                ],
              },
            },
            null,
            { node: null },
          ],
        },
      },
    };
    expect(trackingUrlsOf('OrderShipments', answer)).toEqual(['https://carrier.example/t/1']);
    expect(trackingUrlsOf('OrderDetail', answer)).toEqual([]);
    expect(trackingUrlsOf('OrderShipments', { shipments: 'nonsense' })).toEqual([]);
  });
});
