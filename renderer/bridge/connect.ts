import { createBridgeClient, type FloorboardBridge } from '../../shared/bridge/client.ts';
import type { BridgeTransport } from '../../shared/bridge/contract.ts';
import { browserSocketOpener } from './browser-socket.ts';
import { takeLaunchToken } from './launch-token.ts';
import { unavailableTransport } from './unavailable-transport.ts';
import { bridgeProtocols, bridgeSocketUrl } from '../../shared/bridge/web-protocol.ts';
import { createWebTransport } from './web-transport.ts';

/**
 * The renderer's bridge, whichever host it runs in: Electron's preload puts the named functions
 * on `window.floorboard`; in the web host there is no preload and the page builds the same
 * functions over the WebSocket. Call it once at start-up and pass the result to `BridgeProvider`.
 */

declare global {
  interface Window {
    /** Set by Electron's preload (contextBridge); absent in the web host. */
    readonly floorboard?: FloorboardBridge;
  }
}

export const NO_TOKEN_MESSAGE =
  'This page was opened without its launch token. Open the address the web host printed.';

let bridge: FloorboardBridge | undefined;

/**
 * True in the web host (a browser tab, no preload): there main cannot open a browser for the
 * user, but the page itself can open a tab. Electron denies new windows, so never there.
 */
export function runsInWebHost(): boolean {
  return window.floorboard === undefined;
}

export function getBridge(): FloorboardBridge {
  bridge ??= window.floorboard ?? createBridgeClient(webHostTransport());
  return bridge;
}

function webHostTransport(): BridgeTransport {
  const token = takeLaunchToken({
    location: window.location,
    history: window.history,
    storage: sessionStorageOrNull(),
  });
  if (token === null) return unavailableTransport(NO_TOKEN_MESSAGE);
  return createWebTransport({
    open: browserSocketOpener(bridgeSocketUrl(window.location), bridgeProtocols(token)),
  });
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
