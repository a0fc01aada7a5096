import type { Result } from '../../shared/result.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger, type Logger } from '../log/logger.ts';
import { PAGES, sendPage, sendRedirect } from './callback-pages.ts';
import { constantTimeEqual } from './constant-time.ts';

/**
 * The loopback redirect receiver of one OAuth attempt (RFC 8252 §7.3; docs/service-notes.md
 * "Tokens"). Binds 127.0.0.1 and, best effort, ::1 — never all interfaces — and reports a busy port
 * as a value, so the caller does not open the browser and no other program receives the code. Only
 * a callback carrying the expected `state` ends the attempt; forged or stale ones get a 400 page.
 */

export const DEFAULT_CALLBACK_PORT = 3000;
export const DEFAULT_CALLBACK_TIMEOUT_MS = 5 * 60_000;
/** How long the browser may take to follow the redirect to the done page. */
export const DEFAULT_DONE_GRACE_MS = 2_000;
export const CALLBACK_PATH = '/callback';
export const DONE_PATH = '/done';
export const IPV4_LOOPBACK = '127.0.0.1';
export const IPV6_LOOPBACK = '::1';

const ERROR_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const AUTHORIZATION_CODE = /^[\x21-\x7e]{1,4096}$/;

export type RejectedCallbackReason = 'missing-state' | 'wrong-state';

export interface LoopbackOptions {
  readonly expectedState: string;
  /** 0 picks a free port (tests). */
  readonly port?: number;
  readonly timeoutMs?: number;
  readonly doneGraceMs?: number;
  readonly log?: Logger;
  /** Told about each ignored callback, so the UI can hint at a stale browser tab. */
  readonly onRejectedCallback?: (reason: RejectedCallbackReason) => void;
}

export type CallbackResult =
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'denied' }
  /** Any other `error` the authorization server sent back (sanitised), or a callback without a code. */
  | { readonly kind: 'authorization-error'; readonly error: string }
  | { readonly kind: 'timeout'; readonly rejectedCallbacks: number }
  | { readonly kind: 'cancelled' };

export type LoopbackStartError =
  | { readonly kind: 'port-busy'; readonly port: number }
  | { readonly kind: 'listen-failed'; readonly port: number; readonly code: string };

export interface LoopbackHandle {
  readonly redirectUri: string;
  readonly result: Promise<CallbackResult>;
  cancel(): void;
  /** Where the servers listen (loopback addresses only). */
  readonly addresses: readonly AddressInfo[];
  /** Settles once every server and every connection is closed. */
  readonly closed: Promise<void>;
}

export type StartLoopbackResult = Result<LoopbackHandle, LoopbackStartError>;

/** The port bound, or the socket error's code. */
type ListenResult = Result<number, string>;

function listen(server: Server, port: number, host: string): Promise<ListenResult> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      resolve({ ok: false, error: error.code ?? 'UNKNOWN' });
    };
    const onListening = (): void => {
      server.off('error', onError);
      const address = server.address();
      resolve({ ok: true, value: typeof address === 'object' && address ? address.port : port });
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ port, host, exclusive: true });
  });
}

function isAllowedHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const value = host.toLowerCase();
  return [`${IPV4_LOOPBACK}:${port}`, `[${IPV6_LOOPBACK}]:${port}`, `localhost:${port}`].includes(
    value,
  );
}

