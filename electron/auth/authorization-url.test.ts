import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl } from './authorization-url.ts';
import { DEFAULT_CALLBACK_PORT } from './loopback-server.ts';

describe('buildAuthorizationUrl', () => {
  it('carries exactly the parameters docs/service-notes.md "Tokens" lists', () => {
    const url = new URL(
      buildAuthorizationUrl({
        loginUrl: 'https://login.example.com/tenant/',
        clientId: 'floorboard-desktop',
        redirectUri: 'http://127.0.0.1:3000/callback',
        scopes: ['openid', 'profile', 'offline_access', 'view:orders', 'view:orders'],
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        state: 'state-value',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://login.example.com/tenant/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'floorboard-desktop',
      redirect_uri: 'http://127.0.0.1:3000/callback',
      response_type: 'code',
      audience: 'service-public-api',
      scope: 'openid profile offline_access view:orders',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state-value',
    });
    expect(url.searchParams.has('client_secret')).toBe(false);
  });

  it('defaults the callback port to 3000', () => {
    expect(DEFAULT_CALLBACK_PORT).toBe(3000);
  });
});
