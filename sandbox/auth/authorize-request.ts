import { isScope, parseScopeString } from '../../shared/catalogues/scopes.ts';
import type { Result } from '../../shared/result.ts';
import { API_AUDIENCE, OAUTH_CLIENT_ID } from './constants.ts';
import { readParams } from './params.ts';
import { isCodeChallenge } from './pkce.ts';
import { REGISTERED_REDIRECT_PORT } from '../options.ts';
import { isAllowedRedirectUri, redirectWithParams } from './redirect-uri.ts';

/**
 * Validates an authorization request (docs/service-notes.md "Tokens"), for both GET and POST
 * /authorize. Until client_id and redirect_uri are known good, problems are shown on a page:
 * redirecting to an unchecked URI would make the server an open redirector (RFC 6749 4.1.2.1).
 */

export interface AuthorizeRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  /** Requested scopes, without duplicates, in request order. */
  readonly scopes: readonly string[];
  readonly codeChallenge: string;
  readonly state: string;
}

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizeRequest }
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; location: string };

const NAMES = [
  'response_type',
  'audience',
  'scope',
  'code_challenge',
  'code_challenge_method',
  'state',
] as const;

/** A scope name safe to quote in an error description (RFC 6749 allows a narrow character set). */
const QUOTABLE = /^[A-Za-z0-9_:.-]{1,64}$/;

function checkClient(params: URLSearchParams, redirectPort: number): string | null {
  const clientIds = params.getAll('client_id');
  if (clientIds.length === 0 || clientIds[0] === '') return 'The request has no client_id.';
  if (clientIds.length > 1) return 'The request repeats client_id.';
  if (clientIds[0] !== OAUTH_CLIENT_ID) return 'The client_id is not a registered application.';
  const redirects = params.getAll('redirect_uri');
  if (redirects.length === 0 || redirects[0] === '') return 'The request has no redirect_uri.';
  if (redirects.length > 1) return 'The request repeats redirect_uri.';
  if (!isAllowedRedirectUri(redirects[0] ?? '', redirectPort)) {
    return `The redirect_uri is not registered for this application. It must be http on a loopback host (127.0.0.1, [::1] or localhost), port ${redirectPort}, path /callback.`;
  }
  return null;
}

/** The scopes asked for, or the error description to send back. */
function checkScopes(raw: string | undefined): Result<string[], string> {
  if (raw === undefined) return { ok: false, error: 'scope is required' };
  const scopes = [...new Set(parseScopeString(raw))];
  if (scopes.length === 0) return { ok: false, error: 'scope is required' };
  const unknown = scopes.find((s) => !isScope(s));
  if (unknown === undefined) return { ok: true, value: scopes };
  const error = QUOTABLE.test(unknown)
    ? `Unknown scope ${unknown}`
    : 'The scope names an unknown scope';
  return { ok: false, error };
}

export function checkAuthorizeParams(
  params: URLSearchParams,
  redirectPort = REGISTERED_REDIRECT_PORT,
): AuthorizeCheck {
  const clientProblem = checkClient(params, redirectPort);
  if (clientProblem !== null) return { kind: 'page', message: clientProblem };
  const redirectUri = params.get('redirect_uri') ?? '';

  const read = readParams(params, NAMES);
  const state = read.ok ? read.value.state : undefined;
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    location: redirectWithParams(redirectUri, {
      error,
      error_description: description,
      ...(state === undefined ? {} : { state }),
    }),
  });
  if (!read.ok) return fail('invalid_request', `${read.error} must not be repeated`);
  const values = read.value;

  if (values.response_type === undefined)
    return fail('invalid_request', 'response_type is required');
  if (values.response_type !== 'code') {
    return fail('unsupported_response_type', 'Only response_type=code is supported');
  }
  if (state === undefined) return fail('invalid_request', 'state is required');
  if (values.audience !== API_AUDIENCE) {
    return fail('invalid_request', `audience must be ${API_AUDIENCE}`);
  }
  if (values.code_challenge === undefined)
    return fail('invalid_request', 'code_challenge is required');
  if (!isCodeChallenge(values.code_challenge)) {
    return fail('invalid_request', 'code_challenge must be 43 base64url characters (S256)');
  }
  if (values.code_challenge_method !== 'S256') {
    return fail('invalid_request', 'code_challenge_method must be S256');
  }
  const scopes = checkScopes(values.scope);
  if (!scopes.ok) return fail('invalid_scope', scopes.error);

  return {
    kind: 'ok',
    request: {
      clientId: OAUTH_CLIENT_ID,
      redirectUri,
      scopes: scopes.value,
      codeChallenge: values.code_challenge,
      state,
    },
  };
}
