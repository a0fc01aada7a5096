import { randomBytes } from 'node:crypto';
import type { User } from '../data/types.ts';
import type { BearerResult } from './principal.ts';
import {
  API_AUDIENCE,
  FULL_ACCESS_CLIENT_ID,
  FULL_ACCESS_SCOPE,
  OAUTH_CLIENT_ID,
} from './constants.ts';
import { nowSeconds, type AuthContext } from './context.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { findUserById } from './users.ts';
import { parseScopeString } from '../../shared/catalogues/scopes.ts';

/** Access tokens (JWT, RFC 9068 `at+jwt`) and ID tokens, and verifying bearer tokens. */

const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface AccessTokenRequest {
  issuer: string;
  user: User;
  /** null: not scope-limited (password sign-in, developer tokens). */
  scopes: readonly string[] | null;
  ttlSeconds?: number;
}

export function issueAccessToken(ctx: AuthContext, request: AccessTokenRequest): string {
  const iat = nowSeconds(ctx);
  const limited = request.scopes !== null;
  return signJwt(
    ctx.secret,
    {
      iss: request.issuer,
      sub: request.user.id,
      aud: [API_AUDIENCE, `${request.issuer}userinfo`],
      iat,
      exp: iat + (request.ttlSeconds ?? ctx.options.tokenTtlSeconds),
      scope: request.scopes === null ? FULL_ACCESS_SCOPE : request.scopes.join(' '),
      azp: limited ? OAUTH_CLIENT_ID : FULL_ACCESS_CLIENT_ID,
      // Two tokens minted in the same second must still differ.
      jti: randomBytes(16).toString('base64url'),
    },
    ACCESS_TOKEN_TYPE,
  );
}

/** OpenID Connect ID token: who signed in, for the client (never accepted as a bearer token). */
export function issueIdToken(
  ctx: AuthContext,
  issuer: string,
  user: User,
  clientId: string,
  scopes: readonly string[],
): string {
  const iat = nowSeconds(ctx);
  const profile = scopes.includes('profile')
    ? {
        name: `${user.first_name} ${user.last_name}`,
        given_name: user.first_name,
        family_name: user.last_name,
      }
    : {};
  return signJwt(ctx.secret, {
    iss: issuer,
    sub: user.id,
    aud: clientId,
    iat,
    exp: iat + ctx.options.tokenTtlSeconds,
    email: user.email,
    ...profile,
  });
}

interface AccessClaims {
  sub: string;
  exp: number;
  scope: string;
  azp: string;
}

function readClaims(payload: Record<string, unknown>): AccessClaims | null {
  const { sub, exp, iat, scope, azp, aud } = payload;
  if (typeof sub !== 'string' || typeof scope !== 'string' || typeof azp !== 'string') return null;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  if (!Array.isArray(aud) || !aud.includes(API_AUDIENCE)) return null;
  return { sub, exp, scope, azp };
}

/** Verifies an `Authorization` header value. */
export function authenticateBearer(
  ctx: AuthContext,
  authorization: string | undefined,
): BearerResult {
  if (authorization === undefined || authorization.trim() === '') {
    return { ok: false, error: 'missing' };
  }
  const match = /^Bearer +([^ ]+) *$/i.exec(authorization);
  const token = match?.[1];
  if (token === undefined) return { ok: false, error: 'malformed' };
  const verified = verifyJwt(ctx.secret, token);
  if (!verified.ok) return { ok: false, error: verified.error };
  // Signed here but not an access token (an ID token, say): not usable as a bearer token.
  const { header, payload } = verified.value;
  const claims = header.typ === ACCESS_TOKEN_TYPE ? readClaims(payload) : null;
  if (claims === null) return { ok: false, error: 'malformed' };
  if (nowSeconds(ctx) >= claims.exp) return { ok: false, error: 'expired' };
  const found = findUserById(ctx.data, claims.sub);
  if (!found) return { ok: false, error: 'unknown-user' };
  // Developer users cannot be limited by scopes (docs/service-notes.md "Tokens").
  const limited = claims.azp === OAUTH_CLIENT_ID && found.user.kind !== 'developer';
  return {
    ok: true,
    value: {
      user: found.user,
      account: found.account,
      scopes: limited ? new Set(parseScopeString(claims.scope)) : null,
      expiresAt: claims.exp,
    },
  };
}
