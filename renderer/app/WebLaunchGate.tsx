import { Fragment, type ReactNode } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { useWebLaunch, type LaunchDeps } from '../bridge/use-web-launch.ts';
import { HostLostDialog } from './HostLostDialog.tsx';
import { LaunchRefusedNote } from './LaunchRefusedNote.tsx';
import { LaunchScreen } from './LaunchScreen.tsx';
import { Splash } from '../components/status/Splash.tsx';

/**
 * The web host's page: the app once a launch code has bought a bridge, until then a screen. A
 * newer launch starts the app afresh (keyed by the launch), so nothing of the old session shows.
 */
export function WebLaunchGate({
  deps,
  children,
}: {
  readonly deps: LaunchDeps;
  readonly children: (bridge: FloorboardBridge) => ReactNode;
}) {
  const { state, submit, dismissRefused } = useWebLaunch(deps);
  if (state.phase === 'connecting') return <Splash text="Starting…" />;
  if (state.phase === 'needs-launch')
    return <LaunchScreen reason={state.reason} onSubmit={submit} />;
  const lost = state.host === 'stopped' || state.host === 'restarted' ? state.host : null;
  return (
    <Fragment key={state.launch}>
      {children(state.bridge)}
      {lost !== null ? (
        <HostLostDialog status={lost} refused={state.refused} onSubmit={submit} />
      ) : state.refused !== null ? (
        <LaunchRefusedNote reason={state.refused} onClose={dismissRefused} />
      ) : null}
    </Fragment>
  );
}
