import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { BRIDGE_EVENTS } from '../../shared/bridge/contract.ts';
import { MAX_PAYLOAD_BYTES } from '../../shared/bridge/limits.ts';
import { ok } from '../../shared/bridge/errors.ts';
import { createEventHub, type EventHub } from '../bridge/event-hub.ts';
import { SNAPSHOT, fakeHandlers } from '../bridge/testing/fake-handlers.ts';
import { createLogger, createMemorySink } from '../log/logger.ts';
import { BRIDGE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../../shared/bridge/web-protocol.ts';
import { startWebHost, type WebHost } from './server.ts';
import {
  closed,
  openBridgeSocket,
  type MessageLog,
  rawRequest,
  redeemLaunchUrl,
  type SocketOptions,
} from './testing/clients.ts';
import { INDEX_HTML, OUTSIDE_SECRET, createRendererDir } from './testing/renderer-dir.ts';

let host: WebHost;
let events: EventHub;
let secret: string;
let logLines: string[];
let calls: { method: string; payload: unknown }[];
let dispose: () => Promise<void>;
const sockets: WebSocket[] = [];
/** `signIn.cancel` answers only when a test lets it: after its socket has closed. */
let answerCancel: () => void = () => undefined;

beforeEach(async () => {
  const dir = await createRendererDir();
  dispose = dir.dispose;
  const memory = createMemorySink();
  logLines = memory.lines;
  calls = [];
  events = createEventHub();
  host = await startWebHost({
    port: 0,
    handlers: fakeHandlers(
      {
        // Held until the test has closed the socket.
        'signIn.cancel': () => {
          calls.push({ method: 'signIn.cancel', payload: undefined });
          return new Promise((resolve) => (answerCancel = () => resolve(ok(null))));
        },
      },
      calls,
    ),
    events,
    rendererDir: dir.root,
    log: createLogger({ sink: memory.sink }),
  });
  secret = await redeemed(host);
});

async function redeemed(webHost: WebHost): Promise<string> {
  const answer = await redeemLaunchUrl(webHost.issueLaunchUrl());
  if (answer.secret === undefined) throw new Error(`no secret: ${answer.body}`);
  return answer.secret;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await host.close();
  await dispose();
});

async function open(options: SocketOptions = {}): Promise<WebSocket> {
  return (await openWithLog(options)).socket;
}

async function openWithLog(
  options: SocketOptions = {},
): Promise<{ socket: WebSocket; log: MessageLog }> {
  const outcome = await openBridgeSocket(host.port, { secret, ...options });
  if (outcome.kind !== 'open') throw new Error(`socket not open: ${JSON.stringify(outcome)}`);
  sockets.push(outcome.socket);
  return outcome;
}