/** The value of a parameter given exactly once; repeated parameters are treated as absent. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

function isAddressInfo(value: AddressInfo | string | null): value is AddressInfo {
  return typeof value === 'object' && value !== null;
}

export async function startLoopbackServer(options: LoopbackOptions): Promise<StartLoopbackResult> {
  const log = options.log ?? silentLogger;
  const requestedPort = options.port ?? DEFAULT_CALLBACK_PORT;
  let port = requestedPort;
  // An object, not lets: handlers mutate it from closures while start-up is still awaiting.
  const progress = { settled: false, rejectedCallbacks: 0 };
  const timers: { timeout?: NodeJS.Timeout; grace?: NodeJS.Timeout } = {};
  const servers: Server[] = [];

  let resolveResult: (result: CallbackResult) => void = () => undefined;
  const result = new Promise<CallbackResult>((resolve) => {
    resolveResult = resolve;
  });

  const settle = (outcome: CallbackResult): boolean => {
    if (progress.settled) return false;
    progress.settled = true;
    clearTimeout(timers.timeout);
    resolveResult(outcome);
    log.info('Sign-in callback finished', { outcome: outcome.kind });
    return true;
  };

  // Stops listening and drops every connection, keep-alive ones included (server.close alone
  // only stops new connections: a browser's keep-alive socket could still deliver a request),
  // so a replayed callback cannot even connect.
  const closeEverything = (): void => {
    clearTimeout(timers.timeout);
    clearTimeout(timers.grace);
    for (const server of servers) {
      if (server.listening) server.close();
      server.closeAllConnections();
    }
  };

  const handleCallback = (params: URLSearchParams, res: ServerResponse): void => {
    if (progress.settled) {
      sendPage(res, PAGES.finished);
      return;
    }
    const state = single(params, 'state');
    if (state === undefined || !constantTimeEqual(state, options.expectedState)) {
      const reason: RejectedCallbackReason = params.has('state') ? 'wrong-state' : 'missing-state';
      progress.rejectedCallbacks += 1;
      log.warn('Ignored a sign-in callback that does not match this attempt', { reason });
      options.onRejectedCallback?.(reason);
      sendPage(res, PAGES.badState);
      return;
    }
    if (params.has('error')) {
      const error = single(params, 'error') ?? 'invalid_callback';
      if (error === 'access_denied') {
        settle({ kind: 'denied' });
        res.once('finish', closeEverything);
        sendPage(res, PAGES.denied);
      } else {
        settle({ kind: 'authorization-error', error: ERROR_CODE.test(error) ? error : 'unknown' });
        res.once('finish', closeEverything);
        sendPage(res, PAGES.authorizationError);
      }
      return;
    }
    const code = single(params, 'code');
    if (code === undefined || !AUTHORIZATION_CODE.test(code)) {
      settle({ kind: 'authorization-error', error: 'invalid_callback' });
      res.once('finish', closeEverything);
      sendPage(res, PAGES.authorizationError);
      return;
    }
    settle({ kind: 'code', code });
    // Keep listening only until the browser has fetched the done page (normally milliseconds;
    // browsers may use a fresh connection for the redirect), then close everything.
    timers.grace = setTimeout(closeEverything, options.doneGraceMs ?? DEFAULT_DONE_GRACE_MS);
    sendRedirect(res, DONE_PATH);
  };

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    // A DNS-rebound page would arrive with its own host name.
    if (!isAllowedHost(req.headers.host, port)) {
      sendPage(res, PAGES.badHost);
      return;
    }
    const url = new URL(req.url ?? '/', `http://${IPV4_LOOPBACK}`);
    if (url.pathname !== CALLBACK_PATH && url.pathname !== DONE_PATH) {
      sendPage(res, PAGES.notFound);
      return;
    }
    if (req.method !== 'GET') {
      sendPage(res, PAGES.methodNotAllowed);
      return;
    }
    if (url.pathname === DONE_PATH) {
      if (progress.settled) res.once('finish', closeEverything);
      sendPage(res, PAGES.done);
      return;
    }
    handleCallback(url.searchParams, res);
  };

  const ipv4 = createServer(handler);
  const bound = await listen(ipv4, requestedPort, IPV4_LOOPBACK);
  if (!bound.ok) {
    log.warn('Could not bind the sign-in callback port', {
      port: requestedPort,
      code: bound.error,
    });
    const error: LoopbackStartError =
      bound.error === 'EADDRINUSE'
        ? { kind: 'port-busy', port: requestedPort }
        : { kind: 'listen-failed', port: requestedPort, code: bound.error };
    return { ok: false, error };
  }
  port = bound.value;
  servers.push(ipv4);

  // IPv6 is best effort: some machines have no ::1, and the redirect URI names 127.0.0.1 anyway.
  const ipv6 = createServer(handler);
  const boundV6 = await listen(ipv6, port, IPV6_LOOPBACK);
  if (boundV6.ok) servers.push(ipv6);
  else log.info('IPv6 loopback not available; listening on IPv4 only', { code: boundV6.error });

  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.once('close', resolve))),
  ).then(() => undefined);
  for (const server of servers) {
    server.on('error', (error: NodeJS.ErrnoException) =>
      log.error('Sign-in callback server error', { code: error.code ?? 'UNKNOWN' }),
    );
  }

  // A callback may already have arrived while ::1 was being bound.
  if (!progress.settled) {
    timers.timeout = setTimeout(() => {
      settle({ kind: 'timeout', rejectedCallbacks: progress.rejectedCallbacks });
      closeEverything();
    }, options.timeoutMs ?? DEFAULT_CALLBACK_TIMEOUT_MS);
  }

  log.info('Sign-in callback server listening', { port, ipv6: boundV6.ok });
  return {
    ok: true,
    value: {
      redirectUri: `http://${IPV4_LOOPBACK}:${port}${CALLBACK_PATH}`,
      result,
      cancel: () => {
        settle({ kind: 'cancelled' });
        closeEverything();
      },
      addresses: servers.map((server) => server.address()).filter(isAddressInfo),
      closed,
    },
  };
}
