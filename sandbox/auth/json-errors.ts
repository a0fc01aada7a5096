import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyErrorMessage, bodyErrorStatus, readJsonOrForm } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';
import { AUTH_BODY_LIMIT } from './constants.ts';

/**
 * JSON error answers of the token endpoints (RFC 6749 5.2 shape). Descriptions are fixed texts:
 * nothing the client sent, and never a token, is echoed.
 */

export type AuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_credentials'
  | 'method_not_allowed'
  | 'server_error';

export function sendAuthError(
  res: ServerResponse,
  status: number,
  error: AuthErrorCode,
  description: string,
): void {
  sendJson(res, status, { error, error_description: description });
}

/** 405 unless the request uses `method`; returns whether it did. */
export function requireMethod(req: IncomingMessage, res: ServerResponse, method: string): boolean {
  if (req.method === method) return true;
  sendJson(
    res,
    405,
    { error: 'method_not_allowed', error_description: `Use ${method} for this endpoint` },
    { allow: method },
  );
  return false;
}

/** A POST with a JSON or form body (the `/auth/*` endpoints accept both); answers errors itself. */
export async function readPostedBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<Record<string, unknown> | null> {
  if (!requireMethod(req, res, 'POST')) return null;
  const body = await readJsonOrForm(req, AUTH_BODY_LIMIT);
  if (body.ok) return body.value.fields;
  sendAuthError(res, bodyErrorStatus(body.error), 'invalid_request', bodyErrorMessage(body.error));
  return null;
}

/** An `application/x-www-form-urlencoded` body, as the OAuth endpoints require (RFC 6749 3.2). */
export async function readFormBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<URLSearchParams | null> {
  const body = await readJsonOrForm(req, AUTH_BODY_LIMIT);
  if (body.ok && body.value.form) return body.value.form;
  if (!body.ok && body.error.kind === 'too-large') {
    sendAuthError(res, 413, 'invalid_request', bodyErrorMessage(body.error));
  } else {
    sendAuthError(
      res,
      400,
      'invalid_request',
      'Send the parameters as application/x-www-form-urlencoded',
    );
  }
  return null;
}
