import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The `iss` of tokens: the base URL the request came to, so a client that reached the sandbox as
 * `http://localhost:4010/` sees that address, as with the real authorization server.
 */

const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function formatOrigin(host: string, port: number): string {
  const name = isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

export function requestIssuer(req: IncomingMessage): string {
  const host = req.headers.host;
  // The Host header is client-controlled: accept only a plain host[:port], else use the socket.
  if (typeof host === 'string' && HOST_HEADER.test(host)) return `http://${host.toLowerCase()}/`;
  return formatOrigin(req.socket.localAddress ?? '127.0.0.1', req.socket.localPort ?? 80);
}
