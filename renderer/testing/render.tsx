import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FloorboardBridge } from '../../shared/bridge/client.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';

/** Renders `ui` under every provider the app has, with the given (fake) bridge and a fresh cache. */
export function renderWithApp(ui: ReactNode, bridge: FloorboardBridge): RenderResult {
  return render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
}
