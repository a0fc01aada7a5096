/** Renders the Incoming view on a fake bridge, on the test day, from a known view state. */
import { render } from '@testing-library/react';
import { DEFAULT_PO_FILTERS } from '../../../shared/purchase-orders/filters.ts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../data/query-client.ts';
import { NowClock } from '../../state/use-now.ts';
import { useUiStore } from '../../state/ui-store.ts';
import type { FakeBridge } from '../../testing/fake-bridge.ts';
import { IncomingView } from '../IncomingView.tsx';
import { DEFAULT_PO_SORT, useIncomingViewState } from '../view-state.ts';
import { TODAY_MS } from './po-bridge.ts';

/** The purchase orders section with default filters and sort; `selected` is the PO open in the pane. */
export function resetIncomingView(selected: string | null): void {
  useIncomingViewState.setState({
    section: 'purchase-orders',
    filters: DEFAULT_PO_FILTERS,
    sort: DEFAULT_PO_SORT,
  });
  useUiStore.setState({ selected: selected === null ? {} : { incoming: selected } });
}

export function showIncoming(bridge: FakeBridge): void {
  render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      <NowClock.Provider value={() => TODAY_MS}>
        <IncomingView />
      </NowClock.Provider>
    </AppProviders>,
  );
}
