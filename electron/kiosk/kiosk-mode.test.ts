import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '../../shared/bridge/contract.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import { createAdminPinGate } from './admin-pin-gate.ts';
import { hashPin } from './admin-pin.ts';
import { DEFAULT_KIOSK_SETTINGS } from './options.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import type { Core } from '../core/core.ts';
import { createCore } from '../core/create-core.ts';
import { kioskBrokerOptions } from './kiosk-mode.ts';

/** Kiosk mode in the core, through the dispatcher as both hosts use it, against the sandbox. */

const PIN = '246810';
// The cheapest cost the record schema accepts, so the test stays quick.
const record = await hashPin(PIN, { params: { N: 2 ** 14, r: 8, p: 1 } });
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

let sandbox: SandboxHandle;
let core: Core;
let clock: number;
let onExit: () => void;
let appEvents: AppInfo[];
const logs = createMemorySink();

async function startCore(kiosk: boolean): Promise<void> {
  onExit = vi.fn<() => void>();
  core = await createCore(
    {
      sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
      store: createMemoryStore(),
      cipher: createFakeCipher(),
      openExternal: () => Promise.resolve(),
      log: createLogger({ sink: logs.sink }),
    },
    {
      quotaIntervalMs: 60_000,
      ...(kiosk
        ? {
            kiosk: {
              settings: { ...DEFAULT_KIOSK_SETTINGS, adminPin: record, idleTimeoutMs: 45_000 },
              refreshIntervalMs: 5_000,
              onExit,
              // A fake clock for the lockout; the real scrypt check.
              pinGate: createAdminPinGate({ record, now: () => clock }),
              // The full-access token: the PII-capable case the allowlist must hold against.
              signInAtStart: { method: 'password', ...sandbox.demo.owner },
            },
          }
        : {}),
    },
  );
  appEvents = [];
  core.events.subscribe('app', (info) => appEvents.push(info));
}

const call = (method: string, payload?: unknown) =>
  createDispatcher(core.handlers).dispatch(method, payload);

beforeEach(async () => {
  clock = 1_000_000;
  sandbox = await startSandbox({ port: 0, products: 30, orders: 20 });
});

afterEach(async () => {
  await core.close();
  await sandbox.close();
});

