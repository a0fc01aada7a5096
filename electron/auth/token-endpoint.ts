import type { Result } from '../../shared/result.ts';
import { postRequest, type HttpOptions, type NetworkError, type RequestBody } from './http.ts';

/**
 * One request to a token-issuing endpoint (code exchange, refresh, password sign-in), with the
 * reply validated at run time and sorted into typed outcomes. Messages carry HTTP statuses and
 * OAuth error codes, never anything from the request.
 */

export interface TokenSet {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly idToken: string | undefined;
  readonly expiresIn: number | undefined;
  /** Space-separated granted scopes, when the server says. */
  readonly scope: string | undefined;
}

export type TokenEndpointError =
  /** 400/401/403: the server understood and said no (invalid_grant, wrong password, …). */
  | {
      readonly kind: 'rejected';
      readonly status: number;
      readonly error: string | undefined;
      readonly message: string;
    }
  /** Any other non-2xx status: a server problem or a wrong address. */
  | { readonly kind: 'server'; readonly status: number; readonly message: string }
  | { readonly kind: 'bad-response'; readonly message: string }
  | NetworkError;

export type TokenEndpointResult = Result<TokenSet, TokenEndpointError>;

const OAUTH_ERROR = /^[A-Za-z0-9_.-]{1,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Validates a token response body; `undefined` when it is not one. */
export function parseTokenSet(body: unknown): TokenSet | undefined {
  if (!isRecord(body)) return undefined;
  const accessToken = body['access_token'];
  if (typeof accessToken !== 'string' || accessToken.length === 0) return undefined;
  const tokenType = body['token_type'];
  if (
    tokenType !== undefined &&
    (typeof tokenType !== 'string' || tokenType.toLowerCase() !== 'bearer')
  ) {
    return undefined;
  }
  const refreshToken = optionalString(body['refresh_token']);
  const idToken = optionalString(body['id_token']);
  const scope = body['scope'];
  const expiresIn = body['expires_in'];
  if (refreshToken === null || idToken === null) return undefined;
  if (scope !== undefined && typeof scope !== 'string') return undefined;
  if (expiresIn !== undefined && (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn))) {
    return undefined;
  }
  return { accessToken, refreshToken, idToken, expiresIn, scope };
}

/** The OAuth `error` code of an error body, when it is a plain identifier. */
export function oauthErrorCode(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const error = body['error'];
  return typeof error === 'string' && OAUTH_ERROR.test(error) ? error : undefined;
}

export async function requestTokens(
  url: URL,
  body: RequestBody,
  http?: HttpOptions,
): Promise<TokenEndpointResult> {
  const reply = await postRequest(url, body, http);
  if (!reply.ok) return reply;
  const { status, body: answer } = reply.value;
  if (status >= 200 && status < 300) {
    const tokens = parseTokenSet(answer);
    if (tokens !== undefined) return { ok: true, value: tokens };
    return {
      ok: false,
      error: {
        kind: 'bad-response',
        message: `${url.host} sent a reply that is not a token response.`,
      },
    };
  }
  if (status === 400 || status === 401 || status === 403) {
    const error = oauthErrorCode(answer);
    return {
      ok: false,
      error: {
        kind: 'rejected',
        status,
        error,
        message: `${url.host} refused the request (${error ?? `HTTP ${status}`}).`,
      },
    };
  }
  return {
    ok: false,
    error: {
      kind: 'server',
      status,
      message: `${url.host} answered with HTTP ${status}. Try again later.`,
    },
  };
}
