import type { Result } from '../../shared/result.ts';
import { parseScopeString } from '../../shared/catalogues/scopes.ts';
import type { SignInMethod } from '../profiles/profile.ts';
import { decodeJwt, type JwtClaims, type MalformedTokenError } from './jwt.ts';
import type { TokenSet } from './token-endpoint.ts';

/** What every sign-in method hands to a token session: the tokens and what they allow. */
export interface SignInGrant {
  readonly method: SignInMethod;
  readonly accessToken: string;
  readonly claims: JwtClaims;
  /** Absent when the server issued none (e.g. `offline_access` not granted). */
  readonly refreshToken: string | undefined;
  /**
   * The token's scopes as reported; only OAuth tokens are limited by them (docs/service-notes.md
   * "Tokens").
   */
  readonly scopes: readonly string[];
}

export type GrantResult = Result<SignInGrant, MalformedTokenError>;

export function isScopeLimited(method: SignInMethod): boolean {
  return method === 'oauth';
}

/** Builds a grant from a token response; `scopes` defaults to the response's or the JWT's. */
export function grantFromTokens(
  method: SignInMethod,
  tokens: Pick<TokenSet, 'accessToken' | 'refreshToken' | 'scope'>,
  scopes?: readonly string[],
): GrantResult {
  const decoded = decodeJwt(tokens.accessToken);
  if (!decoded.ok) return decoded;
  const claims = decoded.value;
  return {
    ok: true,
    value: {
      method,
      accessToken: tokens.accessToken,
      claims,
      refreshToken: tokens.refreshToken,
      scopes: scopes ?? parseScopeString(tokens.scope ?? claims.scope ?? ''),
    },
  };
}
