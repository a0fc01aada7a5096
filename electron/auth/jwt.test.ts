import { describe, expect, it } from 'vitest';
import { decodeJwt } from './jwt.ts';
import { makeJwt } from './testing/jwt-fixture.ts';

describe('decodeJwt', () => {
  it('reads exp, iat, sub, aud, scope, azp and iss without verifying', () => {
    const token = makeJwt({
      iss: 'https://login.example.com/',
      sub: 'user-7',
      aud: ['service-public-api', 'other'],
      iat: 1_700_000_000,
      exp: 1_700_000_600,
      scope: 'openid view:orders',
      azp: 'floorboard-desktop',
    });
    expect(decodeJwt(token)).toEqual({
      ok: true,
      value: {
        iss: 'https://login.example.com/',
        sub: 'user-7',
        aud: ['service-public-api', 'other'],
        iat: 1_700_000_000,
        exp: 1_700_000_600,
        scope: 'openid view:orders',
        azp: 'floorboard-desktop',
      },
    });
  });

  it('normalises a single audience to a list and accepts an empty signature', () => {
    const [header, payload] = makeJwt({ exp: 10, aud: 'service-public-api' }).split('.');
    const result = decodeJwt(`${header ?? ''}.${payload ?? ''}.`);
    expect(result.ok && result.value.aud).toEqual(['service-public-api']);
  });

  it.each([
    ['not a jwt', 'opaque-token-value'],
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9'],
    ['bad characters', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9!.sig'],
    ['payload not JSON', `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('nope').toString('base64url')}.sig`],
    ['payload an array', `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('[1]').toString('base64url')}.sig`],
    ['no exp', makeJwt({ sub: 'x' })],
    ['exp a string', makeJwt({ exp: '123' })],
    ['aud a number', makeJwt({ exp: 1, aud: 5 })],
    ['scope a list', makeJwt({ exp: 1, scope: ['a'] })],
    ['iat negative', makeJwt({ exp: 1, iat: -1 })],
  ])('reports a malformed token (%s) as a typed error without quoting it', (_name, token) => {
    const result = decodeJwt(token);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('malformed-token');
      expect(result.error.message).not.toContain(token);
    }
  });
});
