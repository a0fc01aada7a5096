import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSnapshot } from '../../shared/bridge/contract.ts';
import { SCOPE_PRESETS } from '../../shared/catalogues/scope-presets.ts';
import { startSandbox, type SandboxHandle } from '../../sandbox/start.ts';
import { createFakeCipher } from '../auth/testing/fake-cipher.ts';
import { DEFAULT_KIOSK_SETTINGS } from './options.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { SANDBOX_CLIENT_ID } from '../profiles/profile.ts';
import { createMemoryStore } from '../store/key-value-store.ts';
import { grantFromSandboxConsent } from '../web-host/sandbox-consent.ts';
import type { Core } from '../core/core.ts';
import { createCore } from '../core/create-core.ts';
import { installWireClock, type WireClock } from '../time/testing/wire-clock.ts';

/**
 * The web host's `--sign-in-as-kiosk` path: an OAuth grant with the Floor kiosk preset from the
 * embedded sandbox's consent form (no browser, no loopback port), adopted by the kiosk core at
 * start-up. Its refresh token rotates like a browser sign-in's, and once revoked the kiosk's
 * session ends as "session expired" — what the board turns into its administrator screen.
 * Token lifetimes pass on a fake clock that moves only while nothing is on the wire.
 */

const FLOOR_KIOSK = SCOPE_PRESETS.find((p) => p.id === 'floor-kiosk')?.scopes ?? [];

const TOKEN_TTL_S = 60;

let sandbox: SandboxHandle;
let core: Core | undefined;
let clock: WireClock;
const logs = createMemorySink();

beforeEach(async () => {
  clock = installWireClock(Date.parse('2026-03-02T08:00:00Z'));
  vi.stubGlobal('fetch', clock.fetch);
  sandbox = await startSandbox({
    port: 0,
    products: 20,
    orders: 10,
    tokenTtlSeconds: TOKEN_TTL_S,
  });
});
afterEach(async () => {
  if (core) await clock.drive(core.close());
  core = undefined;
  vi.unstubAllGlobals();
  clock.uninstall();
  await sandbox.close();
});

async function kioskCore(): Promise<Core> {
  const consent = await grantFromSandboxConsent({
    loginUrl: sandbox.url,
    clientId: SANDBOX_CLIENT_ID,
    ...sandbox.demo.owner,
    scopes: FLOOR_KIOSK,
    redirectPort: sandbox.options.redirectPort,
  });
  if (!consent.ok) throw new Error(consent.error);
  return clock.drive(
    createCore(
      {
        sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
        store: createMemoryStore(),
        cipher: createFakeCipher(),
        openExternal: () => Promise.reject(new Error('a kiosk never opens a browser')),
        log: createLogger({ sink: logs.sink }),
      },
      {
        quotaIntervalMs: 60_000,
        kiosk: {
          settings: DEFAULT_KIOSK_SETTINGS,
          signInAtStart: { method: 'oauth', grant: consent.value },
        },
      },
    ),
  );
}

const sessionOf = (c: Core) => c.events.latest('session')?.session;

describe('the kiosk start-up sign-in (OAuth grant)', () => {
  it('signs in scope-limited to the Floor kiosk preset, without view:pii', async () => {
    core = await kioskCore();
    expect(sessionOf(core)).toMatchObject({
      status: 'signed-in',
      method: 'oauth',
      scopeLimited: true,
      scopes: [...FLOOR_KIOSK],
    });
    expect(FLOOR_KIOSK).not.toContain('view:pii');
    const page = await clock.drive(
      core.handlers.graphql({ operationName: 'OrdersPage', variables: { first: 5 } }),
    );
    expect(page).toMatchObject({ ok: true });
  });

  it('turns a revoked refresh token into a "session expired" sign-out', async () => {
    const kiosk = await kioskCore();
    core = kiosk;
    const snapshots: SessionSnapshot[] = [];
    kiosk.events.subscribe('session', (s) => snapshots.push(s));
    const quota = () =>
      clock.drive(kiosk.handlers.graphql({ operationName: 'Quota', variables: {} }));
    // Rotates on refresh like a browser sign-in's token.
    await clock.runFor((TOKEN_TTL_S + 1) * 1000);
    expect(await quota()).toMatchObject({
      ok: true,
    });
    expect(sandbox.auth.revokeAllGrants()).toBe(1);
    await clock.runFor((TOKEN_TTL_S + 1) * 1000);
    expect(await quota()).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
    expect(sessionOf(kiosk)).toMatchObject({ status: 'signed-out', reason: 'session-expired' });
    expect(snapshots.at(-1)?.session).toMatchObject({ reason: 'session-expired' });
  });

  it('logs a failed start-up sign-in and starts signed out, never throwing', async () => {
    const started = await clock.drive(
      createCore(
        {
          sandboxUrls: { baseUrl: sandbox.url, loginUrl: sandbox.url },
          store: createMemoryStore(),
          cipher: createFakeCipher(),
          openExternal: () => Promise.resolve(),
          log: createLogger({ sink: logs.sink }),
        },
        {
          kiosk: {
            settings: DEFAULT_KIOSK_SETTINGS,
            signInAtStart: { method: 'password', username: 'nobody@x.test', password: 'pw-7f3a9c' },
          },
        },
      ),
    );
    core = started;
    expect(sessionOf(started)).toMatchObject({ status: 'signed-out' });
    expect(logs.lines.join('\n')).toMatch(/ERROR .*Kiosk start-up sign-in failed/);
    expect(logs.lines.join('\n')).not.toContain('pw-7f3a9c');
  });
});
