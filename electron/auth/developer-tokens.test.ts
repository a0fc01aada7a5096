import { describe, expect, it } from 'vitest';
import { acceptDeveloperTokens } from './developer-tokens.ts';
import { makeAccessToken } from './testing/jwt-fixture.ts';

const access = makeAccessToken({ nowMs: Date.now(), ttlSeconds: 3600 });
const refresh = 'dev_refresh_3b7f0c9e2a5d8f1b';

describe('developer tokens', () => {
  it('accepts a pasted JWT access token and refresh token (whitespace trimmed)', () => {
    const result = acceptDeveloperTokens({
      accessToken: ` ${access}\n`,
      refreshToken: ` ${refresh} `,
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      method: 'developer',
      accessToken: access,
      refreshToken: refresh,
    });
    expect(result.value.claims.exp).toBeGreaterThan(0);
  });

  it('rejects an access token that is not a JWT, without quoting it', () => {
    const result = acceptDeveloperTokens({
      accessToken: 'not-a-jwt-secret',
      refreshToken: refresh,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-token', field: 'accessToken' },
    });
    expect(JSON.stringify(result)).not.toContain('not-a-jwt-secret');
  });

  it('rejects a truncated refresh token', () => {
    const result = acceptDeveloperTokens({ accessToken: access, refreshToken: 'abc' });
    expect(result).toMatchObject({ ok: false, error: { field: 'refreshToken' } });
    expect(JSON.stringify(result)).not.toContain(access);
  });
});
