import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Result } from '../../shared/result.ts';

/** Minimal HS256 JSON Web Tokens (RFC 7519), enough for the sandbox's access and ID tokens. */

export interface VerifiedJwt {
  readonly header: Record<string, unknown>;
  readonly payload: Record<string, unknown>;
}

export type JwtVerification = Result<VerifiedJwt, 'malformed' | 'invalid-signature'>;

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function hmac(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(secret: Buffer, payload: object, typ = 'JWT'): string {
  const signingInput = `${encodeJson({ alg: 'HS256', typ })}.${encodeJson(payload)}`;
  return `${signingInput}.${hmac(secret, signingInput).toString('base64url')}`;
}

/** Checks shape and signature only; claims (exp, aud, …) are the caller's business. */
export function verifyJwt(secret: Buffer, token: string): JwtVerification {
  const parts = token.split('.');
  const [head, body, signature] = parts;
  if (parts.length !== 3 || head === undefined || body === undefined || signature === undefined) {
    return { ok: false, error: 'malformed' };
  }
  if (!SEGMENT.test(head) || !SEGMENT.test(body) || !SEGMENT.test(signature)) {
    return { ok: false, error: 'malformed' };
  }
  const header = decodeJson(head);
  const payload = decodeJson(body);
  if (header === null || payload === null) return { ok: false, error: 'malformed' };
  // Only HS256: a token naming another algorithm (e.g. "none") was not made here.
  if (header.alg !== 'HS256') return { ok: false, error: 'invalid-signature' };
  const expected = hmac(secret, `${head}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, error: 'invalid-signature' };
  }
  return { ok: true, value: { header, payload } };
}

/** Reads a token's payload without verifying it, as clients do (docs/service-notes.md "Tokens"). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const body = token.split('.')[1];
  return body === undefined ? null : decodeJson(body);
}
