import type { Result } from '../../shared/result.ts';
import { grantFromTokens, type SignInGrant } from './grant.ts';

/**
 * A third-party developer's access + refresh token pair, pasted by the user (docs/service-notes.md
 * "Tokens"). Nothing is sent here; the session refreshes it later at `{base_url}/auth/refresh`.
 */

export interface DeveloperTokensInput {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface InvalidDeveloperTokenError {
  readonly kind: 'invalid-token';
  readonly field: 'accessToken' | 'refreshToken';
  readonly message: string;
}

export type DeveloperTokensResult = Result<SignInGrant, InvalidDeveloperTokenError>;

// Opaque refresh tokens: printable ASCII without spaces, of a plausible length.
const REFRESH_TOKEN = /^[\x21-\x7e]{16,4096}$/;

export function acceptDeveloperTokens(input: DeveloperTokensInput): DeveloperTokensResult {
  const accessToken = input.accessToken.trim();
  const refreshToken = input.refreshToken.trim();
  const built = grantFromTokens('developer', { accessToken, refreshToken, scope: undefined });
  if (!built.ok) {
    return {
      ok: false,
      error: {
        kind: 'invalid-token',
        field: 'accessToken',
        message: `${built.error.message} Paste the access token exactly as the web application shows it.`,
      },
    };
  }
  if (!REFRESH_TOKEN.test(refreshToken)) {
    return {
      ok: false,
      error: {
        kind: 'invalid-token',
        field: 'refreshToken',
        message:
          'The refresh token looks incomplete. Paste it exactly as the web application shows it.',
      },
    };
  }
  return built;
}
