import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl } from './authorization-url.ts';
import { isAllowedRedirectUri } from '../../sandbox/auth/redirect-uri.ts';
import { CALLBACK_PATH, DEFAULT_CALLBACK_PORT, IPV4_LOOPBACK } from './loopback-server.ts';

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

  it('listens by default where the authorization server may redirect, and only there', () => {
    // The app's loopback defaults against the sandbox's registration rule, which follows the
    // service's: if either side changes alone, sign-in breaks, and this fails.
    const redirectUri = `http://${IPV4_LOOPBACK}:${String(DEFAULT_CALLBACK_PORT)}${CALLBACK_PATH}`;
    expect(isAllowedRedirectUri(redirectUri)).toBe(true);
    const otherPort = `http://${IPV4_LOOPBACK}:${String(DEFAULT_CALLBACK_PORT + 1)}${CALLBACK_PATH}`;
    expect(isAllowedRedirectUri(otherPort)).toBe(false);
  });
});
