import { describe, expect, it } from 'vitest';
import { isCodeChallenge, isCodeVerifier, s256Challenge, verifierMatches } from './pkce.ts';
import { isAllowedRedirectUri, redirectWithParams } from './redirect-uri.ts';

describe('redirect URI rule', () => {
  it.each([
    'http://127.0.0.1:3000/callback',
    'http://localhost:3000/callback',
    'http://[::1]:3000/callback',
  ])('accepts %s', (uri) => {
    expect(isAllowedRedirectUri(uri)).toBe(true);
  });

  it.each([
    'https://127.0.0.1:3000/callback',
    'http://127.0.0.1:3001/callback',
    'http://127.0.0.1/callback',
    'http://127.0.0.1:3000/callback/',
    'http://127.0.0.1:3000/other',
    'http://127.0.0.1:3000/callback#frag',
    'http://127.0.0.1:3000/callback?x=1',
    'http://example.com:3000/callback',
    'http://127.0.0.2:3000/callback',
    'http://user@127.0.0.1:3000/callback',
    'http://127.0.0.1:3000/./callback',
    'http://LOCALHOST:3000/callback',
    'custom://127.0.0.1:3000/callback',
    'not a url',
    '',
  ])('refuses %s', (uri) => {
    expect(isAllowedRedirectUri(uri)).toBe(false);
  });

  it('appends response parameters as a query', () => {
    expect(redirectWithParams('http://[::1]:3000/callback', { code: 'a b', state: 's&t' })).toBe(
      'http://[::1]:3000/callback?code=a+b&state=s%26t',
    );
  });
});

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B example', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(s256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifierMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(verifierMatches(`${verifier}x`, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(
      false,
    );
  });

  it('checks verifier and challenge formats', () => {
    expect(isCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(40)}-._~`)).toBe(true);
    expect(isCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c')).toBe(false);
    expect(isCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw+cM')).toBe(false);
  });
});
