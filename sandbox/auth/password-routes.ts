import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Result } from '../../shared/result.ts';
import { sendJson } from '../http/respond.ts';
import { issueAccessToken } from './access-tokens.ts';
import { FULL_ACCESS_SCOPE } from './constants.ts';
import type { User } from '../data/types.ts';
import type { AuthContext } from './context.ts';
import { requestIssuer } from './issuer.ts';
import { readPostedBody, sendAuthError } from './json-errors.ts';
import { checkCredentials, findUserById } from './users.ts';

/**
 * `POST /auth/token` and `POST /auth/refresh` (docs/service-notes.md "Endpoints"): full-access
 * tokens.
 */

/** The field's text, or the error description to answer with. */
type Field = Result<string, string>;

function stringField(body: Record<string, unknown>, name: string): Field {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    return { ok: false, error: `${name} is required` };
  }
  if (typeof value !== 'string') return { ok: false, error: `${name} must be a string` };
  return { ok: true, value };
}

/** The fields both endpoints answer: a full-access token, not limited by scopes. */
function fullAccessToken(ctx: AuthContext, req: IncomingMessage, user: User) {
  return {
    access_token: issueAccessToken(ctx, { issuer: requestIssuer(req), user, scopes: null }),
    expires_in: ctx.options.tokenTtlSeconds,
    scope: FULL_ACCESS_SCOPE,
    token_type: 'Bearer',
  };
}

export async function handlePasswordToken(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readPostedBody(req, res);
  if (!body) return;
  const username = stringField(body, 'username');
  if (!username.ok) return sendAuthError(res, 400, 'invalid_request', username.error);
  const password = stringField(body, 'password');
  if (!password.ok) return sendAuthError(res, 400, 'invalid_request', password.error);
  const found = checkCredentials(ctx.data, username.value, password.value);
  if (!found) {
    return sendAuthError(res, 401, 'invalid_credentials', 'Wrong user name or password');
  }
  sendJson(res, 200, {
    ...fullAccessToken(ctx, req, found.user),
    refresh_token: ctx.refresh.issuePassword(found.user.id),
  });
}

export async function handlePasswordRefresh(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readPostedBody(req, res);
  if (!body) return;
  const token = stringField(body, 'refresh_token');
  if (!token.ok) return sendAuthError(res, 400, 'invalid_request', token.error);
  const record = ctx.refresh.find(token.value);
  // OAuth refresh tokens belong to /oauth/token, which rotates them.
  const found = record?.kind === 'password' ? findUserById(ctx.data, record.userId) : undefined;
  if (!found) {
    return sendAuthError(res, 401, 'invalid_grant', 'The refresh token is not valid');
  }
  // No new refresh token: password refresh tokens do not rotate.
  sendJson(res, 200, fullAccessToken(ctx, req, found.user));
}
