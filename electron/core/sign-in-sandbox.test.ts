import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PROFILE_ID } from '../profiles/profile.ts';
import { startSandbox } from '../../sandbox/start.ts';
import { REFUSED_PAIR } from './sign-in-methods.ts';
import { startHarness, type Harness } from './testing/sandbox-harness.ts';
import { keepsWorkingAcrossRefreshes, usableToken } from './testing/session-checks.ts';

/**
 * The controller against the real sandbox, with password and developer-token sign-ins (no
 * loopback port needed; the browser sign-in tests are all in sign-in-pkce.test.ts). After every
 * test, nothing captured for the renderer or the log may contain a token the sandbox issued.
 */

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  const leaks = h.leaks();
  await h.close();
  expect(leaks).toEqual([]);
});

const owner = (): { username: string; password: string } => h.sandbox.demo.owner;

describe('password sign-in against the sandbox', () => {
  it('signs in with full access and keeps a valid token across three refreshes', async () => {
    const outcome = h.value(
      await h.controller.signInWithPassword({ profileId: SANDBOX_PROFILE_ID, ...owner() }),
    );
    expect(outcome.scopesMissing).toEqual([]);
    expect(outcome.session).toMatchObject({
      status: 'signed-in',
      method: 'password',
      scopeLimited: false,
      persistence: 'stored',
    });
    expect(h.controller.snapshot().session.status).toBe('signed-in');
    const tokens = await keepsWorkingAcrossRefreshes(h, h.active().session, 3);
    expect(new Set(tokens).size).toBe(4);
    // Every refresh reached the renderer as a session event with the new expiry.
    const expiries = h.snapshots.flatMap((s) =>
      s.session.status === 'signed-in' ? [s.session.expiresAt] : [],
    );
    expect(new Set(expiries).size).toBeGreaterThanOrEqual(3);
  });

  it('reports a wrong password as such and stays signed out', async () => {
    const result = h.sent(
      await h.controller.signInWithPassword({
        profileId: SANDBOX_PROFILE_ID,
        username: owner().username,
        password: 'not the password',
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'sign-in-failed', reason: 'wrong-credentials' },
    });
    expect(h.controller.snapshot().session).toEqual({
      status: 'signed-out',
      profileId: SANDBOX_PROFILE_ID,
    });
  });

  it('signs out: the token is dropped and deleted, and the session reports signed-out', async () => {
    h.value(await h.controller.signInWithPassword({ profileId: SANDBOX_PROFILE_ID, ...owner() }));
    const { session } = h.active();
    const state = h.value(await h.controller.signOut());
    expect(state).toMatchObject({ status: 'signed-out', reason: 'signed-out' });
    expect(await h.vault.load(SANDBOX_PROFILE_ID)).toEqual({ status: 'none' });
    expect(await session.getAccessToken()).toMatchObject({
      ok: false,
      error: { kind: 'signed-out' },
    });
  });
});

describe('developer tokens against the sandbox', () => {
  it('signs in with a pasted pair and keeps a valid token across three refreshes', async () => {
    const outcome = h.value(
      await h.controller.signInWithDeveloperTokens({
        profileId: SANDBOX_PROFILE_ID,
        ...h.developerTokens(),
      }),
    );
    expect(outcome.session).toMatchObject({ status: 'signed-in', method: 'developer' });
    const tokens = await keepsWorkingAcrossRefreshes(h, h.active().session, 3);
    expect(new Set(tokens).size).toBe(4);
  });

  it('refreshes an already expired access token at once, and rejects a refresh token the server refuses', async () => {
    const developer = h.sandbox.data.accounts[0]?.users.find((u) => u.kind === 'developer');
    if (developer === undefined) throw new Error('no developer user');
    const expired = h.sandbox.auth.issueAccessToken(developer, null, 0);
    h.secrets.add('access-token', expired);
    const { refreshToken } = h.developerTokens();
    const outcome = h.value(
      await h.controller.signInWithDeveloperTokens({
        profileId: SANDBOX_PROFILE_ID,
        accessToken: expired,
        refreshToken,
      }),
    );
    expect(outcome.session.status).toBe('signed-in');
    expect(await usableToken(h, h.active().session)).not.toBe(expired);

    const unknownRefresh = 'A'.repeat(43);
    h.secrets.add('refresh-token', unknownRefresh);
    const refused = h.sent(
      await h.controller.signInWithDeveloperTokens({
        profileId: SANDBOX_PROFILE_ID,
        accessToken: expired,
        refreshToken: unknownRefresh,
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'sign-in-failed', reason: 'invalid-token' },
    });
  });

  it('refuses a pair from another sandbox run without ever showing a signed-in session', async () => {
    const other = await startSandbox({ port: 0, products: 5, orders: 5 });
    try {
      const developer = other.data.accounts[0]?.users.find((u) => u.kind === 'developer');
      if (developer === undefined) throw new Error('no developer user');
      const foreign = {
        accessToken: other.auth.issueAccessToken(developer, null),
        refreshToken: other.demo.developer.refreshToken,
      };
      h.secrets.add('access-token', foreign.accessToken);
      h.secrets.add('refresh-token', foreign.refreshToken);
      const before = h.snapshots.length;
      const refused = h.sent(
        await h.controller.signInWithDeveloperTokens({
          profileId: SANDBOX_PROFILE_ID,
          ...foreign,
        }),
      );
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: 'sign-in-failed', reason: 'invalid-token', message: REFUSED_PAIR },
      });
      expect(h.snapshots.slice(before).map((s) => s.session.status)).not.toContain('signed-in');
      expect(h.controller.activeSession()?.session.getState().status).not.toBe('signed-in');
    } finally {
      await other.close();
    }
  });

  it('rejects something that is not an access token', async () => {
    const result = h.sent(
      await h.controller.signInWithDeveloperTokens({
        profileId: SANDBOX_PROFILE_ID,
        accessToken: 'not-a-jwt',
        refreshToken: h.developerTokens().refreshToken,
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'sign-in-failed', reason: 'invalid-token' },
    });
  });
});
