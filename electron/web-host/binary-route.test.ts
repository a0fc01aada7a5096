import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ok } from '../../shared/bridge/errors.ts';
import {
  BINARY_SECRET_HEADER,
  BINARY_TICKET_KEY,
  HOST_MARKER_HEADER,
  HOST_MARKER_VALUE,
  binaryPath,
  isBinaryPlaceholder,
} from '../../shared/bridge/web-protocol.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import { createEventHub } from '../bridge/event-hub.ts';
import { fakeHandlers } from '../bridge/testing/fake-handlers.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { createFakeScheduler, type FakeScheduler } from '../time/testing/fake-scheduler.ts';
import { BINARY_BUSY_MESSAGE } from './binary-reply.ts';
import { startWebHost, type WebHost } from './server.ts';
import {
  openBridgeSocket,
  rawRequest,
  redeemLaunchUrl,
  type MessageLog,
} from './testing/clients.ts';
import { createRendererDir } from './testing/renderer-dir.ts';

/**
 * Binary replies over the real web host: the bridge socket sends `{ $binary, bytes }` for
 * `replica.image`'s image, and `GET /binary/<ticket>` hands the bytes to the secret holder, once.
 */

const BYTES = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7 + 3) % 256);
const TTL_MS = 60_000;

function imageBuffer(): ArrayBuffer {
  const buffer = new ArrayBuffer(BYTES.length);
  new Uint8Array(buffer).set(BYTES);
  return buffer;
}

interface Started {
  readonly host: WebHost;
  readonly secret: string;
  readonly scheduler: FakeScheduler;
  readonly logLines: string[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(maxHeld = 8): Promise<Started> {
  const dir = await createRendererDir();
  const memory = createMemorySink();
  const scheduler = createFakeScheduler();
  const host = await startWebHost({
    port: 0,
    handlers: fakeHandlers({
      'replica.image': () =>
        Promise.resolve(
          ok({
            contents: { copy: 'copy-1', version: 1 },
            whole: true,
            image: imageBuffer(),
            changed: toColumns([]),
            removed: [],
          }),
        ),
    }),
    events: createEventHub(),
    rendererDir: dir.root,
    log: createLogger({ sink: memory.sink }),
    binaryTickets: { scheduler, ttlMs: TTL_MS, maxHeld },
  });
  cleanups.push(dir.dispose, () => host.close());
  const { secret } = await redeemLaunchUrl(host.issueLaunchUrl());
  if (secret === undefined) throw new Error('no secret');
  return { host, secret, scheduler, logLines: memory.lines };
}

async function socketOf(started: Started): Promise<{ socket: WebSocket; log: MessageLog }> {
  const outcome = await openBridgeSocket(started.host.port, { secret: started.secret });
  if (outcome.kind !== 'open') throw new Error(`socket not open: ${JSON.stringify(outcome)}`);
  cleanups.push(() => Promise.resolve(outcome.socket.terminate()));
  return outcome;
}

let nextId = 1;
/** Asks for the image; the reply's result as sent. */
async function askImage(socket: WebSocket, log: MessageLog): Promise<unknown> {
  const id = nextId++;
  socket.send(JSON.stringify({ id, method: 'replica.image', payload: { after: null } }));
  const reply = await log.next((message) => Reflect.get(message as object, 'id') === id);
  return Reflect.get(reply as object, 'result');
}

async function ticketOf(started: Started): Promise<string> {
  const { socket, log } = await socketOf(started);
  const result = await askImage(socket, log);
  const image: unknown = Reflect.get(Reflect.get(result as object, 'value') as object, 'image');
  if (!isBinaryPlaceholder(image)) throw new Error(`no placeholder: ${JSON.stringify(result)}`);
  expect(image.bytes).toBe(BYTES.length);
  return image[BINARY_TICKET_KEY];
}

async function fetchTicket(
  started: Started,
  ticket: string,
  headers: Record<string, string> = { [BINARY_SECRET_HEADER]: started.secret },
  query = '',
) {
  const response = await fetch(`${started.host.url}${binaryPath(ticket)}${query}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('binary replies over the web host', () => {
  it('sends a ticket in the reply and hands the bytes to the secret holder once', async () => {
    const started = await start();
    const ticket = await ticketOf(started);

    const fetched = await fetchTicket(started, ticket);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes).toEqual(BYTES);
    expect(fetched.headers.get('content-type')).toBe('application/octet-stream');
    expect(fetched.headers.get('cache-control')).toBe('no-store');
    expect(fetched.headers.get(HOST_MARKER_HEADER)).toBe(HOST_MARKER_VALUE);
    expect(fetched.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fetched.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(fetched.headers.get('content-security-policy')).toContain("default-src 'self'");

    const again = await fetchTicket(started, ticket);
    expect(again.status).toBe(404);
    expect(again.headers.get('cache-control')).toBe('no-store');
    const log = started.logLines.join('\n');
    expect(log).not.toContain(started.secret);
    expect(log).not.toContain(ticket);
  });

  it('refuses a missing or wrong secret, and one in the URL, without spending the ticket', async () => {
    const started = await start();
    const ticket = await ticketOf(started);
    const wrong = `${started.secret.slice(0, -1)}${started.secret.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      await fetchTicket(started, ticket, {}),
      await fetchTicket(started, ticket, { [BINARY_SECRET_HEADER]: wrong }),
      await fetchTicket(started, ticket, { [BINARY_SECRET_HEADER]: '' }),
      await fetchTicket(started, ticket, {}, `?secret=${started.secret}`),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get(HOST_MARKER_HEADER)).toBe(HOST_MARKER_VALUE);
      expect(answer.bytes.length).toBeLessThan(100);
    }
    expect((await fetchTicket(started, ticket)).bytes).toEqual(BYTES);
  });

