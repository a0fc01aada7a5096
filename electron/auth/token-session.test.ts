import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, createMemorySink } from '../log/logger.ts';
import type { SignInMethod } from '../profiles/profile.ts';
import { createMemoryStore, type KeyValueStore } from '../store/key-value-store.ts';
import { acceptDeveloperTokens } from './developer-tokens.ts';
import type { SignInGrant } from './grant.ts';
import { startOAuthSignIn } from './oauth-flow.ts';
import { signInWithPassword } from './password-sign-in.ts';
import { refreshOAuthTokens } from './refresh.ts';
import type { SessionState } from '../../shared/bridge/session.ts';
import { createFakeCipher, type FakeCipher } from './testing/fake-cipher.ts';
import { startFakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';
import { occupyPort } from './testing/http-client.ts';
import { createTokenSession, type SessionProfile, type TokenSession } from './token-session.ts';
import { createVault, type Vault } from './vault.ts';

const TTL = 100; // seconds; the refresh margin is then 10 s
const SCOPES = ['openid', 'profile', 'offline_access', 'view:orders'];

let clock = 1_700_000_000_000;
let server: FakeAuthServer;
let store: KeyValueStore;
let cipher: FakeCipher;
let vault: Vault;
let logLines: string[];
let states: SessionState[];

beforeEach(async () => {
  clock = 1_700_000_000_000;
  server = await startFakeAuthServer({ ttlSeconds: TTL, now: () => clock });
  store = createMemoryStore();
  cipher = createFakeCipher();
  vault = createVault({ cipher, store });
  logLines = [];
  states = [];
});

afterEach(async () => {
  await server.close();
});

function profileFor(method: SignInMethod, url = server.url): SessionProfile {
  return { id: 'p1', baseUrl: url, loginUrl: url, clientId: 'floorboard-desktop', method };
}

function sessionFor(
  method: SignInMethod,
  options: { url?: string; vault?: Vault } = {},
): TokenSession {
  const memory = createMemorySink();
  logLines = memory.lines;
  const session = createTokenSession(profileFor(method, options.url), {
    vault: options.vault ?? vault,
    now: () => clock,
    // A hang guard, not a margin: every request here is answered, however slowly.
    http: { timeoutMs: 60_000 },
    log: createLogger({ sink: memory.sink }),
  });
  session.subscribe((state) => states.push(state));
  return session;
}

/** A real PKCE sign-in against the fake server; `fetch` plays the browser. */
async function oauthGrant(scopes: readonly string[] = SCOPES): Promise<SignInGrant> {
  const started = await startOAuthSignIn(
    { loginUrl: server.url, clientId: 'floorboard-desktop', scopes },
    {
      port: 0,
      openExternal: async (url) => {
        await (await fetch(url)).text();
      },
    },
  );
  if (!started.ok) throw new Error(started.error.message);
  const result = await started.value.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value.grant;
}

async function passwordGrant(): Promise<SignInGrant> {
  const result = await signInWithPassword({
    baseUrl: server.url,
    username: 'owner@example.com',
    password: 'correct horse battery',
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function accessTokenOf(result: Awaited<ReturnType<TokenSession['getAccessToken']>>): string {
  if (!result.ok) throw new Error(`expected a token, got ${result.error.kind}`);
  return result.value;
}

/** Everything that must never show up in session states or log lines. */
function expectNoTokenMaterial(): void {
  const published = JSON.stringify(states) + logLines.join('\n');
  for (const secret of server.issued) expect(published).not.toContain(secret);
}

describe('token session: refresh', () => {
  it('the fake server punishes a double refresh (so the single-flight tests mean something)', async () => {
    const grant = await oauthGrant();
    const refreshToken = grant.refreshToken ?? '';
    const params = { loginUrl: server.url, clientId: 'floorboard-desktop', refreshToken };
    const [a, b] = await Promise.all([refreshOAuthTokens(params), refreshOAuthTokens(params)]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(server.revokedFamilies()).toBe(1);
  });

  it('hands out the current token without a request while it is fresh', async () => {
    const session = sessionFor('oauth');
    const grant = await oauthGrant();
    await session.signIn(grant);
    clock += 80_000; // 20 s before expiry, outside the 10 s margin
    expect(accessTokenOf(await session.getAccessToken())).toBe(grant.accessToken);
    expect(server.counts['/oauth/token']).toBe(1); // the code exchange only
  });

  it('single-flight: N concurrent callers near expiry cause exactly one rotating refresh', async () => {
    const session = sessionFor('oauth');
    await session.signIn(await oauthGrant());
    server.settings.refreshDelayMs = 25;
    clock += 95_000; // inside the refresh margin

    const results = await Promise.all(Array.from({ length: 12 }, () => session.getAccessToken()));
    const tokens = new Set(results.map(accessTokenOf));
    expect(tokens.size).toBe(1);
    expect(server.counts['/oauth/token']).toBe(2); // exchange + one refresh
    expect(server.revokedFamilies()).toBe(0);

    // The rotated refresh token was stored: the next cycle works, and a new run can resume.
    clock += 95_000;
    const again = await Promise.all(Array.from({ length: 5 }, () => session.getAccessToken()));
    expect(new Set(again.map(accessTokenOf)).size).toBe(1);
    expect(server.counts['/oauth/token']).toBe(3);
    expect(server.revokedFamilies()).toBe(0);
    const stored = await createVault({ cipher, store }).load('p1');
    expect(stored.status === 'found' && server.isActive(stored.refreshToken)).toBe(true);
    expect(session.getState()).toMatchObject({ status: 'signed-in', persistence: 'stored' });
    expectNoTokenMaterial();
  });

  it('single-flight across getAccessToken and onUnauthorized', async () => {
    const session = sessionFor('oauth');
    const grant = await oauthGrant();
    await session.signIn(grant);
    server.settings.refreshDelayMs = 25;
    clock += 95_000;
    const calls = [
      ...Array.from({ length: 4 }, () => session.getAccessToken()),
      ...Array.from({ length: 4 }, () => session.onUnauthorized(grant.accessToken)),
    ];
    const tokens = new Set((await Promise.all(calls)).map(accessTokenOf));
    expect(tokens.size).toBe(1);
    expect(tokens.has(grant.accessToken)).toBe(false);
    expect(server.counts['/oauth/token']).toBe(2);
    expect(server.revokedFamilies()).toBe(0);
  });

  it('refreshes after a 401 even when the token looks fresh, but only once per rejected token', async () => {
    const session = sessionFor('oauth');
    const grant = await oauthGrant();
    await session.signIn(grant);
    const fresh = accessTokenOf(await session.onUnauthorized(grant.accessToken));
    expect(fresh).not.toBe(grant.accessToken);
    // A late 401 for the old token (a request that was already in flight) needs no new refresh.
    expect(accessTokenOf(await session.onUnauthorized(grant.accessToken))).toBe(fresh);
    expect(server.counts['/oauth/token']).toBe(2);
  });

  it('a revoked refresh token ends in a calm signed-out state, not an exception', async () => {
    const session = sessionFor('oauth');
    const grant = await oauthGrant();
    await session.signIn(grant);
    // Revoked elsewhere (another device signed out, or an admin).
    await fetch(`${server.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'floorboard-desktop',
        token: grant.refreshToken ?? '',
      }),
    });
    clock += 101_000;
    const result = await session.getAccessToken();
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'signed-out', reason: 'session-expired' },
    });
    expect(session.getState()).toMatchObject({ status: 'signed-out', reason: 'session-expired' });
    expect(await vault.load('p1')).toEqual({ status: 'none' });
    expect(await session.onUnauthorized()).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
    expectNoTokenMaterial();
  });

  it('keeps using a still-valid token when an early refresh cannot reach the server', async () => {
    const down = await occupyPort(); // a port where nothing answers HTTP
    await down.release();
    const session = sessionFor('oauth', { url: `http://127.0.0.1:${down.port}` });
    const grant = await oauthGrant();
    await session.signIn(grant);
    clock += 95_000;
    expect(accessTokenOf(await session.getAccessToken())).toBe(grant.accessToken);
    clock += 10_000; // now expired
    const expired = await session.getAccessToken();
    expect(expired).toMatchObject({ ok: false, error: { kind: 'network' } });
    if (!expired.ok) expect(expired.error.message).toMatch(/refused the connection/);
    expect(session.getState().status).toBe('signed-in'); // a network blip is not a sign-out
  });

  it('password sessions refresh at /auth/refresh, which does not rotate', async () => {
    const session = sessionFor('password');
    await session.signIn(await passwordGrant());
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      method: 'password',
      scopeLimited: false,
    });
    server.settings.refreshDelayMs = 10;
    for (let cycle = 0; cycle < 3; cycle += 1) {
      clock += 95_000;
      const results = await Promise.all(Array.from({ length: 4 }, () => session.getAccessToken()));
      expect(new Set(results.map(accessTokenOf)).size).toBe(1);
    }
    expect(server.counts['/auth/refresh']).toBe(3);
    expect(server.counts['/oauth/token']).toBeUndefined();
    expectNoTokenMaterial();
  });

  it('developer tokens refresh at /auth/refresh', async () => {
    const pair = server.issueDeveloperTokens();
    const accepted = acceptDeveloperTokens(pair);
    if (!accepted.ok) throw new Error(accepted.error.message);
    const session = sessionFor('developer');
    await session.signIn(accepted.value);
    clock += 95_000;
    expect(accessTokenOf(await session.getAccessToken())).not.toBe(pair.accessToken);
    expect(server.counts['/auth/refresh']).toBe(1);
  });

  it('without a refresh token the session lasts until the access token expires', async () => {
    const session = sessionFor('oauth');
    const grant = await oauthGrant(['openid', 'view:orders']);
    expect(grant.refreshToken).toBeUndefined();
    await session.signIn(grant);
    expect(session.getState()).toMatchObject({ persistence: 'none' });
    clock += 95_000;
    expect(accessTokenOf(await session.getAccessToken())).toBe(grant.accessToken);
    clock += 6_000;
    expect(await session.getAccessToken()).toMatchObject({
      ok: false,
      error: { reason: 'session-expired' },
    });
  });

  it('reports memory-only custody in the state when there is no keyring', async () => {
    const memoryVault = createVault({ cipher: createFakeCipher({ backend: 'basic_text' }), store });
    const session = sessionFor('oauth', { vault: memoryVault });
    await session.signIn(await oauthGrant());
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      persistence: 'memory-only',
      persistenceReason: 'basic-text',
    });
    clock += 95_000;
    await session.getAccessToken(); // rotation works from memory too
    expect(server.revokedFamilies()).toBe(0);
    expect(store.get('refresh-token:p1')).toBeUndefined();
  });
});

describe('token session: restore', () => {
  it('resumes from the stored refresh token in a later run', async () => {
    await sessionFor('oauth').signIn(await oauthGrant());
    const nextRun = createVault({ cipher, store });
    const session = sessionFor('oauth', { vault: nextRun });
    const seen: string[] = [];
    session.subscribe((s) => seen.push(s.status));
    const state = await session.restore();
    expect(state).toMatchObject({ status: 'signed-in', scopes: SCOPES, scopeLimited: true });
    expect(seen).toEqual(['restoring', 'signed-in']);
    expect((await session.getAccessToken()).ok).toBe(true);
    expect(server.counts['/oauth/token']).toBe(2);
  });

  it('keeps the stored token when the server is unreachable, so a retry can work', async () => {
    await sessionFor('oauth').signIn(await oauthGrant());
    const down = await occupyPort();
    await down.release();
    const session = sessionFor('oauth', { url: `http://127.0.0.1:${down.port}` });
    expect(await session.restore()).toMatchObject({ status: 'signed-out', reason: 'unreachable' });
    expect((await vault.load('p1')).status).toBe('found');
  });

  it('asks for a new sign-in when the stored token cannot be decrypted', async () => {
    await sessionFor('oauth').signIn(await oauthGrant());
    cipher.settings.keyVersion = 9;
    const session = sessionFor('oauth', { vault: createVault({ cipher, store }) });
    expect(await session.restore()).toMatchObject({
      status: 'signed-out',
      reason: 'needs-sign-in',
    });
  });

  it('is simply signed out when nothing is stored', async () => {
    expect(await sessionFor('oauth').restore()).toEqual({ status: 'signed-out', profileId: 'p1' });
  });
});

describe('token session: sign-out', () => {
  it('revokes the refresh token, deletes it and drops the access token', async () => {
    const session = sessionFor('oauth');
    const grant = await oauthGrant();
    await session.signIn(grant);
    const result = await session.signOut();
    expect(result.revocation).toBe('revoked');
    expect(server.counts['/oauth/revoke']).toBe(1);
    expect(server.isActive(grant.refreshToken ?? '')).toBe(false);
    expect(store.get('refresh-token:p1')).toBeUndefined();
    expect(await createVault({ cipher, store }).load('p1')).toEqual({ status: 'none' });
    expect(session.getState()).toMatchObject({ status: 'signed-out', reason: 'signed-out' });
    expect(await session.getAccessToken()).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
    expectNoTokenMaterial();
  });

  it('signs out locally even when revocation cannot reach the server', async () => {
    const session = sessionFor('oauth', { url: server.url });
    await session.signIn(await oauthGrant());
    await server.close();
    const result = await session.signOut();
    expect(result.revocation).toBe('failed');
    expect(result.message).toMatch(/Signed out on this computer/);
    expect(session.getState().status).toBe('signed-out');
    expect(store.get('refresh-token:p1')).toBeUndefined();
    server = await startFakeAuthServer(); // for afterEach
  });

  it('revokes the rotated token when sign-out races a refresh', async () => {
    const session = sessionFor('oauth');
    await session.signIn(await oauthGrant());
    server.settings.refreshDelayMs = 25;
    clock += 95_000;
    const refreshing = session.getAccessToken();
    const signingOut = session.signOut();
    await refreshing;
    expect((await signingOut).revocation).toBe('revoked');
    expect(server.revokedFamilies()).toBe(1);
    expect(session.getState().status).toBe('signed-out');
    expect(await vault.load('p1')).toEqual({ status: 'none' });
  });

  it('has nothing to revoke for password sessions but still deletes the token', async () => {
    const session = sessionFor('password');
    await session.signIn(await passwordGrant());
    expect((await session.signOut()).revocation).toBe('not-applicable');
    expect(server.counts['/oauth/revoke']).toBeUndefined();
    expect(store.get('refresh-token:p1')).toBeUndefined();
  });

  it('revokes the superseded OAuth grant when signing in again (e.g. "request again")', async () => {
    const session = sessionFor('oauth');
    const first = await oauthGrant(['openid', 'offline_access']);
    await session.signIn(first);
    const second = await oauthGrant();
    expect(await session.signIn(second)).toMatchObject({ status: 'signed-in', scopes: SCOPES });
    expect(server.isActive(first.refreshToken ?? '')).toBe(false);
    expect(server.isActive(second.refreshToken ?? '')).toBe(true);
    expect(await vault.load('p1')).toMatchObject({ refreshToken: second.refreshToken });
  });

  it('refuses a profile without valid addresses up front', () => {
    expect(() =>
      createTokenSession({ ...profileFor('oauth'), loginUrl: 'not a url' }, { vault }),
    ).toThrow(TypeError);
  });

  it('refuses a grant from another sign-in method', async () => {
    const session = sessionFor('oauth');
    await expect(session.signIn(await passwordGrant())).rejects.toThrow(/password sign-in/);
  });
});
