import { endpointUrl } from './endpoints.ts';
import { postRequest, type HttpOptions, type NetworkError } from './http.ts';

/**
 * Revokes an OAuth refresh token at `{login_url}/oauth/revoke` (docs/service-notes.md "Endpoints").
 */

export type RevokeResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly error:
        | NetworkError
        | { readonly kind: 'server'; readonly status: number; readonly message: string };
    };

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
  if (reply.status >= 200 && reply.status < 300) return { ok: true };
  return {
    ok: false,
    error: {
      kind: 'server',
      status: reply.status,
      message: `${url.host} could not revoke the sign-in (HTTP ${reply.status}).`,
    },
  };
}