describe('kiosk mode in the core', () => {
  it('answers app.info with the kiosk settings and starts signed in (full access)', async () => {
    await startCore(true);
    expect(await call('app.info')).toEqual({
      ok: true,
      value: {
        kiosk: {
          idleTimeoutMs: 45_000,
          refreshShare: 0.1,
          lowCreditThreshold: 0.25,
          refreshIntervalMs: 5_000,
        },
      },
    });
    expect(core.events.latest('app')?.kiosk).not.toBeNull();
    expect(await call('session.get')).toMatchObject({
      ok: true,
      value: { session: { status: 'signed-in', method: 'password', scopeLimited: false } },
    });
  });

  it('runs the allowlist only: no PII comes back even with a full-access token', async () => {
    await startCore(true);
    const sku = sandbox.data.accounts[0]?.products[0]?.sku ?? '';
    const allowed = [
      ['OrdersPage', { first: 20, status: 'pending', sort: 'order_date' }],
      ['OrderStatusSample', { first: 50 }],
      ['LowStock', { first: 20 }],
      ['ProductDetail', { sku }],
      ['ProductBySku', { sku }],
      ['InventoryChanges', { sku, first: 5 }],
      ['Quota', {}],
    ] as const;
    for (const [operationName, variables] of allowed) {
      const result = await call('graphql', { operationName, variables, priority: 'background' });
      expect(result, operationName).toMatchObject({ ok: true });
      expect(JSON.stringify(result), operationName).not.toMatch(EMAIL);
    }
    const refused = [
      ['OrderDetail', { id: sandbox.data.accounts[0]?.orders[0]?.id ?? '', lineItemsFirst: 5 }],
      ['AccountWarehouses', {}],
      ['Viewer', {}],
      ['ProductsPage', { first: 5 }],
      ['AddInventory', { data: { sku, warehouse_id: 'x', quantity: 1, reason: 'test' } }],
    ] as const;
    for (const [operationName, variables] of refused) {
      expect(await call('graphql', { operationName, variables }), operationName).toMatchObject({
        ok: false,
        error: { kind: 'kiosk-locked', message: expect.stringContaining(operationName) as unknown },
      });
    }
  });

  it('refuses sign-in, sign-out and profile changes while it is a kiosk', async () => {
    await startCore(true);
    const refusals = [
      ['signIn.password', { profileId: 'sandbox', ...sandbox.demo.owner }],
      ['signIn.oauth', { profileId: 'sandbox', scopes: ['openid'] }],
      ['signIn.developer', { profileId: 'sandbox', ...sandbox.demo.developer }],
    ] as const;
    for (const [method, payload] of refusals) {
      expect(await call(method, payload), method).toEqual({
        ok: false,
        error: {
          kind: 'kiosk-locked',
          message: expect.stringMatching(
            /^An administrator signs in outside kiosk mode/,
          ) as unknown,
        },
      });
    }
    for (const [method, payload] of [
      ['signOut', undefined],
      ['profiles.select', { id: 'sandbox' }],
      ['profiles.remove', { id: 'sandbox' }],
      ['import.start', { previewId: '5f0e2a59-7c1d-4f7a-9a51-0a3c0c6b2e44' }],
      [
        'export.run',
        {
          exportId: '5f0e2a59-7c1d-4f7a-9a51-0a3c0c6b2e44',
          excel: false,
          target: { kind: 'orders', filters: {}, sort: null },
        },
      ],
    ] as const) {
      expect(await call(method, payload), method).toMatchObject({
        ok: false,
        error: { kind: 'kiosk-locked' },
      });
    }
    expect(await call('session.get')).toMatchObject({
      ok: true,
      value: { session: { status: 'signed-in' } },
    });
  });

  it('leaves kiosk mode with the right PIN only, throttling wrong ones', async () => {
    await startCore(true);
    expect(await call('kiosk.exit', { pin: '111111' })).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: 'Wrong PIN. 4 tries left before a pause.' },
    });
    for (let i = 0; i < 3; i++) await call('kiosk.exit', { pin: '111111' });
    expect(await call('kiosk.exit', { pin: '111111' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Wrong PIN. Too many wrong PINs: try again in 30 s.',
      },
    });
    clock += 5_000;
    expect(await call('kiosk.exit', { pin: PIN })).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: 'Too many wrong PINs. Try again in 25 s.' },
    });
    expect(onExit).not.toHaveBeenCalled();
    expect(appEvents).toEqual([]);

    clock += 25_000;
    expect(await call('kiosk.exit', { pin: PIN })).toEqual({ ok: true, value: { kiosk: null } });
    expect(onExit).toHaveBeenCalledOnce();
    expect(appEvents).toEqual([{ kiosk: null }]);
    expect(await call('app.info')).toEqual({ ok: true, value: { kiosk: null } });
    expect(logs.lines.join('\n')).not.toContain(PIN);

    // An ordinary app again: the whole allowlist, and sign-in.
    const id = sandbox.data.accounts[0]?.orders[0]?.id ?? '';
    const detail = await call('graphql', {
      operationName: 'OrderDetail',
      variables: { id, lineItemsFirst: 5 },
    });
    expect(JSON.stringify(detail)).toMatch(EMAIL);
    expect(
      await call('signIn.password', { profileId: 'sandbox', ...sandbox.demo.owner }),
    ).toMatchObject({ ok: true });
    expect(await call('kiosk.exit', { pin: '000000' })).toEqual({
      ok: true,
      value: { kiosk: null },
    });
  });

  it('is no kiosk without the option', async () => {
    await startCore(false);
    expect(await call('app.info')).toEqual({ ok: true, value: { kiosk: null } });
    expect(await call('kiosk.exit', { pin: PIN })).toEqual({ ok: true, value: { kiosk: null } });
    expect(await call('session.get')).toMatchObject({
      ok: true,
      value: { session: { status: 'signed-out' } },
    });
  });

  it('gives the broker the kiosk share, keeps the low pool for others, grants the first copy', () => {
    expect(kioskBrokerOptions(DEFAULT_KIOSK_SETTINGS)).toEqual({
      backgroundShare: 0.1,
      backgroundReserve: 0.25,
      copyGrantShare: 0.15,
    });
  });
});