describe('launch URL, one-time code and secret', () => {
  it('issues loopback URLs with a one-time code, never the secret, in the fragment', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}`);
    const first = host.issueLaunchUrl();
    const second = host.issueLaunchUrl();
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#code=[A-Za-z0-9_-]{24}$/);
    expect(second).not.toBe(first);
    for (const url of [first, second]) expect(url).not.toContain(secret);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  });

  it('trades a code for the secret once; the second use is refused', async () => {
    const url = host.issueLaunchUrl();
    const first = await redeemLaunchUrl(url);
    expect(first).toMatchObject({ status: 200, secret });
    const again = await redeemLaunchUrl(url);
    expect(again.status).toBe(403);
    expect(again.body).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(secret);
  });

  it('refuses an expired code (injected clock)', async () => {
    let time = 0;
    const dir = await createRendererDir();
    const other = await startWebHost({
      port: 0,
      handlers: fakeHandlers(),
      events: createEventHub(),
      rendererDir: dir.root,
      launchCodes: { now: () => time, ttlMs: 1_000 },
    });
    try {
      const stale = other.issueLaunchUrl();
      const fresh = other.issueLaunchUrl();
      time = 999;
      expect((await redeemLaunchUrl(fresh)).status).toBe(200);
      time = 1_000;
      const answer = await redeemLaunchUrl(stale);
      expect(answer).toMatchObject({ status: 403, secret: undefined });
    } finally {
      await other.close();
      await dir.dispose();
    }
  });

  it('answers only a POST from its own origin with a small JSON body', async () => {
    const url = host.issueLaunchUrl();
    const code = new URL(url).hash.replace('#code=', '');
    const post = (headers: Record<string, string>, body: string, method = 'POST') =>
      rawRequest(host.port, '/launch', { method, headers, body });
    const own = { Origin: host.url };
    expect((await post({ Origin: 'http://evil.test' }, JSON.stringify({ code }))).status).toBe(403);
    expect((await post({}, JSON.stringify({ code }))).status).toBe(403);
    expect((await post(own, JSON.stringify({ code }), 'PUT')).status).toBe(405);
    expect((await post(own, 'not json')).status).toBe(400);
    expect((await post(own, JSON.stringify({ code: 42 }))).status).toBe(400);
    expect((await post(own, JSON.stringify({ code, pad: 'x'.repeat(300) }))).status).toBe(413);
    // None of the refusals used the code up: its page can still trade it.
    const answer = await post(own, JSON.stringify({ code }));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('draws a new secret per launch', async () => {
    const dir = await createRendererDir();
    const other = await startWebHost({
      port: 0,
      handlers: fakeHandlers(),
      events: createEventHub(),
      rendererDir: dir.root,
    });
    expect(await redeemed(other)).not.toBe(secret);
    await other.close();
    await dir.dispose();
  });
});

describe('the bridge socket', () => {
  it('answers calls with { id, result } and selects only the plain protocol', async () => {
    const { socket, log } = await openWithLog();
    expect(socket.protocol).toBe(BRIDGE_PROTOCOL);
    socket.send(JSON.stringify({ id: 1, method: 'session.get' }));
    socket.send(
      JSON.stringify({
        id: 'b',
        method: 'graphql',
        payload: { operationName: 'Products', variables: {} },
      }),
    );
    await expect(log.next((m) => (m as { id?: unknown }).id === 1)).resolves.toEqual({
      id: 1,
      result: ok(SNAPSHOT),
    });
    await expect(log.next((m) => (m as { id?: unknown }).id === 'b')).resolves.toMatchObject({
      id: 'b',
      result: { ok: true, value: { data: { echo: true } } },
    });
    expect(calls.map((call) => call.method)).toEqual(['session.get', 'graphql']);
  });

  it('answers unknown methods, bad payloads and extra fields with invalid-input', async () => {
    const { socket, log } = await openWithLog();
    socket.send(JSON.stringify({ id: 1, method: 'fs.readFile', payload: '/etc/passwd' }));
    socket.send(JSON.stringify({ id: 2, method: 'profiles.remove', payload: { id: 5 } }));
    socket.send(JSON.stringify({ id: 3, method: 'session.get', extra: true }));
    for (const id of [1, 2, 3]) {
      await expect(log.next((m) => (m as { id?: unknown }).id === id)).resolves.toMatchObject({
        id,
        result: { ok: false, error: { kind: 'invalid-input' } },
      });
    }
    expect(calls).toEqual([]);
    // The socket survives answerable mistakes.
    socket.send(JSON.stringify({ id: 4, method: 'session.get' }));
    await expect(log.next()).resolves.toMatchObject({ id: 4, result: { ok: true } });
  });

  it.each([
    ['text that is not JSON', '{nope', 1007],
    ['a JSON array', '[1,2]', 1008],
    ['an object without id', JSON.stringify({ method: 'session.get' }), 1008],
    ['a negative id', JSON.stringify({ id: -1, method: 'session.get' }), 1008],
    ['an object id', JSON.stringify({ id: {}, method: 'session.get' }), 1008],
  ])('closes the socket on %s', async (_label, text, code) => {
    const socket = await open();
    const done = closed(socket);
    socket.send(text);
    await expect(done).resolves.toMatchObject({ code });
  });

  it('closes the socket on binary frames', async () => {
    const socket = await open();
    const done = closed(socket);
    socket.send(Buffer.from(JSON.stringify({ id: 1, method: 'session.get' })), { binary: true });
    await expect(done).resolves.toMatchObject({ code: 1003 });
    expect(calls).toEqual([]);
  });

  it('caps the message size', async () => {
    const socket = await open();
    const done = closed(socket);
    const huge = 'x'.repeat(MAX_PAYLOAD_BYTES + 4096);
    socket.send(JSON.stringify({ id: 1, method: 'graphql', payload: { operationName: huge } }));
    await expect(done).resolves.toMatchObject({ code: 1009 });
    expect(calls).toEqual([]);
  });

  it('lets the dispatcher reject a payload over the limit that fits the frame cap', async () => {
    const { socket, log } = await openWithLog();
    const search = 'x'.repeat(MAX_PAYLOAD_BYTES);
    socket.send(
      JSON.stringify({
        id: 1,
        method: 'graphql',
        payload: { operationName: 'P', variables: { search } },
      }),
    );
    await expect(log.next()).resolves.toMatchObject({
      id: 1,
      result: { ok: false, error: { kind: 'invalid-input' } },
    });
  });

  it('forwards events, and replays the latest value of each on connect', async () => {
    events.emit('session', SNAPSHOT);
    const { log } = await openWithLog();
    await expect(log.next()).resolves.toEqual({ event: 'session', value: SNAPSHOT });
    const progress = { phase: 'exchanging', profileId: 'sandbox' } as const;
    events.emit('signInProgress', progress);
    await expect(log.next()).resolves.toEqual({ event: 'signInProgress', value: progress });
  });

  it('stops forwarding to a closed socket and survives replies to it', async () => {
    let active = 0;
    const subscribe = events.subscribe.bind(events);
    events.subscribe = (event, listener) => {
      active += 1;
      const unsubscribe = subscribe(event, listener);
      return () => {
        active -= 1;
        unsubscribe();
      };
    };
    const socket = await open();
    expect(active).toBe(BRIDGE_EVENTS.length);
    socket.send(JSON.stringify({ id: 1, method: 'signIn.cancel' }));
    const done = closed(socket);
    socket.close();
    await done;
    await expect.poll(() => calls.map((call) => call.method)).toEqual(['signIn.cancel']);
    // The reply goes to the closed socket; the host must shrug it off.
    answerCancel();
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => events.emit('session', SNAPSHOT)).not.toThrow();
    expect(active).toBe(0);
    // Still serving others.
    const { socket: other, log } = await openWithLog();
    other.send(JSON.stringify({ id: 9, method: 'session.get' }));
    await expect(log.next((m) => (m as { id?: unknown }).id === 9)).resolves.toMatchObject({
      result: { ok: true },
    });
  });

  it('accepts the localhost name when Host and Origin agree', async () => {
    const socket = await open({
      host: `localhost:${host.port}`,
      origin: `http://localhost:${host.port}`,
    });
    expect(socket.readyState).toBe(socket.OPEN);
  });
});

