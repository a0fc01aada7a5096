// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { NO_ORDER_FILTERS } from '../../shared/orders/filters.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { DEFAULT_ORDER_SORT, useOrdersViewState } from './view-state.ts';

afterEach(cleanup);
beforeEach(() => {
  useOrdersViewState.setState({ filters: NO_ORDER_FILTERS, sort: DEFAULT_ORDER_SORT });
  useUiStore.setState({ selected: {} });
});

const order = (id: string, number: string) => ({
  cursor: id,
  node: {
    id,
    order_number: number,
    order_date: '2026-11-20T10:00:00Z',
    fulfillment_status: 'pending',
    total_price: '12.00',
    currency: 'USD',
    shop_name: 'Shop',
    holds: null,
  },
});
const MIA = order('O1', '100001');
const ISAAC = order('O2', '100002');

/**
 * Every order without a filter; with the SKU or order-number filter only Isaac's. `morePages`: a
 * filtered search's first page says more follow (and those never arrive), so Mia may be on one.
 */
function ordersBridge(morePages = false): FakeBridge {
  return createFakeBridge({
    session: signedIn(),
    graphql: (name, variables) => {
      if (name !== 'OrdersPage') return ok(payload({}));
      const filtered = variables['sku'] === 'SBX-000002' || variables['orderNumber'] === '#100002';
      const edges = filtered ? [ISAAC] : [MIA, ISAAC];
      const pageInfo =
        filtered && morePages
          ? { hasNextPage: true, endCursor: 'O2' }
          : { hasNextPage: false, endCursor: null };
      if (filtered && morePages && variables['after'] !== undefined && variables['after'] !== null)
        return new Promise(() => undefined);
      return ok(payload({ orders: { data: { pageInfo, edges } } }));
    },
  });
}

function selectedOrder(): string | null {
  return useUiStore.getState().selected.orders ?? null;
}

async function searchBySku(bridge: FakeBridge): Promise<void> {
  act(() => useOrdersViewState.getState().setFilters({ sku: 'SBX-000002' }));
  await waitFor(() =>
    expect(bridge.calls.some((call) => JSON.stringify(call.args).includes('SBX-000002'))).toBe(
      true,
    ),
  );
}

describe('the open order after a new search', () => {
  it('closes when the new results do not include it', async () => {
    const bridge = ordersBridge();
    renderWithApp(<OrdersTable />, bridge);
    await waitFor(() => expect(document.body.textContent).toContain('100001'));
    act(() => useUiStore.getState().select('orders', 'O1'));

    await searchBySku(bridge);
    await waitFor(() => expect(document.body.textContent).not.toContain('100001'));
    await waitFor(() => expect(selectedOrder()).toBeNull());
  });

  it('stays open when the new results include it', async () => {
    const bridge = ordersBridge();
    renderWithApp(<OrdersTable />, bridge);
    await waitFor(() => expect(document.body.textContent).toContain('100002'));
    act(() => useUiStore.getState().select('orders', 'O2'));

    await searchBySku(bridge);
    await waitFor(() => expect(document.body.textContent).not.toContain('100001'));
    expect(selectedOrder()).toBe('O2');
  });

  it('stays open when only the sort changes', async () => {
    const bridge = ordersBridge();
    renderWithApp(<OrdersTable />, bridge);
    await waitFor(() => expect(document.body.textContent).toContain('100001'));
    act(() => useUiStore.getState().select('orders', 'O1'));

    act(() =>
      useOrdersViewState.getState().setSort([{ attribute: 'total_price', descending: false }]),
    );
    await waitFor(() =>
      expect(bridge.calls.some((call) => JSON.stringify(call.args).includes('total_price'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(document.body.textContent).toContain('100001'));
    expect(selectedOrder()).toBe('O1');
  });

  it('stays open while the new results have pages not loaded yet', async () => {
    const bridge = ordersBridge(true);
    renderWithApp(<OrdersTable />, bridge);
    await waitFor(() => expect(document.body.textContent).toContain('100001'));
    act(() => useUiStore.getState().select('orders', 'O1'));

    await searchBySku(bridge);
    await waitFor(() => expect(document.body.textContent).not.toContain('100001'));
    expect(document.body.textContent).toContain('100002');
    expect(selectedOrder()).toBe('O1');
  });

  it('closes on an order number search even if the service says more pages follow', async () => {
    const bridge = ordersBridge(true);
    renderWithApp(<OrdersTable />, bridge);
    await waitFor(() => expect(document.body.textContent).toContain('100001'));
    act(() => useUiStore.getState().select('orders', 'O1'));

    act(() => useOrdersViewState.getState().setFilters({ orderNumber: '#100002' }));
    await waitFor(() => expect(document.body.textContent).not.toContain('100001'));
    await waitFor(() => expect(selectedOrder()).toBeNull());
  });
});
