import type { Result } from '../../shared/result.ts';
import { endpointUrl } from './endpoints.ts';
import { postRequest, type HttpOptions, type NetworkError } from './http.ts';

/**
 * Revokes an OAuth refresh token at `{login_url}/oauth/revoke` (docs/service-notes.md "Endpoints").
 */

export type RevokeError =
  NetworkError | { readonly kind: 'server'; readonly status: number; readonly message: string };

/** Null when revoked: there is nothing more to say. */
export type RevokeResult = Result<null, RevokeError>;

export async function revokeRefreshToken(
  params: { readonly loginUrl: string; readonly clientId: string; readonly refreshToken: string },
  http?: HttpOptions,
): Promise<RevokeResult> {
  const url = endpointUrl(params.loginUrl, 'oauthRevoke');
  const reply = await postRequest(
    url,
    { form: { client_id: params.clientId, token: params.refreshToken } },
    http,
  );
  if (!reply.ok) return reply;
  // RFC 7009 §2.2: 200 also for a token that was already invalid.
  const { status } = reply.value;
  if (status >= 200 && status < 300) return { ok: true, value: null };
  return {
    ok: false,
    error: {
      kind: 'server',
      status,
      message: `${url.host} could not revoke the sign-in (HTTP ${status}).`,
    },
  };
}
