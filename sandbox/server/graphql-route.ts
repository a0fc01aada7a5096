/** `POST /graphql`: bearer token, request cap, injected faults, body checks, then the engine. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthService } from '../auth/service.ts';
import type { GraphqlEngine, GraphqlRequest } from '../graphql/engine.ts';
import { bodyErrorMessage, bodyErrorStatus, readJsonOrForm } from '../http/body.ts';
import type { RequestLimiter } from '../http/request-limit.ts';
import { sendJson } from '../http/respond.ts';

export interface Faults {
  /** Fraction of requests answered with HTTP 503. */
  failRate: number;
  /** Uniform [0, 1) source, seeded so failures repeat for a seed. */
  random: () => number;
}

const newRequestId = (): string => randomBytes(12).toString('hex');

function httpError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(
    res,
    status,
    { errors: [{ code: status, message, request_id: newRequestId() }] },
    headers,
  );
}

const UNAUTHORIZED_MESSAGES = {
  missing: 'Missing bearer token: send "Authorization: Bearer <access token>"',
  malformed: 'Malformed bearer token',
  'invalid-signature': 'Invalid access token',
  expired: 'Access token has expired; refresh it and retry',
  'unknown-user': 'Access token belongs to no known user',
} as const;

function parseRequest(value: Record<string, unknown>): GraphqlRequest | string {
  const { query, variables, operationName } = value;
  if (typeof query !== 'string' || query.trim() === '') return '"query" must be a non-empty string';
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return '"variables" must be an object';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return '"operationName" must be a string';
  }
  return {
    query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? null,
    operationName: operationName ?? null,
  };
}

export async function handleGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { auth: AuthService; engine: GraphqlEngine; limiter: RequestLimiter; faults: Faults },
): Promise<void> {
  const auth = deps.auth.authenticate(req.headers.authorization);
  const limiterKey = auth.ok
    ? `account:${auth.value.account.id}`
    : `addr:${req.socket.remoteAddress ?? ''}`;
  const wait = deps.limiter.take(limiterKey);
  if (wait > 0) {
    req.resume();
    httpError(res, 429, 'Too many requests in the last 5 minutes; slow down', {
      'retry-after': String(wait),
    });
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    httpError(res, 405, 'Use POST for /graphql', { allow: 'POST' });
    return;
  }
  if (!auth.ok) {
    req.resume();
    httpError(res, 401, UNAUTHORIZED_MESSAGES[auth.error], {
      'www-authenticate': `Bearer error="invalid_token"`,
    });
    return;
  }
  if (deps.faults.failRate > 0 && deps.faults.random() < deps.faults.failRate) {
    req.resume();
    httpError(res, 503, 'Service temporarily unavailable (injected fault)');
    return;
  }
  const body = await readJsonOrForm(req);
  if (!body.ok) {
    httpError(res, bodyErrorStatus(body.error), bodyErrorMessage(body.error));
    return;
  }
  if (body.value.form) {
    httpError(res, 415, 'Send GraphQL requests as application/json');
    return;
  }
  const request = parseRequest(body.value.fields);
  if (typeof request === 'string') {
    httpError(res, 400, request);
    return;
  }
  sendJson(res, 200, await deps.engine.execute(request, auth.value, newRequestId()));
}
