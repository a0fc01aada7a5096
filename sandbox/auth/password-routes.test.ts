import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claims,
  json,
  postForm,
  postJson,
  str,
  startHarness,
  TTL,
  type Harness,
} from './testing/auth-harness.ts';
import { fixtureUser } from './testing/auth-fixture.ts';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('POST /auth/token', () => {
  it('signs the owner in with JSON and answers the documented shape', async () => {
    const res = await postJson(h, 'auth/token', {
      username: 'owner@sandbox.test',
      password: 'sandbox',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(body).toMatchObject({
      expires_in: TTL,
      scope: 'openid profile offline_access',
      token_type: 'Bearer',
    });
    expect(str(body.refresh_token)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const payload = claims(str(body.access_token));
    expect(payload.sub).toBe(fixtureUser(h.data, 'owner@sandbox.test').id);
    expect(payload.azp).toBe('sandbox-web');
  });

  it('accepts a form-encoded body too, and any letter case in the e-mail', async () => {
    const res = await postForm(h, 'auth/token', {
      username: 'Staff@Sandbox.test',
      password: 'sandbox',
    });
    expect(res.status).toBe(200);
    const payload = claims(str((await json(res)).access_token));
    expect(payload.sub).toBe(fixtureUser(h.data, 'staff@sandbox.test').id);
  });

  it('signs in the second account owner', async () => {
    const { username, password } = h.service.demo.secondOwner;
    expect(username).toBe('owner@second.sandbox.test');
    const res = await postJson(h, 'auth/token', { username, password });
    expect(res.status).toBe(200);
    const result = h.service.authenticate(`Bearer ${str((await json(res)).access_token)}`);
    expect(result.ok && result.value.account.legacy_id).toBe(2);
  });

  it.each([
    ['a wrong password', 'owner@sandbox.test', 'wrong'],
    ['an unknown user', 'nobody@sandbox.test', 'sandbox'],
    ['a developer user (no password)', 'developer@sandbox.test', ''],
    ['a developer user with a guessed password', 'developer@sandbox.test', 'sandbox'],
  ])('refuses %s with 401 invalid_credentials and the same message', async (_, u, p) => {
    const res = await postJson(h, 'auth/token', { username: u, password: p || 'x' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({
      error: 'invalid_credentials',
      error_description: 'Wrong user name or password',
    });
  });

  it.each([
    [{ password: 'sandbox' }, 'username is required'],
    [{ username: 'owner@sandbox.test' }, 'password is required'],
    [{ username: '', password: 'sandbox' }, 'username is required'],
    [{ username: 42, password: 'sandbox' }, 'username must be a string'],
    [{ username: 'owner@sandbox.test', password: ['sandbox'] }, 'password must be a string'],
    [{ username: { $ne: null }, password: true }, 'username must be a string'],
  ])('answers 400 invalid_request for %j', async (body, description) => {
    const res = await postJson(h, 'auth/token', body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'invalid_request', error_description: description });
  });
});

describe('POST /auth/refresh', () => {
  it('issues a new access token and keeps the refresh token (no rotation)', async () => {
    const signIn = await json(
      await postJson(h, 'auth/token', { username: 'owner@sandbox.test', password: 'sandbox' }),
    );
    const refreshToken = str(signIn.refresh_token);
    for (let i = 0; i < 2; i++) {
      h.advance(1000);
      const res = await postJson(h, 'auth/refresh', { refresh_token: refreshToken });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(Object.keys(body).sort()).toEqual([
        'access_token',
        'expires_in',
        'scope',
        'token_type',
      ]);
      expect(body).toMatchObject({
        expires_in: TTL,
        scope: 'openid profile offline_access',
        token_type: 'Bearer',
      });
      expect(body.access_token).not.toBe(signIn.access_token);
      const result = h.service.authenticate(`Bearer ${str(body.access_token)}`);
      expect(result.ok && result.value.user.email).toBe('owner@sandbox.test');
      expect(result.ok && result.value.scopes).toBeNull();
    }
  });

  it('refreshes with the developer token printed at start-up', async () => {
    const res = await postJson(h, 'auth/refresh', {
      refresh_token: h.service.demo.developer.refreshToken,
    });
    expect(res.status).toBe(200);
    const result = h.service.authenticate(`Bearer ${str((await json(res)).access_token)}`);
    expect(result.ok && result.value.user.email).toBe('developer@sandbox.test');
    expect(result.ok && result.value.scopes).toBeNull();
  });

  it('refuses unknown tokens with 401 invalid_grant, without echoing the token', async () => {
    const res = await postJson(h, 'auth/refresh', { refresh_token: 'not-a-real-token-123' });
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'invalid_grant' });
    expect(text).not.toContain('not-a-real-token-123');
  });

  it.each([
    [{}, 'refresh_token is required'],
    [{ refresh_token: 12 }, 'refresh_token must be a string'],
    [{ refresh_token: null }, 'refresh_token is required'],
  ])('answers 400 invalid_request for %j', async (body, description) => {
    const res = await postJson(h, 'auth/refresh', body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'invalid_request', error_description: description });
  });
});

describe('demo credentials', () => {
  it('name the seeded demo users', () => {
    expect(h.service.demo.owner).toEqual({ username: 'owner@sandbox.test', password: 'sandbox' });
    expect(h.service.demo.secondOwner).toEqual({
      username: 'owner@second.sandbox.test',
      password: 'sandbox',
    });
    expect(h.service.demo.developer.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('give the developer a full-access token that stays the same once read', () => {
    const token = h.service.demo.developer.accessToken;
    expect(h.service.demo.developer.accessToken).toBe(token);
    const payload = claims(token);
    expect(payload.iss).toBe(h.base);
    expect(payload.sub).toBe(fixtureUser(h.data, 'developer@sandbox.test').id);
    const result = h.service.authenticate(`Bearer ${token}`);
    expect(result.ok && result.value.scopes).toBeNull();
  });
});
