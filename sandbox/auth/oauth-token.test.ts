import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureUser } from './testing/auth-fixture.ts';
import {
  authorizeParams,
  authorizeUrl,
  claims,
  exchange,
  json,
  location,
  obtainCode,
  pkce,
  postForm,
  REDIRECT_URI,
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

describe('authorization code flow with PKCE', () => {
  it('goes from the consent page to scoped tokens', async () => {
    const { verifier, challenge } = pkce();
    const scope = 'openid profile offline_access view:orders view:products';
    const params = authorizeParams({ challenge, scope, state: 's-1' });

    const page = await fetch(authorizeUrl(h, params));
    expect(await page.text()).toContain('name="scope_granted" value="view:orders" checked');

    const consent = await postForm(h, 'authorize', {
      ...params,
      username: 'staff@sandbox.test',
      password: 'sandbox',
      scope_granted: scope.split(' '),
      decision: 'allow',
    });
    const callback = location(consent);
    expect(callback.searchParams.get('state')).toBe('s-1');
    const code = str(callback.searchParams.get('code'));

    const res = await exchange(h, code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(body).toMatchObject({ scope, expires_in: TTL, token_type: 'Bearer' });

    const staff = fixtureUser(h.data, 'staff@sandbox.test');
    const access = claims(str(body.access_token));
    expect(access).toMatchObject({ iss: h.base, sub: staff.id, scope, azp: 'floorboard-desktop' });
    expect(access.aud).toEqual(expect.arrayContaining(['service-public-api']));
    expect(access.exp).toBe(Number(access.iat) + TTL);

    const id = claims(str(body.id_token));
    expect(id).toMatchObject({
      iss: h.base,
      sub: staff.id,
      aud: 'floorboard-desktop',
      email: 'staff@sandbox.test',
    });
    expect(typeof id.iat).toBe('number');
    expect(Number(id.exp)).toBeGreaterThan(Number(id.iat));

    const result = h.service.authenticate(`Bearer ${str(body.access_token)}`);
    expect(result.ok && result.value.user).toBe(staff);
    expect(result.ok && [...(result.value.scopes ?? [])]).toEqual(scope.split(' '));
    // The ID token is signed by the same key but is not an access token.
    expect(h.service.authenticate(`Bearer ${str(body.id_token)}`)).toEqual({
      ok: false,
      error: 'malformed',
    });
  });

  it('grants only the ticked scopes, never more than requested', async () => {
    const body = await signInWithOAuth(h, {
      scope: 'openid offline_access view:orders view:products',
      granted: ['openid', 'offline_access', 'view:products', 'change:orders', 'view:pii'],
    });
    expect(body.scope).toBe('openid offline_access view:products');
    expect(claims(str(body.access_token)).scope).toBe('openid offline_access view:products');
    const result = h.service.authenticate(`Bearer ${str(body.access_token)}`);
    expect(result.ok && result.value.scopes?.has('view:orders')).toBe(false);
  });

  it('issues no refresh token without offline_access, and no ID token without openid', async () => {
    const body = await signInWithOAuth(h, {
      scope: 'openid offline_access view:orders',
      granted: ['view:orders'],
    });
    expect(body.scope).toBe('view:orders');
    expect(body.refresh_token).toBeUndefined();
    expect(body.id_token).toBeUndefined();
    expect(typeof body.access_token).toBe('string');
  });

  it('refuses a wrong verifier, and the code is spent afterwards', async () => {
    const { code, verifier } = await obtainCode(h);
    const wrong = await exchange(h, code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match code_challenge',
    });
    const retry = await exchange(h, code, verifier);
    expect(retry.status).toBe(400);
    expect((await json(retry)).error).toBe('invalid_grant');
  });

  it('refuses a verifier that is not 43–128 unreserved characters', async () => {
    const { code } = await obtainCode(h);
    for (const verifier of ['short', 'a'.repeat(129), `${'a'.repeat(50)}/`]) {
      const res = await exchange(h, code, verifier);
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('invalid_request');
    }
  });

  it('refuses a reused code and revokes the refresh token issued from it', async () => {
    const { code, verifier } = await obtainCode(h);
    const first = await json(await exchange(h, code, verifier));
    const refreshToken = str(first.refresh_token);

    const again = await exchange(h, code, verifier);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code has already been used',
    });

    const refreshed = await postForm(h, 'oauth/token', {
      grant_type: 'refresh_token',
      client_id: 'floorboard-desktop',
      refresh_token: refreshToken,
    });
    expect(refreshed.status).toBe(400);
    expect((await json(refreshed)).error).toBe('invalid_grant');
  });

  it('accepts a code within 60 s and refuses it after', async () => {
    const early = await obtainCode(h);
    h.advance(59_000);
    expect((await exchange(h, early.code, early.verifier)).status).toBe(200);

    const late = await obtainCode(h);
    h.advance(60_000);
    const res = await exchange(h, late.code, late.verifier);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code has expired',
    });
  });

  it('refuses a redirect_uri that differs from the authorization request', async () => {
    const { code, verifier } = await obtainCode(h);
    const res = await exchange(h, code, verifier, {
      redirect_uri: 'http://localhost:3000/callback',
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'invalid_grant',
      error_description: 'redirect_uri does not match the authorization request',
    });
  });

  it('refuses an unknown code without echoing it', async () => {
    const res = await exchange(h, 'made-up-code-value', pkce().verifier);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'invalid_grant' });
    expect(text).not.toContain('made-up-code-value');
  });

  it('answers 401 invalid_client for a wrong or missing client_id', async () => {
    const { code, verifier } = await obtainCode(h);
    for (const clientId of ['other-client', '']) {
      const res = await exchange(h, code, verifier, { client_id: clientId });
      expect(res.status).toBe(401);
      expect((await json(res)).error).toBe('invalid_client');
    }
    // The code was not presented to the right client yet, so it still works.
    expect((await exchange(h, code, verifier)).status).toBe(200);
  });

  it.each([
    [{ grant_type: 'password' }, 400, 'unsupported_grant_type'],
    [{ grant_type: '' }, 400, 'invalid_request'],
    [{ code: '' }, 400, 'invalid_request'],
    [{ redirect_uri: '' }, 400, 'invalid_request'],
    [{ code_verifier: '' }, 400, 'invalid_request'],
  ])('answers %j with %i %s', async (override, status, error) => {
    const res = await exchange(h, 'some-code', pkce().verifier, override);
    expect(res.status).toBe(status);
    const body = await json(res);
    expect(body.error).toBe(error);
    expect(typeof body.error_description).toBe('string');
  });

  it('refuses repeated parameters', async () => {
    const res = await postForm(h, 'oauth/token', {
      grant_type: 'authorization_code',
      client_id: 'floorboard-desktop',
      code: ['a', 'b'],
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce().verifier,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'invalid_request',
      error_description: 'code must not be repeated',
    });
  });

  it('refuses a JSON body with 400 invalid_request', async () => {
    const { code, verifier } = await obtainCode(h);
    const res = await fetch(new URL('oauth/token', h.base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        client_id: 'floorboard-desktop',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('invalid_request');
  });
});
