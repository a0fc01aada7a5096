import { connect } from 'node:net';
import { WebSocket } from 'ws';
import {
  BRIDGE_PROTOCOL,
  LAUNCH_CODE_PARAM,
  LAUNCH_PATH,
  TOKEN_PROTOCOL_PREFIX,
} from '../../../shared/bridge/web-protocol.ts';

/** Clients for the web host's tests: raw HTTP (no client-side path normalising) and `ws`. */

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Sends the request line exactly as given, so traversal attempts reach the server unaltered. */
export function rawRequest(
  port: number,
  target: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const body = options.body ?? '';
  const lines = [
    `${options.method ?? 'GET'} ${target} HTTP/1.1`,
    `Host: ${options.host ?? `127.0.0.1:${port}`}`,
    'Connection: close',
    ...(options.body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]),
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    body,
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parseResponse(Buffer.concat(chunks).toString('utf8'))));
    socket.write(lines.join('\r\n'));
  });
}

function parseResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
}

/** What the page does with a launch URL: POST its one-time code, get the secret (or a status). */
export async function redeemLaunchUrl(
  launchUrl: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; secret: string | undefined; body: string }> {
  const url = new URL(launchUrl);
  const code = new URLSearchParams(url.hash.slice(1)).get(LAUNCH_CODE_PARAM) ?? '';
  const response = await rawRequest(Number(url.port), LAUNCH_PATH, {
    method: 'POST',
    headers: { Origin: url.origin, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ code }),
  });
  const parsed = safeJson(response.body);
  const secret: unknown = parsed === null ? undefined : Reflect.get(parsed, 'secret');
  return {
    status: response.status,
    secret: typeof secret === 'string' ? secret : undefined,
    body: response.body,
  };
}

function safeJson(text: string): object | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

export interface SocketOptions {
  readonly secret?: string | null;
  readonly origin?: string | null;
  readonly host?: string;
  readonly path?: string;
  readonly protocols?: readonly string[];
}

export type SocketOutcome =
  | { readonly kind: 'open'; readonly socket: WebSocket; readonly log: MessageLog }
  | { readonly kind: 'refused'; readonly status: number }
  | { readonly kind: 'error'; readonly message: string };

/** Opens a bridge socket as a page would (Origin, token subprotocol), with every part overridable. */
export function openBridgeSocket(
  port: number,
  options: SocketOptions = {},
): Promise<SocketOutcome> {
  const origin = options.origin === undefined ? `http://127.0.0.1:${port}` : options.origin;
  const protocols = options.protocols ?? [
    BRIDGE_PROTOCOL,
    ...(options.secret ? [`${TOKEN_PROTOCOL_PREFIX}${options.secret}`] : []),
  ];
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}${options.path ?? '/bridge'}`,
    [...protocols],
    {
      ...(origin === null ? {} : { origin }),
      ...(options.host === undefined ? {} : { headers: { host: options.host } }),
    },
  );
  // Listen from the start: the host may send (replayed events) right after the handshake.
  const log = messageLog(socket);
  return new Promise((resolve) => {
    socket.once('open', () => resolve({ kind: 'open', socket, log }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ kind: 'refused', status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (error) => resolve({ kind: 'error', message: error.message }));
  });
}

/** Parsed JSON messages from a socket; `next` takes the first (matching) unconsumed one. */
export interface MessageLog {
  readonly unread: unknown[];
  next(predicate?: (message: unknown) => boolean): Promise<unknown>;
}

export function messageLog(socket: WebSocket): MessageLog {
  const unread: unknown[] = [];
  const waiters: { predicate: (message: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message: unknown = JSON.parse(data.toString('utf8'));
    const waiter = waiters.find((candidate) => candidate.predicate(message));
    if (waiter === undefined) unread.push(message);
    else {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  return {
    unread,
    next(predicate = () => true) {
      const index = unread.findIndex(predicate);
      if (index >= 0) return Promise.resolve(unread.splice(index, 1)[0]);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
}

export function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
}
