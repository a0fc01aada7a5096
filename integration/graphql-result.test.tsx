// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
/**
 * The GraphQL result contract end to end, in one process: the real sandbox answers, main's core
 * (broker and dispatcher) reads the reply, a transport carries it as JSON the way the web host's
 * socket does, and the renderer's hook receives it. What the renderer's tests fake must match
 * what arrives here.
 *
 * The test DOM (happy-dom) puts its own fetch in place of Node's for the whole file, so main's
 * requests to the sandbox go through it too; the options above turn off its same-origin rule,
 * which a page has and main does not (with it, the sign-in's token request was refused as
 * cross-origin).
 */
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBridgeClient, type FloorboardBridge } from '../shared/bridge/client.ts';
import type { BridgeTransport } from '../shared/bridge/contract.ts';
import { startSandbox, type SandboxHandle } from '../sandbox/start.ts';
import { createFakeCipher } from '../electron/auth/testing/fake-cipher.ts';
import { createDispatcher } from '../electron/bridge/dispatcher.ts';
import type { Core } from '../electron/core/core.ts';
import { createCore } from '../electron/core/create-core.ts';
import { createLogger, createMemorySink } from '../electron/log/logger.ts';
import { createMemoryStore } from '../electron/store/key-value-store.ts';
import { AppProviders } from '../renderer/app/AppProviders.tsx';
import { createQueryClient } from '../renderer/data/query-client.ts';
import { useOperation } from '../renderer/data/use-operation.ts';
import { useSignedIn } from '../renderer/session/session-context.tsx';

/** Every value crosses as JSON, as over the web host's WebSocket. */
const overTheWire = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function inProcessTransport(core: Core): BridgeTransport {
  const dispatcher = createDispatcher(core.handlers);
  return {
    invoke: async (method, payload) =>
      overTheWire(await dispatcher.dispatch(method, payload)) as never,
    subscribe: (event, listener) =>
      core.events.subscribe(event, (value) => listener(overTheWire(value))),
  };
}

let sandbox: SandboxHandle;
let core: Core;
let bridge: FloorboardBridge;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, products: 20, orders: 10 });
  core = await createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      openExternal: () => Promise.resolve(),
      log: createLogger({ sink: createMemorySink().sink }),
    },
    { quotaIntervalMs: 600_000 },
  );
  bridge = createBridgeClient(inProcessTransport(core));
  const signedIn = await bridge.signInWithPassword(
    'sandbox',
    sandbox.demo.owner.username,
    sandbox.demo.owner.password,
  );
  expect(signedIn.ok).toBe(true);
});

afterAll(async () => {
  await core.close();
  await sandbox.close();
});

afterEach(cleanup);

function renderOperation<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <AppProviders bridge={bridge} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
  return renderHook(() => ({ signedIn: useSignedIn(), result: hook() }), { wrapper });
}

describe('a real sandbox reply through main to the renderer’s hook', () => {
  it('delivers partial data with the error that struck part of it', async () => {
    const order = sandbox.data.accounts[0]?.orders[0];
    if (!order) throw new Error('the sandbox seeded no orders');
    const { result } = renderOperation(() =>
      useOperation('OrderDetail', {
        id: order.id,
        lineItemsFirst: 2,
        lineItemsAfter: 'not-a-cursor',
      }),
    );
    await waitFor(() => expect(result.current.result.isSuccess).toBe(true));
    const payload = result.current.result.data;
    expect(payload?.errors).toEqual([
      { message: 'Invalid cursor for "after"', code: 3, path: ['order', 'data', 'line_items'] },
    ]);
    expect(payload?.data.order?.data?.order_number).toBe(order.order_number);
    expect(payload?.data.order?.data?.line_items).toBeNull();
  });

  it('turns a reply with no usable root field into the operation’s error', async () => {
    const { result } = renderOperation(() => useOperation('ProductDetail', { sku: 'NO-SUCH-SKU' }));
    await waitFor(() => expect(result.current.result.isError).toBe(true));
    expect(result.current.result.error?.error).toEqual({
      kind: 'server',
      message: 'Product not found',
      code: 5,
    });
    expect(result.current.result.error?.operationName).toBe('ProductDetail');
  });

  it('reports a bad argument as invalid input', async () => {
    const { result } = renderOperation(() =>
      useOperation('OrderDetail', { id: 'not-an-id', lineItemsFirst: 2 }),
    );
    await waitFor(() => expect(result.current.result.isError).toBe(true));
    expect(result.current.result.error?.error).toEqual({
      kind: 'invalid-input',
      message: 'Invalid Order id "not-an-id"',
    });
  });
});
