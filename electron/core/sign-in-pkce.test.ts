import { createServer, Server } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCOPE_PRESETS } from '../../shared/catalogues/scope-presets.ts';
import type { SignInProgress } from '../../shared/bridge/session.ts';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import { playBrowser } from './testing/browser-play.ts';
import { findLeaks } from './testing/leak-scan.ts';
import { startHarness, TOKEN_TTL_SECONDS, type Harness } from './testing/sandbox-harness.ts';
import { keepsWorkingAcrossRefreshes, usableToken } from './testing/session-checks.ts';

/**
 * Browser sign-in (OAuth + PKCE) against the real sandbox, the test playing the browser. The
 * sandbox accepts only the redirect URI http://127.0.0.1:3000/callback, so every test that binds
 * port 3000 lives in this one file: vitest runs a file's tests one after another, and no other
 * file may use the port.
 */

const CALLBACK_PORT = 3000;
const ACCOUNT_MANAGER = SCOPE_PRESETS.find((p) => p.id === 'account-manager')?.scopes ?? [];

function listen(port: number): Promise<Server | NodeJS.ErrnoException> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', resolve);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server));
  });
}

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  const probe = await listen(CALLBACK_PORT);
  if (!(probe instanceof Server)) {
    throw new Error(
      `Port ${CALLBACK_PORT} is in use by another program (${probe.code ?? 'unknown error'}). ` +
        'These tests need it: the sandbox only accepts the redirect URI ' +
        `http://127.0.0.1:${CALLBACK_PORT}/callback. Stop that program and run the tests again.`,
    );
  }
  await close(probe);
});

let h: Harness;

beforeEach(async () => {
  h = await startHarness({ callbackPort: CALLBACK_PORT });
});

afterEach(async () => {
  const leaks = h.leaks();
  await h.close();
  expect(leaks).toEqual([]);
});

/** Starts a browser sign-in and returns its pending result and the URL the browser was sent to. */
async function startBrowserSignIn(scopes: readonly string[] = ACCOUNT_MANAGER) {
  const opened = h.nextOpened();
  const result = h.controller.signInWithBrowser({
    profileId: SANDBOX_PROFILE_ID,
    scopes: [...scopes],
  });
  return { result, url: await opened };
}

async function signInWithBrowser(untick: readonly string[] = []) {
  const { result, url } = await startBrowserSignIn();
  const played = await playBrowser(url, { ...h.sandbox.demo.owner, untick });
  expect(played.callbackStatus).toBe(302);
  return h.value(await result);
}

/** The refresh token the vault holds for the sandbox profile (to act on it at the sandbox). */
async function storedRefreshToken(): Promise<string> {
  const stored = await h.vault.load(SANDBOX_PROFILE_ID);
  if (stored.status !== 'found') throw new Error('no stored refresh token');
  return stored.refreshToken;
}

