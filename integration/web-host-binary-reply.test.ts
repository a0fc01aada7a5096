/**
 * A binary reply end to end in the web host: the real host (electron/web-host/server.ts) answers
 * `replica.image` with a ticket in a JSON text frame, and the page's own transport and fetcher
 * (renderer/bridge/) fetch the bytes and hand the client an ArrayBuffer. Node's WebSocket (`ws`)
 * and fetch stand in for the browser's; the page's code is the same.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBridgeClient } from '../shared/bridge/client.ts';
import { ok } from '../shared/bridge/errors.ts';
import { bridgeProtocols, bridgeSocketUrl } from '../shared/bridge/web-protocol.ts';
import { toColumns } from '../shared/replica/replica-columns.ts';
import { createEventHub } from '../electron/bridge/event-hub.ts';
import { fakeHandlers } from '../electron/bridge/testing/fake-handlers.ts';
import { startWebHost, type WebHost } from '../electron/web-host/server.ts';
import { redeemLaunchUrl } from '../electron/web-host/testing/clients.ts';
import { createRendererDir } from '../electron/web-host/testing/renderer-dir.ts';
import { binaryFetcher } from '../renderer/bridge/binary-fetch.ts';
import { BINARY_MISSING_MESSAGE } from '../renderer/bridge/binary-replies.ts';
import {
  createWebTransport,
  type OpenSocket,
  type WebTransport,
} from '../renderer/bridge/web-transport.ts';

/** 3 MB: large enough to cross many TCP writes, small enough for a unit run. */
const BYTES = Uint8Array.from({ length: 3_000_000 }, (_, index) => (index * 131 + 17) % 256);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What browser-socket.ts does with the DOM WebSocket, over `ws` (with the page's Origin). */
function nodeSocketOpener(host: WebHost, secret: string): OpenSocket {
  const url = new URL(host.url);
  return (handlers) => {
    const socket = new WebSocket(bridgeSocketUrl(url), bridgeProtocols(secret), {
      origin: host.url,
    });
    socket.on('open', () => handlers.onOpen());
    socket.on('message', (data: Buffer) => handlers.onMessage(data.toString('utf8')));
    socket.on('close', () => handlers.onClose());
    socket.on('error', () => undefined);
    return { send: (text) => socket.send(text), close: () => socket.close(1000) };
  };
}

async function startHost(): Promise<{ host: WebHost; secret: string }> {
  const dir = await createRendererDir();
  const host = await startWebHost({
    port: 0,
    handlers: fakeHandlers({
      'replica.image': () => {
        const image = new ArrayBuffer(BYTES.length);
        new Uint8Array(image).set(BYTES);
        return Promise.resolve(
          ok({
            contents: { copy: 'copy-1', version: 4 },
            whole: true,
            image,
            changed: toColumns([]),
            removed: [],
          }),
        );
      },
    }),
    events: createEventHub(),
    rendererDir: dir.root,
  });
  cleanups.push(dir.dispose, () => host.close());
  const { secret } = await redeemLaunchUrl(host.issueLaunchUrl());
  if (secret === undefined) throw new Error('no secret');
  return { host, secret };
}

function pageTransport(host: WebHost, secret: string, fetchSecret = secret): WebTransport {
  const transport = createWebTransport({
    open: nodeSocketOpener(host, secret),
    fetchBinary: binaryFetcher({ origin: host.url, secret: fetchSecret }),
  });
  cleanups.push(() => transport.close());
  return transport;
}

describe('replica.image over the real web host', () => {
  it("reaches the page's client as an ArrayBuffer with the same bytes", async () => {
    const { host, secret } = await startHost();
    const bridge = createBridgeClient(pageTransport(host, secret));
    const answer = await bridge.replicaImage(null);
    const value = answer.ok ? answer.value : null;
    if (value === null || !value.whole) throw new Error(`no image: ${JSON.stringify(answer)}`);
    expect(value.image).toBeInstanceOf(ArrayBuffer);
    expect(value.image.byteLength).toBe(BYTES.length);
    // Byte for byte (a deep toEqual over 3 MB takes seconds).
    expect(Buffer.from(value.image).equals(BYTES)).toBe(true);
    expect(value.contents).toEqual({ copy: 'copy-1', version: 4 });
  });

  it('fails the call with a network error when the host refuses the fetch', async () => {
    const { host, secret } = await startHost();
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const bridge = createBridgeClient(pageTransport(host, secret, wrong));
    await expect(bridge.replicaImage(null)).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: BINARY_MISSING_MESSAGE },
    });
    // The socket is still fine for ordinary calls.
    await expect(bridge.getAppInfo()).resolves.toEqual(ok({ kiosk: null }));
  });
});
