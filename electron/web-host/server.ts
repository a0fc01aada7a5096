import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { MAX_PAYLOAD_BYTES } from '../../shared/bridge/limits.ts';
import { createDispatcher, type BridgeHandlers } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { rateLimitedWarn } from '../log/rate-limit.ts';
import { webHostCsp } from '../hosts/csp.ts';
import { securityHeaders } from '../hosts/security-headers.ts';
import { attachBridgeConnection } from './bridge-connection.ts';
import { answerBinaryRequest, isBinaryPath, sendBinaryAnswer } from './binary-route.ts';
import { createBinaryTickets, type BinaryTicketOptions } from './binary-tickets.ts';
import {
  BINARY_SECRET_HEADER,
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  ENVELOPE_ALLOWANCE_BYTES,
  HOST_MARKER_HEADER,
  HOST_MARKER_VALUE,
  LAUNCH_CODE_PARAM,
  LAUNCH_PATH,
} from '../../shared/bridge/web-protocol.ts';
import { createLaunchCodes, type LaunchCodeOptions } from './launch-codes.ts';
import { exchangeLaunchCode, readSmallBody, sendExchange } from './launch-exchange.ts';
import { pathnameOf, plain, serveRendererFile } from './static-files.ts';
import { checkUpgrade, isAllowedHost } from './upgrade-check.ts';

/**
 * The web host (docs/architecture.md "The hosts"): main's core in plain Node, the built renderer
 * served to a browser on 127.0.0.1, the bridge carried over a WebSocket that needs the per-launch
 * secret. It exists so the renderer can be driven in Chromium where no Electron binary runs.
 * Handlers and events are parameters, so tests run it with fakes.
 */

/** Loopback only: never `0.0.0.0`, never `::`. */
export const WEB_HOST_ADDRESS = '127.0.0.1';

export interface WebHostOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly handlers: BridgeHandlers;
  readonly events: EventHub;
  /** The built renderer, normally `out/renderer`. */
  readonly rendererDir: string;
  readonly log?: Logger;
  /** Clock and lifetime of the one-time launch codes (tests). */
  readonly launchCodes?: LaunchCodeOptions;
  /** Clock of the rate limit on warnings a page can provoke at will (tests). */
  readonly now?: () => number;
  /** Expiry scheduler, lifetime and cap of binary reply tickets (tests). */
  readonly binaryTickets?: BinaryTicketOptions;
}

/** On every answer: this app's host answers at this origin (the page's host watch checks it). */
const HOST_MARKER = { [HOST_MARKER_HEADER]: HOST_MARKER_VALUE };

/** Warnings a page (or anything on this machine) can trigger at will: a few per minute. */
const PROVOKED_WARNINGS = { max: 10, windowMs: 60_000 };

export interface WebHost {
  /** `http://127.0.0.1:P` */
  readonly url: string;
  /**
   * A fresh `http://127.0.0.1:P/#code=CODE`: the page trades the one-time code for the bridge
   * secret (see `LAUNCH_PATH`). Each call issues a new code.
   */
  readonly issueLaunchUrl: () => string;
  readonly port: number;
  close(): Promise<void>;
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const log = options.log ?? silentLogger;
  const secret = randomBytes(32).toString('base64url');
  const codes = createLaunchCodes(options.launchCodes);
  const warnProvoked = rateLimitedWarn(log, { ...PROVOKED_WARNINGS, now: options.now ?? Date.now });
  const dispatcher = createDispatcher(options.handlers, { log: log.child('bridge') });
  const binaries = createBinaryTickets(options.binaryTickets);
  let port = 0;
  let headers: Record<string, string> = {};

  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD_BYTES + ENVELOPE_ALLOWANCE_BYTES,
    perMessageDeflate: false,
    // Never echo the token protocol: answer with the plain protocol name.
    handleProtocols: (protocols) => (protocols.has(BRIDGE_PROTOCOL) ? BRIDGE_PROTOCOL : false),
  });
  sockets.on('connection', (socket) =>
    attachBridgeConnection(socket, {
      dispatcher,
      events: options.events,
      binaries,
      log,
      warnMalformed: warnProvoked,
    }),
  );

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    if (!isAllowedHost(request.headers.host, port)) {
      plain(response, 403, 'Forbidden', headers);
      return;
    }
    const pathname = pathnameOf(request.url);
    if (pathname === BRIDGE_PATH) {
      plain(response, 426, 'Upgrade required', headers);
      return;
    }
    if (isBinaryPath(pathname)) {
      const answer = answerBinaryRequest(
        {
          method: request.method,
          host: request.headers.host,
          pathname: pathname ?? '',
          origin: request.headers.origin,
          fetchSite: headerValue(request.headers['sec-fetch-site']),
          secret: request.headers[BINARY_SECRET_HEADER.toLowerCase()],
        },
        secret,
        binaries,
      );
      if (answer.status !== 200) warnProvoked('binary reply refused', { reason: answer.reason });
      sendBinaryAnswer(response, answer, headers);
      return;
    }
    if (pathname === LAUNCH_PATH) {
      readSmallBody(request)
        .then((body) => {
          const outcome = exchangeLaunchCode(
            {
              method: request.method,
              host: request.headers.host,
              origin: request.headers.origin,
              body,
            },
            codes,
            secret,
          );
          if (outcome.status !== 200) warnProvoked('launch code refused', outcome.body);
          sendExchange(response, outcome, headers);
        })
        .catch(() => response.destroy());
      return;
    }
    serveRendererFile(request, response, options.rendererDir, headers).catch((error: unknown) => {
      log.error('serving a renderer file failed', { error: String(error) });
      if (!response.headersSent) plain(response, 500, 'Internal error', headers);
      else response.destroy();
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    const verdict = checkUpgrade(
      {
        url: request.url,
        host: request.headers.host,
        origin: request.headers.origin,
        protocols: request.headers['sec-websocket-protocol'],
      },
      port,
      secret,
    );
    if (!verdict.ok) {
      const { status, reason } = verdict.error;
      warnProvoked('bridge socket refused', { reason });
      socket.end(
        `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  };

  const server = createServer(onRequest);
  server.on('upgrade', onUpgrade);
  // Requests Node's parser refuses (e.g. a request target without a leading slash).
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, WEB_HOST_ADDRESS, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  headers = { ...securityHeaders(webHostCsp(port)), ...HOST_MARKER };
  const url = `http://${WEB_HOST_ADDRESS}:${port}`;
  log.info('web host listening', { url });

  return {
    url,
    issueLaunchUrl: () => `${url}/#${LAUNCH_CODE_PARAM}=${codes.issue()}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        binaries.clear();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

function reasonPhrase(status: 400 | 403 | 404): string {
  return { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' }[status];
}