async function sandboxForm(path: string, form: Record<string, string>): Promise<number> {
  const reply = await fetch(`${h.sandbox.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'floorboard-desktop', ...form }),
  });
  await reply.arrayBuffer();
  return reply.status;
}

const phases = (): string[] => h.progress.map((p) => p.phase);

describe('browser sign-in (OAuth + PKCE) against the sandbox', () => {
  it('signs in, reports progress, and keeps a valid token across three rotating refreshes', async () => {
    const outcome = await signInWithBrowser();
    expect(outcome.scopesMissing).toEqual([]);
    expect(outcome.session).toMatchObject({
      status: 'signed-in',
      method: 'oauth',
      scopeLimited: true,
      persistence: 'stored',
      scopes: expect.arrayContaining([...ACCOUNT_MANAGER]) as string[],
    });
    expect(phases()).toEqual(['waiting-for-browser', 'waiting-for-browser', 'exchanging', 'idle']);
    const waiting = h.progress.filter(
      (p): p is Extract<SignInProgress, { phase: 'waiting-for-browser' }> =>
        p.phase === 'waiting-for-browser',
    );
    expect(waiting.map((p) => p.browserOpened)).toEqual([null, true]);
    const link = new URL(waiting[0]?.authorizationUrl ?? '');
    expect(link.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/callback');
    expect(link.searchParams.get('code_challenge_method')).toBe('S256');
    expect(link.searchParams.has('code_verifier')).toBe(false);

    const tokens = await keepsWorkingAcrossRefreshes(h, h.active().session, 3);
    expect(new Set(tokens).size).toBe(4);
  });

  it('reports the scopes the user did not grant', async () => {
    const outcome = await signInWithBrowser(['view:pii', 'change:orders']);
    expect(outcome.scopesMissing).toEqual(['view:pii', 'change:orders']);
    expect(outcome.session.status === 'signed-in' && outcome.session.scopes).toEqual(
      ACCOUNT_MANAGER.filter((s) => s !== 'view:pii' && s !== 'change:orders'),
    );
    await usableToken(h, h.active().session);
  });

  it('signs out by revoking the grant at the sandbox', async () => {
    await signInWithBrowser();
    const refreshToken = await storedRefreshToken();
    const state = h.value(await h.controller.signOut());
    expect(state).toMatchObject({ status: 'signed-out', reason: 'signed-out' });
    expect(await h.vault.load(SANDBOX_PROFILE_ID)).toEqual({ status: 'none' });
    const refresh = { grant_type: 'refresh_token', refresh_token: refreshToken };
    expect(await sandboxForm('/oauth/token', refresh)).toBe(400);
  });

  it('turns a refresh token revoked elsewhere into a calm "session expired"', async () => {
    await signInWithBrowser();
    const { session } = h.active();
    expect(await sandboxForm('/oauth/revoke', { token: await storedRefreshToken() })).toBe(200);
    await h.wait(TOKEN_TTL_SECONDS * 1000); // past the refresh point of the current access token
    const token = await session.getAccessToken();
    expect(token).toMatchObject({
      ok: false,
      error: { kind: 'signed-out', reason: 'session-expired' },
    });
    const expected = { status: 'signed-out', reason: 'session-expired' };
    expect(h.controller.snapshot().session).toMatchObject(expected);
    expect(h.snapshots.at(-1)?.session).toMatchObject(expected);
  });

  it('reports denied consent', async () => {
    const { result, url } = await startBrowserSignIn();
    await playBrowser(url, { ...h.sandbox.demo.owner, decision: 'deny' });
    expect(h.sent(await result)).toMatchObject({
      ok: false,
      error: { kind: 'sign-in-failed', reason: 'denied' },
    });
    expect(h.controller.snapshot().progress).toEqual({ phase: 'idle' });
  });
});

describe('one browser sign-in at a time', () => {
  it('a second sign-in cancels the first, whose late reply is then refused', async () => {
    const first = await startBrowserSignIn();
    const second = await startBrowserSignIn();
    expect(h.sent(await first.result)).toMatchObject({
      ok: false,
      error: { kind: 'sign-in-failed', reason: 'cancelled' },
    });
    // The first tab is completed after all: its state does not belong to the running attempt.
    const stale = await playBrowser(first.url, h.sandbox.demo.owner);
    expect(stale.callbackStatus).toBe(400);
    const played = await playBrowser(second.url, h.sandbox.demo.owner);
    expect(played.callbackStatus).toBe(302);
    expect(h.value(await second.result).session.status).toBe('signed-in');
  });

  it('two sign-ins started together: the second waits for the first to let go of port 3000', async () => {
    const opened = h.nextOpened();
    const request = { profileId: SANDBOX_PROFILE_ID, scopes: [...ACCOUNT_MANAGER] };
    const first = h.controller.signInWithBrowser(request);
    const second = h.controller.signInWithBrowser(request);
    expect(h.sent(await first)).toMatchObject({ ok: false, error: { reason: 'cancelled' } });
    await playBrowser(await opened, h.sandbox.demo.owner);
    expect(h.value(await second).session.status).toBe('signed-in');
    expect(h.opened).toHaveLength(1); // the first never sent the user to the browser
  });

  it('cancelSignIn ends the attempt and frees the port', async () => {
    const { result } = await startBrowserSignIn();
    expect(h.controller.cancelSignIn()).toEqual({ ok: true, value: null });
    expect(h.sent(await result)).toMatchObject({
      ok: false,
      error: { kind: 'sign-in-failed', reason: 'cancelled' },
    });
    expect(h.controller.snapshot().progress).toEqual({ phase: 'idle' });
    const probe = await listen(CALLBACK_PORT);
    expect(probe).toBeInstanceOf(Server);
    if (probe instanceof Server) await close(probe);
  });

  it('does not open the browser when port 3000 is taken', async () => {
    const squatter = await listen(CALLBACK_PORT);
    if (!(squatter instanceof Server)) throw new Error('could not occupy the port for the test');
    try {
      const result = h.sent(
        await h.controller.signInWithBrowser({ profileId: SANDBOX_PROFILE_ID, scopes: ['openid'] }),
      );
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'sign-in-failed',
          reason: 'port-busy',
          message: expect.stringContaining('Port 3000 is in use by another program') as string,
        },
      });
      expect(h.opened).toEqual([]);
    } finally {
      await close(squatter);
    }
  });

  it('lets the user copy the link when the system browser does not open', async () => {
    h.browserFails = true;
    const { result } = await startBrowserSignIn();
    // Waits for the state the user sees, not for a moment: the failed opening is reported.
    await expect
      .poll(() => {
        const progress = h.controller.snapshot().progress;
        return progress.phase === 'waiting-for-browser' && progress.browserOpened === false;
      })
      .toBe(true);
    const shown = h.controller.snapshot().progress;
    if (shown.phase !== 'waiting-for-browser') throw new Error(`progress is ${shown.phase}`);
    expect(shown.browserOpened).toBe(false);
    await playBrowser(shown.authorizationUrl, h.sandbox.demo.owner);
    expect(h.value(await result).session.status).toBe('signed-in');
  });
});

describe('token leaks', () => {
  it('nothing sent towards the renderer or written to the log holds a token, code or verifier', async () => {
    // All three ways in, each on its own profile, then one refresh of each and sign-out.
    const oauth = await signInWithBrowser();
    expect(oauth.session.status).toBe('signed-in');
    const sessions = [h.active().session];
    const target = {
      baseUrl: h.sandbox.url,
      loginUrl: h.sandbox.url,
      clientId: 'floorboard-desktop',
    };
    const byPassword = h.value(
      await h.controller.saveProfile({ name: 'Password', method: 'password', ...target }),
    );
    h.value(
      await h.controller.signInWithPassword({ profileId: byPassword.id, ...h.sandbox.demo.owner }),
    );
    sessions.push(h.active().session);
    const byDeveloper = h.value(
      await h.controller.saveProfile({ name: 'Developer', method: 'developer', ...target }),
    );
    h.value(
      await h.controller.signInWithDeveloperTokens({
        profileId: byDeveloper.id,
        ...h.developerTokens(),
      }),
    );
    sessions.push(h.active().session);
    const first = await Promise.all(sessions.map((session) => usableToken(h, session)));
    await h.wait(TOKEN_TTL_SECONDS * 1000);
    const refreshed = await Promise.all(sessions.map((session) => usableToken(h, session)));
    refreshed.forEach((token, i) => expect(token).not.toBe(first[i]));
    for (const id of [byDeveloper.id, byPassword.id, SANDBOX_PROFILE_ID]) {
      h.value(await h.controller.selectProfile(id));
      h.value(await h.controller.signOut());
    }
    h.sent(h.controller.listProfiles());

    // The scan saw every kind of secret, and finds a planted one, so a clean result means something.
    const kinds = h.secrets.kinds();
    for (const kind of ['access-token', 'refresh-token', 'id-token', 'code', 'verifier', 'state']) {
      expect(kinds).toContain(kind);
    }
    const haystacks = h.haystacks();
    expect(haystacks.filter((x) => x.where.startsWith('log')).length).toBeGreaterThan(20);
    expect(haystacks.filter((x) => x.where.startsWith('session')).length).toBeGreaterThan(10);
    expect(haystacks.filter((x) => x.where.startsWith('progress')).length).toBeGreaterThan(2);
    const planted = [...h.secrets.secrets].find(([, kind]) => kind === 'verifier')?.[0] ?? '';
    expect(
      findLeaks([{ where: 'a planted line', text: `x ${planted} x` }], h.secrets.secrets),
    ).toEqual(['a verifier appears in a planted line']);

    expect(h.leaks()).toEqual([]);
    // The authorization URL may carry the challenge and state, and only in progress and session
    // events; states never reach the log.
    const states = [...h.secrets.secrets].filter(([, kind]) => kind === 'state');
    const log = h.logLines.join('\n');
    for (const [state] of states) expect(log).not.toContain(state);
  });
});
