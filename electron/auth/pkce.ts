import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636) and `state` values for one authorization attempt. 32 random bytes encode to 43
 * base64url characters, the RFC's minimum verifier length; longer verifiers are allowed up to its
 * 128-character maximum.
 */

export const DEFAULT_RANDOM_BYTES = 32;
const MAX_VERIFIER_BYTES = 96; // 96 bytes → 128 characters, RFC 7636 §4.1's maximum
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

export type RandomSource = (size: number) => Buffer;

export interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
  readonly method: 'S256';
}

export function createVerifier(
  byteLength: number = DEFAULT_RANDOM_BYTES,
  random: RandomSource = randomBytes,
): string {
  if (!Number.isInteger(byteLength) || byteLength < DEFAULT_RANDOM_BYTES) {
    throw new RangeError(`A PKCE verifier needs at least ${DEFAULT_RANDOM_BYTES} random bytes`);
  }
  if (byteLength > MAX_VERIFIER_BYTES) {
    throw new RangeError(`A PKCE verifier holds at most ${MAX_VERIFIER_BYTES} random bytes`);
  }
  return random(byteLength).toString('base64url');
}

/** An unguessable per-attempt `state`, checked when the browser comes back. */
export function createState(random: RandomSource = randomBytes): string {
  return random(DEFAULT_RANDOM_BYTES).toString('base64url');
}

export function isValidVerifier(verifier: string): boolean {
  return VERIFIER_PATTERN.test(verifier);
}

/** BASE64URL(SHA256(ASCII(verifier))), RFC 7636 §4.2. */
export function challengeS256(verifier: string): string {
  if (!isValidVerifier(verifier)) throw new RangeError('Not a valid PKCE verifier');
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function createPkce(random: RandomSource = randomBytes): Pkce {
  const verifier = createVerifier(DEFAULT_RANDOM_BYTES, random);
  return { verifier, challenge: challengeS256(verifier), method: 'S256' };
}
