import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseScopeString } from '../../shared/catalogues/scopes.ts';
import { sendJson } from '../http/respond.ts';
import { issueAccessToken, issueIdToken } from './access-tokens.ts';
import { OAUTH_CLIENT_ID } from './constants.ts';
import type { AuthContext } from './context.ts';
import { requestIssuer } from './issuer.ts';
import { sendAuthError } from './json-errors.ts';
import { readPostedParams } from './params.ts';
import { isCodeVerifier, verifierMatches } from './pkce.ts';
import { findUserById } from './users.ts';

/** POST /oauth/token (docs/service-notes.md "Tokens"): code exchange and refresh. */

const NAMES = [
  'grant_type',
  'client_id',
  'code',
  'redirect_uri',
  'code_verifier',
  'refresh_token',
  'scope',
] as const;

type Values = Partial<Record<(typeof NAMES)[number], string>>;

export async function handleOAuthToken(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const values = await readPostedParams(req, res, NAMES);
  if (!values) return;
  if (values.client_id !== OAUTH_CLIENT_ID) {
    return sendAuthError(res, 401, 'invalid_client', 'Unknown or missing client_id');
  }
  if (values.grant_type === undefined) {
    return sendAuthError(res, 400, 'invalid_request', 'grant_type is required');
  }
  if (values.grant_type === 'authorization_code') {
    return exchangeCode(ctx, req, res, values);
  }
  if (values.grant_type === 'refresh_token') return refresh(ctx, req, res, values);
  sendAuthError(
    res,
    400,
    'unsupported_grant_type',
    'grant_type must be authorization_code or refresh_token',
  );
}

function exchangeCode(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  values: Values,
): void {
  const { code, redirect_uri: redirectUri, code_verifier: verifier } = values;
  if (code === undefined) return sendAuthError(res, 400, 'invalid_request', 'code is required');
  if (redirectUri === undefined) {
    return sendAuthError(res, 400, 'invalid_request', 'redirect_uri is required');
  }
  if (verifier === undefined) {
    return sendAuthError(res, 400, 'invalid_request', 'code_verifier is required');
  }
  if (!isCodeVerifier(verifier)) {
    return sendAuthError(
      res,
      400,
      'invalid_request',
      'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~',
    );
  }
  const redemption = ctx.codes.redeem(code);
  if (!redemption.ok) {
    const failure = redemption.error;
    // A replayed code may have been stolen: withdraw what the first exchange issued (RFC 6749 4.1.2).
    if (failure.reason === 'used' && failure.record.family) {
      failure.record.family.revoked = true;
    }
    const description = {
      unknown: 'The authorization code is not valid',
      used: 'The authorization code has already been used',
      expired: 'The authorization code has expired',
    }[failure.reason];
    return sendAuthError(res, 400, 'invalid_grant', description);
  }
  const grant = redemption.value;
  if (grant.clientId !== values.client_id) {
    return sendAuthError(res, 400, 'invalid_grant', 'The code was issued to another client');
  }
  if (grant.redirectUri !== redirectUri) {
    return sendAuthError(
      res,
      400,
      'invalid_grant',
      'redirect_uri does not match the authorization request',
    );
  }
  if (!verifierMatches(verifier, grant.codeChallenge)) {
    return sendAuthError(res, 400, 'invalid_grant', 'code_verifier does not match code_challenge');
  }
  const found = findUserById(ctx.data, grant.userId);
  if (!found) return sendAuthError(res, 400, 'invalid_grant', 'The user no longer exists');

  const issuer = requestIssuer(req);
  let refreshToken: string | undefined;
  if (grant.scopes.includes('offline_access')) {
    const started = ctx.refresh.startFamily(grant.userId, grant.clientId, grant.scopes);
    grant.family = started.family;
    refreshToken = started.token;
  }
  sendJson(res, 200, {
    access_token: issueAccessToken(ctx, { issuer, user: found.user, scopes: grant.scopes }),
    ...(refreshToken === undefined ? {} : { refresh_token: refreshToken }),
    ...(grant.scopes.includes('openid')
      ? { id_token: issueIdToken(ctx, issuer, found.user, grant.clientId, grant.scopes) }
      : {}),
    scope: grant.scopes.join(' '),
    expires_in: ctx.options.tokenTtlSeconds,
    token_type: 'Bearer',
  });
}

function refresh(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  values: Values,
): void {
  if (values.refresh_token === undefined) {
    return sendAuthError(res, 400, 'invalid_request', 'refresh_token is required');
  }
  const record = ctx.refresh.find(values.refresh_token);
  if (record?.kind !== 'oauth' || record.family.clientId !== values.client_id) {
    return sendAuthError(res, 400, 'invalid_grant', 'The refresh token is not valid');
  }
  const family = record.family;
  if (family.revoked) {
    return sendAuthError(res, 400, 'invalid_grant', 'The refresh token has been revoked');
  }
  if (record.used) {
    // A rotated token came back: someone holds a copy. Stop the whole family.
    family.revoked = true;
    return sendAuthError(
      res,
      400,
      'invalid_grant',
      'The refresh token was already used; every token of this sign-in is now revoked',
    );
  }
  if (!family.scopes.includes('offline_access')) {
    return sendAuthError(res, 400, 'invalid_grant', 'The grant does not include offline_access');
  }
  // Refreshing can narrow the new access token, never widen the grant (RFC 6749 6).
  let scopes = family.scopes;
  if (values.scope !== undefined) {
    const asked = [...new Set(parseScopeString(values.scope))];
    if (asked.length === 0 || asked.some((s) => !family.scopes.includes(s))) {
      return sendAuthError(
        res,
        400,
        'invalid_scope',
        'scope must be a subset of the scopes originally granted',
      );
    }
    scopes = asked;
  }
  const found = findUserById(ctx.data, family.userId);
  if (!found) return sendAuthError(res, 400, 'invalid_grant', 'The user no longer exists');
  sendJson(res, 200, {
    access_token: issueAccessToken(ctx, { issuer: requestIssuer(req), user: found.user, scopes }),
    refresh_token: ctx.refresh.rotate(record),
    scope: scopes.join(' '),
    expires_in: ctx.options.tokenTtlSeconds,
    token_type: 'Bearer',
  });
}
