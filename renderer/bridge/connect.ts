import { createBridgeClient, type FloorboardBridge } from '../../shared/bridge/client.ts';
import { bridgeProtocols, bridgeSocketUrl } from '../../shared/bridge/web-protocol.ts';
import { binaryFetcher } from './binary-fetch.ts';
import { browserSocketOpener } from './browser-socket.ts';
import { browserProbeHost, watchHost, type HostStatus } from './host-watch.ts';
import type { WebConnection } from './use-web-launch.ts';
import { createWebTransport } from './web-transport.ts';

/**
 * The renderer's bridge, whichever host it runs in: Electron's preload puts the named functions
 * on `window.floorboard`; in the web host there is no preload and the page builds the same
 * functions over the WebSocket, once it holds the session secret (see launch-code.ts).
 */

declare global {
  interface Window {
    /** Set by Electron's preload (contextBridge); absent in the web host. */
    readonly floorboard?: FloorboardBridge;
  }
}

/**
 * True in the web host (a browser tab, no preload): there main cannot open a browser for the
 * user, but the page itself can open a tab. Electron denies new windows, so never there.
 */
export function runsInWebHost(): boolean {
  return window.floorboard === undefined;
}

export function preloadBridge(): FloorboardBridge | undefined {
  return window.floorboard;
}

/**
 * The bridge to one web host session. A host that restarted no longer knows this secret, so the
 * connection stops knocking once the watch says so; a newer launch closes it as well.
 */
export function webHostConnection(
  secret: string,
  onHost: (status: HostStatus) => void,
): WebConnection {
  const transport = createWebTransport({
    open: browserSocketOpener(bridgeSocketUrl(window.location), bridgeProtocols(secret)),
    fetchBinary: binaryFetcher({ origin: window.location.origin, secret }),
    onConnection: watchHost(browserProbeHost, (status) => {
      onHost(status);
      // Reported after a probe, so long after `transport` is assigned.
      if (status === 'restarted') transport.close();
    }),
  });
  return { bridge: createBridgeClient(transport), close: () => transport.close() };
}
