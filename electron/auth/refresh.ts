import { endpointUrl } from './endpoints.ts';
import type { HttpOptions } from './http.ts';
import { requestTokens, type TokenEndpointResult } from './token-endpoint.ts';

/**
 * The two refresh endpoints (docs/service-notes.md "Endpoints", "Tokens"). OAuth refresh may rotate
 * the refresh token; `/auth/refresh` never returns a new one.
 */

export function refreshOAuthTokens(
  params: { readonly loginUrl: string; readonly clientId: string; readonly refreshToken: string },
  http?: HttpOptions,
): Promise<TokenEndpointResult> {
  return requestTokens(
    endpointUrl(params.loginUrl, 'oauthToken'),
    {
      form: {
        grant_type: 'refresh_token',
        client_id: params.clientId,
        refresh_token: params.refreshToken,
      },
    },
    http,
  );
}

export function refreshServiceTokens(
  params: { readonly baseUrl: string; readonly refreshToken: string },
  http?: HttpOptions,
): Promise<TokenEndpointResult> {
  return requestTokens(
    endpointUrl(params.baseUrl, 'refresh'),
    { json: { refresh_token: params.refreshToken } },
    http,
  );
}
