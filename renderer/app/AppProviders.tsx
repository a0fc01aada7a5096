import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { ToastProvider } from '../components/toast/ToastProvider.tsx';
import { BridgeProvider } from '../session/bridge-context.tsx';
import { ReplicaProvider } from '../replica/replica-context.tsx';
import { CreditsProvider } from '../session/credits-context.tsx';
import { SessionProvider } from '../session/session-context.tsx';

/** Everything a component may rely on above it. Tests wrap with this and a fake bridge. */
export function AppProviders({
  bridge,
  queryClient,
  children,
}: {
  readonly bridge: FloorboardBridge;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}) {
  return (
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CreditsProvider>
            <ReplicaProvider>
              <ToastProvider>{children}</ToastProvider>
            </ReplicaProvider>
          </CreditsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </BridgeProvider>
  );
}
