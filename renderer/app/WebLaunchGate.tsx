import type { ReactNode } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { useWebLaunch, type LaunchDeps } from '../bridge/use-web-launch.ts';
import { LaunchScreen } from './LaunchScreen.tsx';
import { Splash } from '../components/status/Splash.tsx';

/** The web host's page: the app once the launch code has bought a bridge, until then a screen. */
export function WebLaunchGate({
  deps,
  children,
}: {
  readonly deps: LaunchDeps;
  readonly children: (bridge: FloorboardBridge) => ReactNode;
}) {
  const state = useWebLaunch(deps);
  if (state.phase === 'ready') return children(state.bridge);
  if (state.phase === 'connecting') return <Splash text="Starting…" />;
  return <LaunchScreen reason={state.reason} />;
}
