import { describe, expect, it } from 'vitest';
import { challengeS256, createPkce, createState, createVerifier, isValidVerifier } from './pkce.ts';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

describe('PKCE', () => {
  it('makes a 43-character base64url verifier from 32 random bytes', () => {
    const verifier = createVerifier();
    expect(verifier).toHaveLength(43);
    expect(verifier).toMatch(BASE64URL);
    expect(isValidVerifier(verifier)).toBe(true);
  });

  it('allows longer verifiers up to the RFC maximum, and refuses short or oversized ones', () => {
    expect(createVerifier(96)).toHaveLength(128);
    expect(() => createVerifier(31)).toThrow(RangeError);
    expect(() => createVerifier(97)).toThrow(RangeError);
  });

  it('uses fresh randomness every time', () => {
    const values = new Set(Array.from({ length: 50 }, () => createVerifier()));
    expect(values.size).toBe(50);
    expect(createState()).not.toBe(createState());
  });

  it('makes a 43-character base64url state', () => {
    const state = createState();
    expect(state).toHaveLength(43);
    expect(state).toMatch(BASE64URL);
  });

  it('derives the S256 challenge of the RFC 7636 appendix B example', () => {
    expect(challengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('derives the verifier from the random source it is given', () => {
    // RFC 7636 appendix B's octets.
    const octets = Buffer.from([
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77,
      105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ]);
    const pkce = createPkce(() => octets);
    expect(pkce).toEqual({
      verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      method: 'S256',
    });
  });

  it('refuses to derive a challenge from an invalid verifier', () => {
    expect(() => challengeS256('too-short')).toThrow(RangeError);
    expect(() => challengeS256(`${'a'.repeat(42)} `)).toThrow(RangeError);
  });
});