  it('refuses other methods, other origins, cross-site fetches and other host names', async () => {
    const started = await start();
    const ticket = await ticketOf(started);
    const port = started.host.port;
    const secretHeader = { [BINARY_SECRET_HEADER]: started.secret };
    const path = binaryPath(ticket);
    const head = await rawRequest(port, path, { method: 'HEAD', headers: secretHeader });
    expect(head.status).toBe(405);
    const post = await rawRequest(port, path, { method: 'POST', headers: secretHeader, body: '' });
    expect(post.status).toBe(405);
    const evil = await rawRequest(port, path, {
      headers: { ...secretHeader, Origin: 'http://evil.test' },
    });
    expect(evil.status).toBe(403);
    const crossSite = await rawRequest(port, path, {
      headers: { ...secretHeader, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const rebound = await rawRequest(port, path, {
      host: `evil.test:${port}`,
      headers: secretHeader,
    });
    expect(rebound.status).toBe(403);
    // None of them spent it; the page's own same-origin fetch still gets it.
    const own = await rawRequest(port, path, {
      headers: { ...secretHeader, Origin: started.host.url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect(own.headers['content-length']).toBe(String(BYTES.length));
  });

  it('answers 404 for tickets never issued or malformed', async () => {
    const started = await start();
    await ticketOf(started);
    for (const ticket of ['A'.repeat(43), 'A'.repeat(44), 'short', '']) {
      expect((await fetchTicket(started, ticket)).status).toBe(404);
    }
  });

  it('drops a ticket left unfetched for its lifetime (injected clock)', async () => {
    const started = await start();
    const ticket = await ticketOf(started);
    started.scheduler.advance(TTL_MS);
    expect((await fetchTicket(started, ticket)).status).toBe(404);
  });

  it('holds only so many, answering a call over the cap with a server error', async () => {
    const started = await start(1);
    const { socket, log } = await socketOf(started);
    const first = await askImage(socket, log);
    expect(first).toMatchObject({ ok: true });
    await expect(askImage(socket, log)).resolves.toEqual({
      ok: false,
      error: { kind: 'server', message: BINARY_BUSY_MESSAGE },
    });
  });

  it('drops the tickets of a socket that closed', async () => {
    const started = await start(1);
    const { socket, log } = await socketOf(started);
    const result = await askImage(socket, log);
    const image: unknown = Reflect.get(Reflect.get(result as object, 'value') as object, 'image');
    if (!isBinaryPlaceholder(image)) throw new Error('no placeholder');
    socket.close();
    // The cap is one: another socket gets a ticket only once the closed one's is gone.
    const other = await socketOf(started);
    await expect
      .poll(async () => {
        const answered: unknown = Reflect.get(
          (await askImage(other.socket, other.log)) as object,
          'ok',
        );
        return answered;
      })
      .toBe(true);
    expect((await fetchTicket(started, image[BINARY_TICKET_KEY])).status).toBe(404);
  });
});
