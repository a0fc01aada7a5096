/**
 * The one way components reach main. The bridge is injected (not imported) so tests and the
 * screenshot harness pass a fake, and Electron's preload and the web host's WebSocket client
 * are interchangeable.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';

const BridgeContext = createContext<FloorboardBridge | null>(null);

export function BridgeProvider({
  bridge,
  children,
}: {
  readonly bridge: FloorboardBridge;
  readonly children: ReactNode;
}) {
  return <BridgeContext value={bridge}>{children}</BridgeContext>;
}

export function useBridge(): FloorboardBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge() needs a <BridgeProvider> above it');
  return bridge;
}
