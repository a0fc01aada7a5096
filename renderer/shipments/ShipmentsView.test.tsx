// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { NowClock } from '../state/use-now.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { ShipmentsView } from './ShipmentsView.tsx';
import { useShipmentsViewState } from './view-state.ts';

const NOW = new Date(2026, 10, 27, 12, 0, 0).getTime();

const connection = (nodes: readonly unknown[]) => ({
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node, i) => ({ cursor: String(i), node })),
});

const label = (id: string, carrier: string, cost: string, status = 'valid') => ({
  id,
  status,
  order_number: '#100201',
  carrier,
  shipping_method: 'Ground',
  cost,
  tracking_number: `TRK${id}`,
  tracking_url: `https://track.test/${id}`,
  tracking_status: 'in_transit',
  created_date: '2026-11-27T09:00:00',
});

const SHIPMENT = {
  id: 'S1',
  order_id: 'O1',
  created_date: '2026-11-27T09:00:00',
  warehouse_id: 'W1',
  address: { name: null, city: null, state: 'OR', country: 'US' },
  shipping_labels: [label('1', 'UPS', '12.50', 'voided'), label('2', 'UPS', '14.00')],
};

const NO_PII: ScopeWarningSummary[] = [
  { fieldId: 'Address.name', requiredScopes: ['view:pii'], occurrences: 1 },
];

const ORDERS = [
  {
    id: 'O2',
    order_number: '#100150',
    order_date: '2026-11-20T08:00:00',
    required_ship_date: '2026-11-22T08:00:00',
    fulfillment_status: 'pending',
    shop_name: 'Etsy',
    holds: { address_hold: true },
  },
  {
    id: 'O3',
    order_number: '#100199',
    order_date: '2026-11-26T08:00:00',
    required_ship_date: '2026-11-27T20:00:00',
    fulfillment_status: 'pending',
    shop_name: 'Etsy',
    holds: null,
  },
  {
    id: 'O4',
    order_number: '#100120',
    order_date: '2026-11-18T08:00:00',
    required_ship_date: '2026-11-20T08:00:00',
    fulfillment_status: 'fulfilled',
    shop_name: 'Etsy',
    holds: null,
  },
];

function bridge(scopes: readonly string[]): FakeBridge {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:accounts', ...scopes] }),
    graphql: (name) => {
      switch (name) {
        case 'ShipmentsPage':
          return ok(payload({ shipments: { data: connection([SHIPMENT]) } }, NO_PII));
        case 'LateOrdersPage':
          return ok(payload({ orders: { data: connection(ORDERS) } }));
        default:
          return ok(payload({}));
      }
    },
  });
}

function show(fake: FakeBridge): void {
  render(
    <AppProviders bridge={fake} queryClient={createQueryClient()}>
      <NowClock.Provider value={() => NOW}>
        <ShipmentsView />
      </NowClock.Provider>
    </AppProviders>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  useShipmentsViewState.setState({ section: 'shipped', filter: { day: 'today' }, method: null });
  useUiStore.setState({ view: 'shipments', selected: {} });
});

describe('the Shipments view', () => {
  it('asks for today, marks the voided label and leaves it out of the postage', async () => {
    const fake = bridge(['view:orders', 'view:shipments']);
    show(fake);
    const grid = await screen.findByRole('grid', { name: 'Shipments' });
    await waitFor(() => expect(within(grid).getByText('Voided')).toBeTruthy());
    expect(screen.getByText('1 label on 1 shipment today.')).toBeTruthy();
    expect(
      screen.getByText(/^Postage 14\.00 \(labels name no currency\) · 1 voided label not counted$/),
    ).toBeTruthy();
    // Without view:pii the name is a placeholder, the state stays.
    expect(within(grid).getAllByTitle('Hidden — needs view:pii').length).toBe(2);
    expect(within(grid).getAllByText('OR').length).toBe(2);
    const call = fake.calls.find((c) => c.args[0] === 'ShipmentsPage');
    expect(call?.args[1]).toMatchObject({
      dateFrom: '2026-11-27T00:00:00',
      dateTo: '2026-11-27T23:59:59',
      first: 50,
    });
  });

  it('lists late and at-risk orders oldest first with their holds, and opens an order', async () => {
    useShipmentsViewState.setState({ section: 'late' });
    show(bridge(['view:orders', 'view:shipments']));
    const grid = await screen.findByRole('grid', { name: 'Late and at-risk orders' });
    await waitFor(() => expect(within(grid).getByText('#100150')).toBeTruthy());
    const numbers = within(grid)
      .getAllByText(/^#1001\d\d$/)
      .map((n) => n.textContent);
    expect(numbers).toEqual(['#100150', '#100199']);
    expect(within(grid).getByText('Address hold')).toBeTruthy();
    expect(within(grid).getByText('At risk')).toBeTruthy();
    expect(screen.getByText(/^1 late order and 1 at risk/)).toBeTruthy();
    await userEvent.click(within(grid).getByText('#100150'));
    expect(useUiStore.getState().view).toBe('orders');
  });

  it('without view:shipments says what is missing and reads nothing', () => {
    const fake = bridge(['view:orders']);
    show(fake);
    expect(
      screen.getByRole('heading', { name: 'This sign-in may not see shipments' }),
    ).toBeTruthy();
    expect(fake.calls.some((c) => c.args[0] === 'ShipmentsPage')).toBe(false);
  });
});
