import type { QueryClient } from '@tanstack/react-query';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { KioskSwitch } from '../kiosk/KioskSwitch.tsx';
import { runsInWebHost } from '../bridge/connect.ts';
import { AppProviders } from './AppProviders.tsx';
import { Gate } from './Gate.tsx';
import { ReloadKeys } from './ReloadKeys.tsx';
import { useThemeAttribute } from './use-theme.ts';

function ThemeSync() {
  useThemeAttribute();
  return null;
}

/** The whole renderer, given its bridge and cache (both injected so tests can fake them). */
export function App({
  bridge,
  queryClient,
}: {
  readonly bridge: FloorboardBridge;
  readonly queryClient: QueryClient;
}) {
  return (
    <AppProviders bridge={bridge} queryClient={queryClient}>
      <ThemeSync />
      {/* Electron reloads with the bridge intact; the web host's page would lose its session. */}
      {runsInWebHost() ? <ReloadKeys /> : null}
      {/* The floor board instead of the office app when main runs as a kiosk. */}
      <KioskSwitch>
        <Gate />
      </KioskSwitch>
    </AppProviders>
  );
}
