/** Renders the Returns view on a fake bridge at a fixed time, from a known view state. */
import { render } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../data/query-client.ts';
import { NowClock } from '../../state/use-now.ts';
import { useUiStore } from '../../state/ui-store.ts';
import type { FakeBridge } from '../../testing/fake-bridge.ts';
import { ReturnsView } from '../ReturnsView.tsx';
import { useReturnsViewState } from '../view-state.ts';
import { NOW_MS } from './returns-bridge.ts';

export function resetReturnsView(selected: string | null): void {
  useReturnsViewState.setState({ filter: {}, held: null });
  useUiStore.setState({ selected: selected === null ? {} : { returns: selected } });
}

export function showReturnsView(bridge: FakeBridge): void {
  render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      <NowClock.Provider value={() => NOW_MS}>
        <ReturnsView />
      </NowClock.Provider>
    </AppProviders>,
  );
}
