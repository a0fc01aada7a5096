import { createHash, timingSafeEqual } from 'node:crypto';

/** PKCE S256 (RFC 7636). */

/** BASE64URL(SHA256(verifier)) is always 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function isCodeChallenge(value: string): boolean {
  return CHALLENGE.test(value);
}

export function isCodeVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(s256Challenge(verifier));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
