import type { Result } from '../../shared/result.ts';
import { endpointUrl, isHttpUrl } from './endpoints.ts';
import { grantFromTokens, type SignInGrant } from './grant.ts';
import type { HttpOptions } from './http.ts';
import { requestTokens, type TokenEndpointError } from './token-endpoint.ts';

/**
 * User name and password against `{base_url}/auth/token` (docs/service-notes.md "Endpoints",
 * "Tokens"). The token is not scope-limited: it carries the user's full API access, which the UI
 * says.
 */

export interface PasswordSignInRequest {
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
}

export type PasswordSignInError =
  | { readonly kind: 'wrong-credentials'; readonly message: string }
  | { readonly kind: 'invalid-request'; readonly message: string }
  | TokenEndpointError;

export type PasswordSignInResult = Result<SignInGrant, PasswordSignInError>;

export async function signInWithPassword(
  request: PasswordSignInRequest,
  http?: HttpOptions,
): Promise<PasswordSignInResult> {
  const username = request.username.trim();
  if (!isHttpUrl(request.baseUrl) || username.length === 0 || request.password.length === 0) {
    return {
      ok: false,
      error: { kind: 'invalid-request', message: 'Enter a user name and a password.' },
    };
  }
  const reply = await requestTokens(
    endpointUrl(request.baseUrl, 'passwordToken'),
    { json: { username, password: request.password } },
    http,
  );
  if (!reply.ok) {
    if (reply.error.kind === 'rejected' && reply.error.status === 401) {
      return {
        ok: false,
        error: { kind: 'wrong-credentials', message: 'The user name or password is not correct.' },
      };
    }
    return reply;
  }
  const built = grantFromTokens('password', reply.value);
  if (!built.ok) {
    return {
      ok: false,
      error: { kind: 'bad-response', message: 'The server issued an unreadable access token.' },
    };
  }
  return built;
}
