import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAUTH_CLIENT_ID } from './constants.ts';
import type { AuthContext } from './context.ts';
import { sendAuthError } from './json-errors.ts';
import { readPostedParams } from './params.ts';

/**
 * POST /oauth/revoke (RFC 7009; docs/service-notes.md "Endpoints"). Revoking a refresh token ends
 * its whole sign-in (the family). Access tokens are JWTs and stay valid until they expire.
 */
export async function handleRevoke(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const values = await readPostedParams(req, res, ['client_id', 'token', 'token_type_hint']);
  if (!values) return;
  if (values.client_id !== OAUTH_CLIENT_ID) {
    return sendAuthError(res, 401, 'invalid_client', 'Unknown or missing client_id');
  }
  const token = values.token;
  if (token === undefined) return sendAuthError(res, 400, 'invalid_request', 'token is required');
  const record = ctx.refresh.find(token);
  // Only this client's OAuth tokens; anything else (unknown, access token, another client's
  // token) is answered the same way, so the endpoint reveals nothing (RFC 7009 2.2).
  if (record?.kind === 'oauth' && record.family.clientId === OAUTH_CLIENT_ID) {
    record.family.revoked = true;
  }
  res.writeHead(200, { 'cache-control': 'no-store', 'content-length': '0' });
  res.end();
}
