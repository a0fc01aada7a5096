import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signJwt } from './jwt.ts';
import {
  claims,
  json,
  postJson,
  str,
  startHarness,
  TTL,
  type Harness,
} from './testing/auth-harness.ts';
import { fixtureUser } from './testing/auth-fixture.ts';

function tamper(token: string, edit: (payload: Record<string, unknown>) => void): string {
  const [head = '', body = '', signature = ''] = token.split('.');
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  edit(payload);
  return `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe('access token claims', () => {
  it('carry iss (the address the request came to), sub, aud, iat, exp, scope and azp', async () => {
    const body = await json(
      await postJson(h, 'auth/token', { username: 'owner@sandbox.test', password: 'sandbox' }),
    );
    const payload = claims(str(body.access_token));
    const nowSeconds = Math.floor(Date.UTC(2025, 0, 15, 12, 0, 0) / 1000);
    expect(payload).toMatchObject({
      iss: h.base,
      sub: fixtureUser(h.data, 'owner@sandbox.test').id,
      iat: nowSeconds,
      exp: nowSeconds + TTL,
      scope: 'openid profile offline_access',
      azp: 'sandbox-web',
    });
    expect(h.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(payload.aud).toEqual(expect.arrayContaining(['service-public-api']));
    expect(Array.isArray(payload.aud)).toBe(true);
    const header = JSON.parse(
      Buffer.from(str(body.access_token).split('.')[0] ?? '', 'base64url').toString(),
    ) as unknown;
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
  });
});

describe('authenticate', () => {
  it('accepts a valid token and returns the principal', () => {
    const owner = fixtureUser(h.data, 'owner@sandbox.test');
    const token = h.service.issueAccessToken(owner, null);
    const result = h.service.authenticate(`Bearer ${token}`);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.user).toBe(owner);
      expect(result.value.account).toBe(h.data.accounts[0]);
      expect(result.value.scopes).toBeNull();
      expect(result.value.expiresAt).toBe(claims(token).exp);
    }
    expect(h.service.authenticate(`bearer ${token}`).ok).toBe(true);
  });

  it('returns the granted scopes of a scope-limited token', () => {
    const token = h.service.issueAccessToken(fixtureUser(h.data, 'staff@sandbox.test'), [
      'openid',
      'view:orders',
    ]);
    expect(claims(token)).toMatchObject({ azp: 'floorboard-desktop', scope: 'openid view:orders' });
    const result = h.service.authenticate(`Bearer ${token}`);
    expect(result.ok && [...(result.value.scopes ?? [])]).toEqual(['openid', 'view:orders']);
  });

  it('never scope-limits a developer user', () => {
    const dev = fixtureUser(h.data, 'developer@sandbox.test');
    const result = h.service.authenticate(
      `Bearer ${h.service.issueAccessToken(dev, ['view:orders'])}`,
    );
    expect(result.ok && result.value.scopes).toBeNull();
  });

  it('reports missing and malformed headers', () => {
    expect(h.service.authenticate(undefined)).toEqual({ ok: false, error: 'missing' });
    expect(h.service.authenticate('')).toEqual({ ok: false, error: 'missing' });
    for (const header of ['Basic abc', 'Bearer', 'Bearer ', 'Bearer a.b', 'Bearer x y', 'token']) {
      expect(h.service.authenticate(header)).toEqual({ ok: false, error: 'malformed' });
    }
  });

  it('rejects forged tokens: tampered payload, another key, alg none', () => {
    const staff = fixtureUser(h.data, 'staff@sandbox.test');
    const owner = fixtureUser(h.data, 'owner@sandbox.test');
    const token = h.service.issueAccessToken(staff, ['view:orders']);
    const widened = tamper(token, (p) => {
      p.scope = 'view:orders change:orders';
    });
    const impersonated = tamper(token, (p) => {
      p.sub = owner.id;
    });
    const [head = '', body = ''] = token.split('.');
    const wrongSignature = `${head}.${body}.${'A'.repeat(43)}`;
    const otherKey = signJwt(Buffer.alloc(32, 7), claims(token), 'at+jwt');
    for (const forged of [widened, impersonated, wrongSignature, otherKey]) {
      expect(h.service.authenticate(`Bearer ${forged}`)).toEqual({
        ok: false,
        error: 'invalid-signature',
      });
    }
  });

  it('rejects expired tokens once the clock passes exp', () => {
    const token = h.service.issueAccessToken(fixtureUser(h.data, 'owner@sandbox.test'), null, 60);
    h.advance(59_000);
    expect(h.service.authenticate(`Bearer ${token}`).ok).toBe(true);
    h.advance(1_000);
    expect(h.service.authenticate(`Bearer ${token}`)).toEqual({ ok: false, error: 'expired' });
  });

  it('expires password tokens after options.tokenTtlSeconds', async () => {
    const body = await json(
      await postJson(h, 'auth/token', { username: 'owner@sandbox.test', password: 'sandbox' }),
    );
    const header = `Bearer ${str(body.access_token)}`;
    h.advance((TTL - 1) * 1000);
    expect(h.service.authenticate(header).ok).toBe(true);
    h.advance(1000);
    expect(h.service.authenticate(header)).toEqual({ ok: false, error: 'expired' });
  });

  it('rejects tokens of unknown users', () => {
    const owner = fixtureUser(h.data, 'owner@sandbox.test');
    const token = h.service.issueAccessToken({ ...owner, id: 'VXNlcjo5OTk=' }, null);
    expect(h.service.authenticate(`Bearer ${token}`)).toEqual({
      ok: false,
      error: 'unknown-user',
    });
  });

  it('rejects a token from another run of the sandbox (another secret)', async () => {
    const other = await startHarness();
    try {
      const token = other.service.issueAccessToken(
        fixtureUser(other.data, 'owner@sandbox.test'),
        null,
      );
      expect(h.service.authenticate(`Bearer ${token}`)).toEqual({
        ok: false,
        error: 'invalid-signature',
      });
    } finally {
      await other.close();
    }
  });
});
