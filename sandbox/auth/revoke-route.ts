import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAUTH_CLIENT_ID } from './constants.ts';
import type { AuthContext } from './context.ts';
import { readFormBody, requireMethod, sendAuthError } from './json-errors.ts';
import { readParams } from './params.ts';

/**
 * POST /oauth/revoke (RFC 7009; docs/service-notes.md "Endpoints"). Revoking a refresh token ends
 * its whole sign-in (the family). Access tokens are JWTs and stay valid until they expire.
 */
export async function handleRevoke(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!requireMethod(req, res, 'POST')) return;
  const form = await readFormBody(req, res);
  if (!form) return;
  const read = readParams(form, ['client_id', 'token', 'token_type_hint']);
  if (!read.ok) {
    return sendAuthError(res, 400, 'invalid_request', `${read.duplicate} must not be repeated`);
  }
  if (read.values.client_id !== OAUTH_CLIENT_ID) {
    return sendAuthError(res, 401, 'invalid_client', 'Unknown or missing client_id');
  }
  const token = read.values.token;
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
