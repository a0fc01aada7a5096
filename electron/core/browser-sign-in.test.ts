import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignInProgress } from '../../shared/bridge/session.ts';
import { startFakeAuthServer, type FakeAuthServer } from '../auth/testing/fake-auth-server.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { sandboxProfile, type Profile } from '../profiles/profile.ts';
import {
  createBrowserSignIns,
  type BrowserSignInDeps,
  type BrowserSignIns,
} from './browser-sign-in.ts';

/**
 * The attempt bookkeeping with the fake auth server and a free port (never 3000: the sandbox
 * tests own it). The fake server redirects straight back, so a `fetch` of the URL is the browser.
 */

const SCOPES = ['openid', 'offline_access', 'view:orders'];
let server: FakeAuthServer;
let profile: Profile;
let progress: SignInProgress[];
let logLines: string[];

beforeEach(async () => {
  server = await startFakeAuthServer();
  profile = sandboxProfile({ baseUrl: server.url, loginUrl: server.url });
  progress = [];
});

afterEach(async () => {
  await server.close();
  const log = logLines.join('\n');
  for (const secret of server.issued) expect(log).not.toContain(secret);
});

function signIns(overrides: Partial<BrowserSignInDeps> = {}): BrowserSignIns {
  const memory = createMemorySink();
  logLines = memory.lines;
  return createBrowserSignIns({
    port: 0,
    // A hang guard for the attempts that finish; the timeout tests set their own.
    timeoutMs: 60_000,
    openExternal: async (url) => {
      await (await fetch(url)).text();
    },
    log: createLogger({ sink: memory.sink }),
    onProgress: (next) => progress.push(next),
    ...overrides,
  });
}

const store = () => Promise.resolve('stored');

/** A port nothing listens on now, for attempts that must share one callback port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('browser sign-in attempts', () => {
  it('runs an attempt to the end, storing the grant while the progress says "exchanging"', async () => {
    const phasesAtStore: string[] = [];
    const result = await signIns().run(profile, SCOPES, () => {
      phasesAtStore.push(progress.at(-1)?.phase ?? 'none');
      return store();
    });
    expect(result).toEqual({ ok: true, value: 'stored' });
    expect(phasesAtStore).toEqual(['exchanging']);
    expect(progress.at(-1)).toEqual({ phase: 'idle' });
  });

  it('reports a timeout as browser-failed when the browser never opened', async () => {
    const attempts = signIns({
      timeoutMs: 150,
      openExternal: () => Promise.reject(new Error('no browser')),
    });
    const result = await attempts.run(profile, SCOPES, store);
    expect(result).toMatchObject({ ok: false, error: { kind: 'browser-failed' } });
    expect(progress).toContainEqual(expect.objectContaining({ browserOpened: false }));
  });

  it('reports a plain timeout when the browser opened but nobody signed in', async () => {
    const attempts = signIns({ timeoutMs: 150, openExternal: () => Promise.resolve() });
    const result = await attempts.run(profile, SCOPES, store);
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('cancelled while the code is exchanged: the grant is revoked, not stored', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => undefined;
    const exchanging = new Promise<void>((resolve) => (entered = resolve));
    const attempts: BrowserSignIns = signIns({
      http: {
        fetch: async (url, init) => {
          attempts.cancel(); // the user gives up just as the browser comes back
          entered();
          await gate;
          return fetch(url, init);
        },
      },
    });
    const stored: string[] = [];
    const running = attempts.run(profile, SCOPES, async () => {
      stored.push('grant');
      return store();
    });
    // The exchange is under way (and cancelled) before its reply may come back.
    await exchanging;
    release();
    expect(await running).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(stored).toEqual([]);
    expect(server.revokedFamilies()).toBe(1);
  });

  it('when two attempts start at once, the first is cancelled and the second runs', async () => {
    const attempts = signIns();
    const first = attempts.run(profile, SCOPES, store);
    const second = attempts.run(profile, SCOPES, store);
    expect(await first).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await second).toEqual({ ok: true, value: 'stored' });
    expect(progress.at(-1)).toEqual({ phase: 'idle' });
  });

  it('attempts on one callback port bind it in turn: the last of three runs, the others never bind', async () => {
    const opened: string[] = [];
    const attempts = signIns({
      port: await freePort(),
      openExternal: async (url) => {
        opened.push(url);
        await (await fetch(url)).text();
      },
    });
    const runs = [1, 2, 3].map(() => attempts.run(profile, SCOPES, store));
    const [first, second, third] = await Promise.all(runs);
    expect(first).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(second).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    // Had it bound while an earlier attempt held the port, it would have failed to listen.
    expect(third).toEqual({ ok: true, value: 'stored' });
    expect(opened).toHaveLength(1);
    expect(progress.at(-1)).toEqual({ phase: 'idle' });
  });

  it('a new attempt binds the port once the running one, cancelled, has let go of it', async () => {
    let browse = false;
    const attempts = signIns({
      port: await freePort(),
      openExternal: async (url) => {
        if (browse) await (await fetch(url)).text();
      },
    });
    const first = attempts.run(profile, SCOPES, store);
    // The first holds the port, waiting for a browser that never comes back.
    await expect
      .poll(() => progress.at(-1)?.phase, { timeout: 30_000 })
      .toBe('waiting-for-browser');
    browse = true;
    const second = attempts.run(profile, SCOPES, store);
    expect(await first).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await second).toEqual({ ok: true, value: 'stored' });
  });
});
