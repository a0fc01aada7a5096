import { missingScopes, parseScopeString } from '../../shared/catalogues/scopes.ts';

/**
 * Granted versus requested scopes (docs/service-notes.md "Tokens"): a scope the server did not
 * grant is reported to the user with a "request again" action, never silently dropped.
 */

export interface ScopesMissing {
  readonly kind: 'scopes-missing';
  readonly requested: readonly string[];
  readonly granted: readonly string[];
  readonly missing: readonly string[];
  readonly message: string;
}

/**
 * The granted scopes: the token response's `scope`, else the access token's `scope` claim, else
 * (RFC 6749 §5.1: an omitted scope means "as requested") the requested ones.
 */
export function resolveGrantedScopes(
  requested: readonly string[],
  responseScope: string | undefined,
  tokenScope: string | undefined,
): string[] {
  const source = responseScope ?? tokenScope;
  return source === undefined ? [...requested] : [...new Set(parseScopeString(source))];
}

export function checkGrantedScopes(
  requested: readonly string[],
  granted: readonly string[],
): ScopesMissing | undefined {
  const missing = missingScopes(requested, granted);
  if (missing.length === 0) return undefined;
  return {
    kind: 'scopes-missing',
    requested: [...requested],
    granted: [...granted],
    missing,
    message:
      `Signed in, but the server did not grant ${missing.join(', ')}. ` +
      'Features that need them stay unavailable until you request access again.',
  };
}
