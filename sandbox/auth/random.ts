import { createHash, randomBytes } from 'node:crypto';

/** Opaque secrets (refresh tokens, codes): 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores key secrets by digest, so the in-memory maps never hold a usable token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
