import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { BRIDGE_EVENTS } from '../../shared/bridge/contract.ts';
import { CALL_CHANNEL, EVENT_CHANNEL } from '../bridge/channels.ts';
import type { Dispatcher } from '../bridge/dispatcher.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import type { Logger } from '../log/logger.ts';
import { createIpcCall } from './ipc-call.ts';
import type { SenderFacts, TrustedWindow } from './sender-check.ts';

/**
 * The bridge over Electron IPC (run in tests against the fake electron module, main.test.ts; never
 * in Electron on this machine, which has no Electron binary). One invoke channel for every call,
 * checked by `createIpcCall` and the dispatcher; events are sent to our window only, never
 * broadcast.
 */

export interface BridgeIpcOptions {
  readonly dispatcher: Dispatcher;
  readonly events: EventHub;
  readonly window: () => BrowserWindow | null;
  readonly trustedOrigins: readonly string[];
  readonly log: Logger;
}

export function registerBridgeIpc(options: BridgeIpcOptions): () => void {
  const trustedWindow = (): TrustedWindow | null => {
    const window = options.window();
    if (window === null || window.isDestroyed()) return null;
    const { mainFrame } = window.webContents;
    return {
      webContentsId: window.webContents.id,
      mainFrame: { processId: mainFrame.processId, routingId: mainFrame.routingId },
      trustedOrigins: options.trustedOrigins,
    };
  };
  const call = createIpcCall({ dispatcher: options.dispatcher, trustedWindow, log: options.log });
  ipcMain.handle(CALL_CHANNEL, (event, method: unknown, payload: unknown) =>
    call(senderFacts(event), method, payload),
  );

  const unsubscribers = BRIDGE_EVENTS.map((name) =>
    options.events.subscribe(name, (value) => {
      const window = options.window();
      if (window !== null && !window.isDestroyed()) {
        window.webContents.send(EVENT_CHANNEL, name, value);
      }
    }),
  );

  return () => {
    ipcMain.removeHandler(CALL_CHANNEL);
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}

function senderFacts(event: IpcMainInvokeEvent): SenderFacts {
  // `senderFrame` is null (older versions: throws) once the frame navigated or was destroyed.
  let frame: SenderFacts['frame'] = null;
  try {
    const sender = event.senderFrame;
    if (sender !== null) {
      frame = { processId: sender.processId, routingId: sender.routingId, url: sender.url };
    }
  } catch {
    frame = null;
  }
  return { webContentsId: event.sender.id, frame };
}