describe('refusing the bridge socket', () => {
  const refusals: [string, (port: number, secret: string) => SocketOptions, number][] = [
    ['no secret', () => ({ secret: null }), 403],
    ['a wrong secret', () => ({ secret: 'A'.repeat(43) }), 403],
    ['a secret of the wrong length', (_p, s) => ({ secret: `${s}x` }), 403],
    [
      'the secret without the bridge protocol',
      (_p, s) => ({ protocols: [`${TOKEN_PROTOCOL_PREFIX}${s}`] }),
      400,
    ],
    [
      'two token protocols',
      (_p, s) => ({
        protocols: [BRIDGE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${s}`, `${TOKEN_PROTOCOL_PREFIX}x`],
      }),
      403,
    ],
    ['no Origin', () => ({ origin: null }), 403],
    ['another site as Origin', () => ({ origin: 'http://evil.example' }), 403],
    ['the opaque null Origin', () => ({ origin: 'null' }), 403],
    ['another loopback port as Origin', (p) => ({ origin: `http://127.0.0.1:${p + 1}` }), 403],
    ['https Origin', (p) => ({ origin: `https://127.0.0.1:${p}` }), 403],
    ['a localhost Origin with a 127.0.0.1 Host', (p) => ({ origin: `http://localhost:${p}` }), 403],
    [
      'a rebinding host name',
      (p) => ({ host: `evil.example:${p}`, origin: `http://evil.example:${p}` }),
      403,
    ],
    [
      'another port in Host',
      (p) => ({ host: `127.0.0.1:${p + 1}`, origin: `http://127.0.0.1:${p + 1}` }),
      403,
    ],
    [
      'the all-interfaces address',
      (p) => ({ host: `0.0.0.0:${p}`, origin: `http://0.0.0.0:${p}` }),
      403,
    ],
    ['another path', () => ({ path: '/bridge/x' }), 404],
  ];

  it.each(refusals)('refuses %s', async (_label, options, status) => {
    const outcome = await openBridgeSocket(host.port, { secret, ...options(host.port, secret) });
    if (outcome.kind === 'open') sockets.push(outcome.socket);
    expect(outcome).toEqual({ kind: 'refused', status });
    expect(calls).toEqual([]);
  });

  it('never writes the secret to the log', async () => {
    // One character off (never the same character: the secret may end in 'A').
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    await openBridgeSocket(host.port, { secret: wrong });
    await open();
    expect(logLines.join('\n')).not.toContain(secret);
    expect(logLines.join('\n')).toContain('launch secret wrong');
  });
});

describe('static files', () => {
  it('serves index.html with strict headers and no caching', async () => {
    const response = await rawRequest(host.port, '/');
    expect(response.status).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        `img-src 'self' data:; connect-src 'self' ws://127.0.0.1:${host.port}; ` +
        "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
  });

  it('serves assets with their type', async () => {
    const response = await rawRequest(host.port, '/assets/app.js?v=1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers HEAD without a body', async () => {
    const response = await rawRequest(host.port, '/index.html', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body).toBe('');
    // The page's probe tells this host from another server by it (renderer/bridge/host-watch.ts).
    expect(response.headers['x-floorboard-host']).toBe('web');
  });

  it.each([
    '/../package.json',
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fpackage.json',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/.%2e/secret.txt',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/secret.txt%00.html',
    `http://127.0.0.1/../secret.txt`,
    '../secret.txt',
    '//..//secret.txt',
  ])('never serves anything outside the folder for %j', async (target) => {
    const response = await rawRequest(host.port, target);
    expect(response.body).not.toContain(OUTSIDE_SECRET);
    expect([200, 400, 404]).toContain(response.status);
    if (response.status === 200) expect(response.body).toBe(INDEX_HTML);
  });

  it('refuses other methods and plain requests to the bridge path', async () => {
    const post = await rawRequest(host.port, '/', {
      method: 'POST',
      headers: { 'Content-Length': '0' },
    });
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    expect((await rawRequest(host.port, '/bridge')).status).toBe(426);
  });

  it('refuses requests for another host name (DNS rebinding)', async () => {
    const response = await rawRequest(host.port, '/', { host: `evil.example:${host.port}` });
    expect(response.status).toBe(403);
    expect(response.body).not.toContain('Floorboard');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect((await rawRequest(host.port, '/', { host: `localhost:${host.port}` })).status).toBe(200);
  });
});

describe('binding', () => {
  function canConnect(address: string, port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect({ host: address, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  it('listens on 127.0.0.1 only', async () => {
    expect(await canConnect('127.0.0.1', host.port)).toBe(true);
    expect(await canConnect('::1', host.port)).toBe(false);
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal)
      .map((entry) => entry?.address ?? '');
    for (const address of external) expect(await canConnect(address, host.port)).toBe(false);
  });

  it('frees the port and drops sockets on close', async () => {
    const socket = await open();
    const done = closed(socket);
    await host.close();
    await done;
    expect(await canConnect('127.0.0.1', host.port)).toBe(false);
    // afterEach closes again: close must be safe to repeat.
  });
});
