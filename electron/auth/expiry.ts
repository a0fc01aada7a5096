import type { JwtClaims } from './jwt.ts';

/**
 * When to refresh an access token: ahead of `exp` by 10% of its lifetime, at most 60 s, so a
 * 28-day token refreshes a minute early and a 5-second test token half a second early.
 */

export const MAX_REFRESH_MARGIN_MS = 60_000;
export const REFRESH_MARGIN_FRACTION = 0.1;

export function expiresAtMs(claims: JwtClaims): number {
  return claims.exp * 1000;
}

/** `receivedAtMs` stands in for `iat` when the token has none. */
export function refreshDueAtMs(claims: JwtClaims, receivedAtMs: number): number {
  const expires = expiresAtMs(claims);
  const issued = claims.iat === undefined ? receivedAtMs : claims.iat * 1000;
  const lifetime = Math.max(0, expires - issued);
  return expires - Math.min(MAX_REFRESH_MARGIN_MS, lifetime * REFRESH_MARGIN_FRACTION);
}

export function isExpired(claims: JwtClaims, nowMs: number): boolean {
  return nowMs >= expiresAtMs(claims);
}
