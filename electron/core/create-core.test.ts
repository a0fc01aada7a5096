import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeEvent } from '../../shared/bridge/contract.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import type { Core } from './core.ts';
import { createCore } from './create-core.ts';
import { createSecretCollector, findLeaks } from './testing/leak-scan.ts';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';

/**
 * The core as the hosts use it: every call through the dispatcher, every event through the hub.
 * Everything that would travel to the renderer is kept and scanned for the secrets issued.
 * Token lifetimes pass on a fake clock that moves only while nothing is on the wire.
 */
const TOKEN_TTL_S = 60;

let sandbox: SandboxHandle;
let core: Core;
let clock: WireClock;
// Kept across the tests: the last one scans what all of them sent.
const collector = createSecretCollector();
const toRenderer: string[] = [];
const logs = createMemorySink();

beforeEach(async () => {
  clock = installWireClock(Date.parse('2026-03-02T08:00:00Z'));
  vi.stubGlobal('fetch', collector.wrap(clock.fetch));
  sandbox = await startSandbox({
    port: 0,
    products: 40,
    orders: 20,
    tokenTtlSeconds: TOKEN_TTL_S,
  });
  core = await clock.drive(
    createCore(
      {
        sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
        store: createMemoryStore(),
        cipher: createFakeCipher(),
        openExternal: () => Promise.resolve(),
        log: createLogger({ sink: logs.sink }),
      },
      { quotaIntervalMs: 60_000 },
    ),
  );
  for (const event of ['session', 'signInProgress', 'credits'] satisfies BridgeEvent[]) {
    core.events.subscribe(event, (value) => toRenderer.push(`${event}: ${JSON.stringify(value)}`));
  }
});

afterEach(async () => {
  await clock.drive(core.close());
  vi.unstubAllGlobals();
  clock.uninstall();
  await sandbox.close();
});

async function call(method: string, payload?: unknown): Promise<unknown> {
  const result = await clock.drive(createDispatcher(core.handlers).dispatch(method, payload));
  toRenderer.push(`${method}: ${JSON.stringify(result)}`);
  return result;
}

describe('the core behind the bridge', () => {
  it('signs in, runs allowlisted operations across token refreshes, and signs out', async () => {
    expect(await call('session.get')).toMatchObject({
      ok: true,
      value: { activeProfileId: 'sandbox', session: { status: 'signed-out' } },
    });
    const signedIn = await call('signIn.password', {
      profileId: 'sandbox',
      username: sandbox.demo.owner.username,
      password: sandbox.demo.owner.password,
    });
    expect(signedIn).toMatchObject({
      ok: true,
      value: { session: { status: 'signed-in', scopeLimited: false } },
    });

    for (let i = 0; i < 3; i++) {
      const page = await call('graphql', {
        operationName: 'ProductsPage',
        variables: { first: 10 + i },
      });
      expect(page).toMatchObject({ ok: true, value: { cost: { estimated: 11 + i } } });
      await clock.runFor((TOKEN_TTL_S / 2 + 1) * 1000); // past the token's lifetime over the loop
    }
    expect(toRenderer.some((line) => line.startsWith('credits: {"available"'))).toBe(true);

    expect(await call('signOut')).toMatchObject({ ok: true, value: { status: 'signed-out' } });
    expect(
      await call('graphql', { operationName: 'ProductsPage', variables: { first: 1 } }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
  });

  it('signs in with developer tokens and reports malformed calls as invalid input', async () => {
    const signedIn = await call('signIn.developer', {
      profileId: 'sandbox',
      accessToken: sandbox.demo.developer.accessToken,
      refreshToken: sandbox.demo.developer.refreshToken,
    });
    collector.add('access-token', sandbox.demo.developer.accessToken);
    collector.add('refresh-token', sandbox.demo.developer.refreshToken);
    expect(signedIn).toMatchObject({
      ok: true,
      value: { session: { status: 'signed-in', method: 'developer' } },
    });
    for (const [method, payload] of [
      ['graphql', { operationName: 'ProductsPage', variables: { first: 'ten' } }],
      ['graphql', { operationName: 'Nope', variables: {} }],
      ['graphql', { query: '{ bills { request_id } }' }],
      ['signIn.password', { profileId: 'sandbox', username: 42, password: [] }],
      ['nope.method', {}],
    ] as const) {
      expect(await call(method, payload)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
  });

  it('sends nothing token-shaped towards the renderer or into the logs', () => {
    expect(collector.kinds().has('access-token')).toBe(true);
    expect(collector.kinds().has('refresh-token')).toBe(true);
    const leaks = findLeaks(
      [
        { where: 'what the renderer received', text: toRenderer.join('\n') },
        { where: 'the logs', text: logs.lines.join('\n') },
      ],
      collector.secrets,
    );
    expect(leaks).toEqual([]);
    expect(toRenderer.length).toBeGreaterThan(10);
  });
});
