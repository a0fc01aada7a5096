import type { ServerResponse } from 'node:http';
import { constantTimeEqual } from '../auth/constant-time.ts';
import { BINARY_PATH, BINARY_TICKET_SHAPE } from '../../shared/bridge/web-protocol.ts';
import type { BinaryTickets } from './binary-tickets.ts';
import { plain } from './static-files.ts';

/**
 * `GET /binary/<ticket>` with the launch secret in `X-Floorboard-Secret`: the bytes a reply left
 * behind (shared/bridge/web-protocol.ts "Binary replies"). Only the page this host served may
 * fetch: a same-origin request (a cross-site page's request with a custom header needs a CORS
 * preflight, which this host never grants; `Origin` and `Sec-Fetch-Site`, when sent, must say
 * so), with the secret, compared in constant time before the ticket is even looked at. Each
 * ticket answers once; the answer is never cached.
 */

export interface BinaryRequest {
  readonly method: string | undefined;
  /** Already accepted by `isAllowedHost`. */
  readonly host: string | undefined;
  readonly pathname: string;
  readonly origin: string | undefined;
  readonly fetchSite: string | undefined;
  readonly secret: string | readonly string[] | undefined;
}

export type BinaryAnswer =
  | { readonly status: 200; readonly body: ArrayBuffer }
  | { readonly status: 403 | 404 | 405; readonly reason: string };

export function isBinaryPath(pathname: string | null): boolean {
  return pathname === BINARY_PATH || (pathname?.startsWith(`${BINARY_PATH}/`) ?? false);
}

export function answerBinaryRequest(
  request: BinaryRequest,
  secret: string,
  tickets: BinaryTickets,
): BinaryAnswer {
  // GET only: a HEAD would spend the ticket without delivering it.
  if (request.method !== 'GET') return { status: 405, reason: 'GET only' };
  if (
    request.origin !== undefined &&
    request.origin.toLowerCase() !== `http://${(request.host ?? '').toLowerCase()}`
  ) {
    return { status: 403, reason: 'origin not allowed' };
  }
  if (request.fetchSite !== undefined && request.fetchSite !== 'same-origin') {
    return { status: 403, reason: 'not a same-origin request' };
  }
  if (typeof request.secret !== 'string') return { status: 403, reason: 'launch secret missing' };
  if (!constantTimeEqual(request.secret, secret)) {
    return { status: 403, reason: 'launch secret wrong' };
  }
  const ticket = request.pathname.slice(BINARY_PATH.length + 1);
  const body = BINARY_TICKET_SHAPE.test(ticket) ? tickets.take(ticket) : null;
  if (body === null) return { status: 404, reason: 'ticket unknown, used or expired' };
  return { status: 200, body };
}

export function sendBinaryAnswer(
  response: ServerResponse,
  answer: BinaryAnswer,
  headers: Readonly<Record<string, string>>,
): void {
  if (answer.status !== 200) {
    const allow: Record<string, string> = answer.status === 405 ? { Allow: 'GET' } : {};
    plain(response, answer.status, statusText(answer.status), { ...headers, ...allow });
    return;
  }
  response.writeHead(200, {
    ...headers,
    'Content-Type': 'application/octet-stream',
    'Content-Length': answer.body.byteLength,
    'Cache-Control': 'no-store',
  });
  // A view, not a copy: the buffer is the catalogue's own and is only read.
  response.end(Buffer.from(answer.body));
}

function statusText(status: 403 | 404 | 405): string {
  return { 403: 'Forbidden', 404: 'Not found', 405: 'Method not allowed' }[status];
}
