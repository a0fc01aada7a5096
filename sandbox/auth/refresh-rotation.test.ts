import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claims,
  json,
  postForm,
  postJson,
  refreshOAuth,
  signInWithOAuth,
  startHarness,
  str,
  TTL,
  type Harness,
} from './testing/auth-harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const SCOPE = 'openid profile offline_access view:orders view:products';

async function refreshed(token: string, extra: Record<string, string> = {}) {
  const res = await refreshOAuth(h, token, extra);
  return { status: res.status, body: await json(res) };
}

describe('refresh_token grant', () => {
  it('rotates: a new refresh token and access token each time, same scopes', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    h.advance(5_000);
    const first = await refreshed(str(signIn.refresh_token));
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(first.body).toMatchObject({ scope: SCOPE, expires_in: TTL, token_type: 'Bearer' });
    expect(first.body.refresh_token).not.toBe(signIn.refresh_token);
    expect(first.body.access_token).not.toBe(signIn.access_token);
    expect(claims(str(first.body.access_token))).toMatchObject({
      scope: SCOPE,
      azp: 'floorboard-desktop',
      iat: Number(claims(str(signIn.access_token)).iat) + 5,
    });

    const second = await refreshed(str(first.body.refresh_token));
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    const original = str(signIn.refresh_token);
    const rotated = await refreshed(original);
    const newest = str(rotated.body.refresh_token);

    const replay = await refreshed(original);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');

    // The legitimate holder's newest token stops working too.
    const after = await refreshed(newest);
    expect(after.status).toBe(400);
    expect(after.body.error).toBe('invalid_grant');

    // Another sign-in (another family) is unaffected.
    const other = await signInWithOAuth(h, { scope: SCOPE });
    expect((await refreshed(str(other.refresh_token))).status).toBe(200);
  });

  it('narrows the access token on request, keeping the grant for later refreshes', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    const narrow = await refreshed(str(signIn.refresh_token), { scope: 'view:orders' });
    expect(narrow.status).toBe(200);
    expect(narrow.body.scope).toBe('view:orders');
    const result = h.service.authenticate(`Bearer ${str(narrow.body.access_token)}`);
    expect(result.ok && [...(result.value.scopes ?? [])]).toEqual(['view:orders']);

    const full = await refreshed(str(narrow.body.refresh_token));
    expect(full.body.scope).toBe(SCOPE);
  });

  it('refuses to widen the scopes, and the token stays usable', async () => {
    const signIn = await signInWithOAuth(h, {
      scope: 'openid offline_access view:orders view:products',
      granted: ['openid', 'offline_access', 'view:orders'],
    });
    const token = str(signIn.refresh_token);
    for (const scope of ['view:orders view:products', 'change:orders', '   ']) {
      const res = await refreshed(token, { scope });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_scope');
    }
    expect((await refreshed(token)).body.scope).toBe('openid offline_access view:orders');
  });

  it('is not available without offline_access (no refresh token to present)', async () => {
    const signIn = await signInWithOAuth(h, { scope: 'openid view:orders' });
    expect(signIn.refresh_token).toBeUndefined();
    const res = await refreshed('anything-at-all');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('does not take password refresh tokens, nor give OAuth ones to /auth/refresh', async () => {
    const password = await json(
      await postJson(h, 'auth/token', { username: 'owner@sandbox.test', password: 'sandbox' }),
    );
    const cross = await refreshed(str(password.refresh_token));
    expect(cross.status).toBe(400);
    expect(cross.body.error).toBe('invalid_grant');

    const oauth = await signInWithOAuth(h, { scope: SCOPE });
    const res = await postJson(h, 'auth/refresh', { refresh_token: oauth.refresh_token });
    expect(res.status).toBe(401);
    // Not consumed by the wrong endpoint.
    expect((await refreshed(str(oauth.refresh_token))).status).toBe(200);
  });

  it('answers invalid_client for another client and invalid_request without a token', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    const res = await refreshOAuth(h, str(signIn.refresh_token), { client_id: 'someone-else' });
    expect(res.status).toBe(401);
    expect((await json(res)).error).toBe('invalid_client');
    const missing = await postForm(h, 'oauth/token', {
      grant_type: 'refresh_token',
      client_id: 'floorboard-desktop',
    });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token is required',
    });
  });
});

describe('POST /oauth/revoke', () => {
  it('stops the refresh token; the issued access token stays valid until it expires', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    const res = await postForm(h, 'oauth/revoke', {
      client_id: 'floorboard-desktop',
      token: str(signIn.refresh_token),
    });
    expect(res.status).toBe(200);

    const after = await refreshed(str(signIn.refresh_token));
    expect(after.status).toBe(400);
    expect(after.body.error).toBe('invalid_grant');

    const bearer = `Bearer ${str(signIn.access_token)}`;
    expect(h.service.authenticate(bearer).ok).toBe(true);
    h.advance(TTL * 1000);
    expect(h.service.authenticate(bearer)).toEqual({ ok: false, error: 'expired' });
  });

  it('revokes the family, so a token rotated earlier cannot be used either', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    const rotated = str((await refreshed(str(signIn.refresh_token))).body.refresh_token);
    await postForm(h, 'oauth/revoke', { client_id: 'floorboard-desktop', token: rotated });
    expect((await refreshed(rotated)).status).toBe(400);
  });

  it('answers 200 for unknown tokens and leaves password tokens alone', async () => {
    const unknown = await postForm(h, 'oauth/revoke', {
      client_id: 'floorboard-desktop',
      token: 'never-issued',
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('');

    const developer = h.service.demo.developer.refreshToken;
    const res = await postForm(h, 'oauth/revoke', {
      client_id: 'floorboard-desktop',
      token: developer,
    });
    expect(res.status).toBe(200);
    expect((await postJson(h, 'auth/refresh', { refresh_token: developer })).status).toBe(200);
  });

  it('answers 401 invalid_client for a wrong client and 400 without a token', async () => {
    const signIn = await signInWithOAuth(h, { scope: SCOPE });
    const wrong = await postForm(h, 'oauth/revoke', {
      client_id: 'other',
      token: str(signIn.refresh_token),
    });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).error).toBe('invalid_client');
    expect((await refreshed(str(signIn.refresh_token))).status).toBe(200);

    const missing = await postForm(h, 'oauth/revoke', { client_id: 'floorboard-desktop' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('invalid_request');
  });
});
