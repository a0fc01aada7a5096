/**
 * The renderer's path to the service, without the renderer: main's core behind the web host,
 * called over the bridge WebSocket exactly as the page calls it (launch secret as subprotocol,
 * the host's own Origin). Used to measure what the bridge hop adds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { bridgeProtocols } from '../shared/bridge/web-protocol.ts';
import { createCore } from '../electron/core/create-core.ts';
import { silentLogger } from '../electron/log/logger.ts';
import { createMemoryStore } from '../electron/store/key-value-store.ts';
import { NO_KEYRING_CIPHER } from '../electron/web-host/no-keyring.ts';
import { redeemLaunchUrl } from '../electron/web-host/testing/clients.ts';
import { startWebHost } from '../electron/web-host/server.ts';

export interface BridgeClient {
  call(method: string, payload?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export async function startBridgeClient(sandboxUrl: string): Promise<BridgeClient> {
  const core = await createCore({
    sandboxUrls: { baseUrl: sandboxUrl, loginUrl: sandboxUrl },
    store: createMemoryStore(),
    cipher: NO_KEYRING_CIPHER,
    openExternal: () => Promise.resolve(),
    log: silentLogger,
  });
  const rendererDir = await mkdtemp(join(tmpdir(), 'floorboard-bench-'));
  const host = await startWebHost({
    port: 0,
    handlers: core.handlers,
    events: core.events,
    rendererDir,
  });
  const { secret } = await redeemLaunchUrl(host.issueLaunchUrl());
  if (secret === undefined) throw new Error('the web host refused its own launch code');
  const socket = new WebSocket(`ws://127.0.0.1:${host.port}/bridge`, bridgeProtocols(secret), {
    origin: host.url,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const pending = new Map<number, (result: unknown) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (typeof message.id === 'number') pending.get(message.id)?.(message.result);
    if (typeof message.id === 'number') pending.delete(message.id);
  });
  let nextId = 1;
  return {
    call: (method, payload) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, payload }));
      }),
    async close() {
      socket.close();
      await host.close();
      await core.close();
      await rm(rendererDir, { recursive: true, force: true });
    },
  };
}
