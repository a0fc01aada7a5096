// @vitest-environment happy-dom
/**
 * The Late & at risk list asks the service for the open orders only, and never says "Nothing is
 * late" while pages that could hold a late order remain unread.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { OPEN_ORDERS_STATUS } from '../../shared/orders/open-orders-status.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { NowClock } from '../state/use-now.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { LateSection } from './LateSection.tsx';
import { useShipmentsViewState } from './view-state.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

const order = (id: string, required_ship_date: string | null) => ({
  id,
  order_number: `#${id}`,
  order_date: '2026-11-20T08:00:00',
  required_ship_date,
  fulfillment_status: 'pending',
  shop_name: 'Etsy',
  holds: null,
});

// The first page holds open orders with no ship date (none late); the second a late one.
const PAGES = [
  { orders: [order('100001', null), order('100002', null)], next: 'p2' },
  { orders: [order('100003', '2026-11-25T08:00:00')], next: null },
];

function bridge(): FakeBridge {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:accounts', 'view:orders'] }),
    graphql: (name, variables) => {
      if (name !== 'LateOrdersPage') return ok(payload({}));
      const page = variables['after'] === 'p2' ? PAGES[1] : PAGES[0];
      return ok(
        payload({
          orders: {
            data: {
              pageInfo: { hasNextPage: page?.next != null, endCursor: page?.next ?? null },
              edges: (page?.orders ?? []).map((node) => ({ cursor: node.id, node })),
            },
          },
        }),
      );
    },
  });
}

afterEach(cleanup);
beforeEach(() => {
  useShipmentsViewState.setState({ section: 'late', lateDueFrom: null });
});

describe('the Late & at risk list', () => {
  it('reads the open orders only, and offers the next page instead of "Nothing is late"', async () => {
    const fake = bridge();
    render(
      <AppProviders bridge={fake} queryClient={createQueryClient()}>
        <NowClock.Provider value={() => NOW}>
          <LateSection />
        </NowClock.Provider>
      </AppProviders>,
    );
    await screen.findByText('None late so far');
    expect(screen.queryByText('Nothing is late')).toBeNull();
    expect(
      screen.getByText('No late order among the orders read so far; more remain to be read.'),
    ).toBeTruthy();
    const first = fake.calls.find((call) => call.args[0] === 'LateOrdersPage');
    expect(first?.args[1]).toMatchObject({ fulfillmentStatus: OPEN_ORDERS_STATUS });

    await userEvent.click(screen.getByRole('button', { name: 'Read more orders' }));
    const grid = await screen.findByRole('grid', { name: 'Late and at-risk orders' });
    await waitFor(() => expect(within(grid).getByText('#100003')).toBeTruthy());
    expect(screen.getByText(/^1 late order and 0 at risk/)).toBeTruthy();
  });

  it('reads each open status the account uses and merges them by ship date', async () => {
    const held = (id: string, day: string) => ({
      ...order(id, `2026-11-${day}T08:00:00`),
      fulfillment_status: 'on-hold',
    });
    const fake = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:accounts', 'view:orders'] }),
      graphql: (name, variables) => {
        if (name === 'OrderStatusSample') {
          const statuses = ['pending', 'on-hold', 'fulfilled'];
          const edges = statuses.map((status) => ({ node: { fulfillment_status: status } }));
          return ok(payload({ orders: { data: { edges } } }));
        }
        if (name !== 'LateOrdersPage') return ok(payload({}));
        const nodes =
          variables['fulfillmentStatus'] === 'on-hold'
            ? [held('100004', '22'), held('100006', '26')]
            : [order('100005', '2026-11-24T08:00:00')];
        return ok(
          payload({
            orders: {
              data: {
                pageInfo: { hasNextPage: false, endCursor: null },
                edges: nodes.map((node) => ({ cursor: node.id, node })),
              },
            },
          }),
        );
      },
    });
    render(
      <AppProviders bridge={fake} queryClient={createQueryClient()}>
        <NowClock.Provider value={() => NOW}>
          <LateSection />
        </NowClock.Provider>
      </AppProviders>,
    );
    const grid = await screen.findByRole('grid', { name: 'Late and at-risk orders' });
    await waitFor(() => expect(within(grid).getByText('#100006')).toBeTruthy());
    const numbers = within(grid)
      .getAllByText(/^#1000\d\d$/)
      .map((cell) => cell.textContent);
    expect(numbers).toEqual(['#100004', '#100005', '#100006']);
    const read = fake.calls
      .filter((call) => call.args[0] === 'LateOrdersPage')
      .map((call) => call.args[1]);
    expect(read).toEqual([
      expect.objectContaining({ fulfillmentStatus: 'pending', after: null }),
      expect.objectContaining({ fulfillmentStatus: 'on-hold', after: null }),
    ]);
    expect(screen.getByText(/under the statuses pending and on-hold/)).toBeTruthy();
  });
});
