/**
 * Reads a JWT's payload without verifying it (docs/service-notes.md "Tokens"): the app needs `exp`
 * to refresh ahead of time and `scope` to know what the token can do; the service verifies. The
 * claims are checked at run time, and errors never quote the token.
 */
import type { Result } from '../../shared/result.ts';

export interface JwtClaims {
  /** Seconds since the epoch. */
  readonly exp: number;
  readonly iat: number | undefined;
  readonly sub: string | undefined;
  /** `aud` normalised to a list. */
  readonly aud: readonly string[];
  readonly scope: string | undefined;
  readonly azp: string | undefined;
  readonly iss: string | undefined;
}

export interface MalformedTokenError {
  readonly kind: 'malformed-token';
  readonly message: string;
}

export type DecodeJwtResult = Result<JwtClaims, MalformedTokenError>;

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const SIGNATURE = /^[A-Za-z0-9_-]*$/; // empty for alg "none"

function fail(detail: string): DecodeJwtResult {
  return {
    ok: false,
    error: { kind: 'malformed-token', message: `This is not a valid access token: ${detail}.` },
  };
}

function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isNumericDate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function decodeJwt(token: string): DecodeJwtResult {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (
    parts.length !== 3 ||
    header === undefined ||
    payload === undefined ||
    signature === undefined
  ) {
    return fail('a JWT has three dot-separated parts');
  }
  if (!SEGMENT.test(header) || !SEGMENT.test(payload) || !SIGNATURE.test(signature)) {
    return fail('its parts are not base64url');
  }
  if (decodeSegment(header) === undefined) return fail('its header is not JSON');
  const claims = decodeSegment(payload);
  if (claims === undefined) return fail('its payload is not JSON');

  const { exp, iat, sub, aud, scope, azp, iss } = claims;
  if (!isNumericDate(exp)) return fail('it has no expiry time (exp)');
  if (iat !== undefined && !isNumericDate(iat)) return fail('its issue time (iat) is not a number');
  let audience: string[];
  if (aud === undefined) audience = [];
  else if (typeof aud === 'string') audience = [aud];
  else if (Array.isArray(aud) && aud.every((a): a is string => typeof a === 'string'))
    audience = aud;
  else return fail('its audience (aud) is not a string or list of strings');
  for (const [name, value] of Object.entries({ sub, scope, azp, iss })) {
    if (value !== undefined && typeof value !== 'string')
      return fail(`its ${name} claim is not a string`);
  }
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' ? value : undefined;
  return {
    ok: true,
    value: {
      exp,
      iat,
      sub: text(sub),
      aud: audience,
      scope: text(scope),
      azp: text(azp),
      iss: text(iss),
    },
  };
}
