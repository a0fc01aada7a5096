import type { BrowserWindow } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgeClient } from '../../shared/bridge/client.ts';
import { ok } from '../../shared/bridge/errors.ts';
import type { ReplicaImage } from '../../shared/replica/query.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import { createDispatcher } from '../bridge/dispatcher.ts';
import { createEventHub } from '../bridge/event-hub.ts';
import { fakeHandlers } from '../bridge/testing/fake-handlers.ts';
import { silentLogger } from '../log/logger.ts';
import { registerBridgeIpc } from '../main/ipc.ts';
import { APP_INDEX_URL, APP_ORIGIN } from '../main/renderer-entry.ts';
import { FakeBrowserWindow, fake } from '../main/testing/fake-electron.ts';
import { createIpcTransport, type IpcRendererLike } from './ipc-transport.ts';

/**
 * A reply carrying an ArrayBuffer (`replica.image`), over the whole Electron path as this machine
 * can run it: main's IPC registration and dispatcher, the preload's transport and the client it
 * exposes (built as preload.ts builds them; preload.test.ts checks that wiring), against the fake electron module. Electron's IPC serialises with the structured clone
 * algorithm; `structuredClone` stands in for it here (and for contextBridge's copy of a resolved
 * value). Never run in Electron itself: there is no Electron binary on this machine.
 */
vi.mock('electron', async () => (await import('../main/testing/fake-electron.ts')).fake);

let unregister: () => void = () => undefined;
afterEach(() => unregister());

function imageOf(bytes: Uint8Array): Extract<ReplicaImage, { whole: true }> {
  const image = new ArrayBuffer(bytes.length);
  new Uint8Array(image).set(bytes);
  return {
    contents: { copy: 'copy-1', version: 3 },
    whole: true,
    image,
    changed: toColumns([]),
    removed: ['gone-1'],
  };
}

describe('a binary reply over Electron IPC', () => {
  it('reaches the page as an ArrayBuffer with the same bytes', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 31 + 7) % 256);
    const sent = imageOf(bytes);
    const dispatcher = createDispatcher(
      fakeHandlers({ 'replica.image': () => Promise.resolve(ok(sent)) }),
    );
    const window = new FakeBrowserWindow({});
    await window.loadURL(APP_INDEX_URL);
    unregister = registerBridgeIpc({
      dispatcher,
      events: createEventHub(),
      // The fake has what registerBridgeIpc uses of a window (webContents, isDestroyed).
      window: () => window as unknown as BrowserWindow,
      trustedOrigins: [APP_ORIGIN],
      log: silentLogger,
    });
    const fromWindow = {
      sender: { id: window.webContents.id },
      senderFrame: { processId: 4, routingId: window.webContents.id, url: APP_INDEX_URL },
    };
    // What preload.ts builds over ipcRenderer, with IPC's copy in between.
    const ipc: IpcRendererLike = {
      invoke: async (channel, ...args) => {
        const handler = fake.ipcMain.handlers.get(channel);
        if (handler === undefined) throw new Error('no IPC handler');
        return structuredClone(await handler(fromWindow, ...structuredClone(args)));
      },
      on: () => undefined,
    };
    const bridge = createBridgeClient(createIpcTransport(ipc));
    const answer = structuredClone(await bridge.replicaImage(null));

    const value = answer.ok ? answer.value : null;
    if (value === null || !value.whole) {
      throw new Error(`no whole image: ${JSON.stringify(answer)}`);
    }
    expect(value.image).toBeInstanceOf(ArrayBuffer);
    expect(value.image).not.toBe(sent.image);
    expect(new Uint8Array(value.image)).toEqual(bytes);
    expect(value).toMatchObject({ contents: sent.contents, removed: ['gone-1'] });
  });
});
