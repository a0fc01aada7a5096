// @vitest-environment happy-dom
/**
 * The Inventory view's Stock changes section against a fake bridge: today's feed with the large
 * adjustment first and the shipping deductions folded until opened; a reason search over a long
 * range is read in 60-day windows and says so; a SKU opens One SKU.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/bridge/errors.ts';
import { SHIPPING_DEDUCTION_REASON } from '../../../shared/inventory/stock-change-kinds.ts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../data/query-client.ts';
import { NowClock } from '../../state/use-now.ts';
import { useUiStore } from '../../state/ui-store.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  type FakeBridge,
} from '../../testing/fake-bridge.ts';
import { InventoryView } from '../InventoryView.tsx';
import { useInventoryViewState } from '../view-state.ts';

const NOW = new Date(2026, 10, 27, 15, 0, 0).getTime();
const TODAY = '2026-11-27';

afterEach(cleanup);
beforeEach(() => {
  useUiStore.setState({ selected: {} });
  useInventoryViewState.setState({ section: 'stock-changes', filter: null });
});

function node(id: string, sku: string, delta: number, reason: string, at: string) {
  return {
    id,
    user_id: 'U2',
    sku,
    warehouse_id: 'W1',
    previous_on_hand: 400,
    change_in_on_hand: delta,
    reason,
    cycle_counted: false,
    created_at: at,
  };
}

const TODAYS = [
  node('C1', 'MUG-1', -1, SHIPPING_DEDUCTION_REASON, `${TODAY}T14:00:00`),
  node('C2', 'MUG-2', -2, SHIPPING_DEDUCTION_REASON, `${TODAY}T13:00:00`),
  node('C3', 'LAMP-9', -180, 'Pallet damaged by forklift, written off', `${TODAY}T09:00:00`),
  node('C4', 'MUG-1', 2, 'Cycle count adjustment', `${TODAY}T08:00:00`),
];

function feedBridge(): FakeBridge {
  return createFakeBridge({
    session: signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    graphql: (name, variables) => {
      if (name === 'StockChanges') {
        const fromToday = String(variables['from']).startsWith(TODAY);
        return ok({
          ...payload({
            inventory_changes: {
              data: {
                pageInfo: { hasNextPage: false, endCursor: null },
                edges: (fromToday ? TODAYS : []).map((n) => ({ node: n })),
              },
            },
          }),
          cost: { estimated: 101, actual: fromToday ? 5 : 1, pageSize: null },
        });
      }
      if (name === 'AccountWarehouses') {
        return ok(
          payload({ account: { data: { warehouses: [{ id: 'W1', identifier: 'Primary' }] } } }),
        );
      }
      if (name === 'Viewer') {
        return ok(
          payload({ me: { data: { id: 'U1', first_name: 'Morgan', last_name: 'Reyes' } } }),
        );
      }
      return failure({ kind: 'server', message: `${name} not scripted` });
    },
  });
}

function show(bridge: FakeBridge) {
  render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      <NowClock.Provider value={() => NOW}>
        <InventoryView />
      </NowClock.Provider>
    </AppProviders>,
  );
}

const feedCalls = (bridge: FakeBridge) =>
  bridge.calls
    .filter((c) => c.method === 'graphql' && c.args[0] === 'StockChanges')
    .map((c) => c.args[1] as Record<string, unknown>);

describe('Stock changes', () => {
  it('lists today with the large adjustment first and the shipping deductions folded', async () => {
    const bridge = feedBridge();
    show(bridge);
    const table = await screen.findByRole('table', { name: 'Stock changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Large.*LAMP-9.*[-−]180.*Pallet damaged by forklift/),
      expect.stringMatching(
        /Routine shipping at Primary.*2 shipping deductions, 3 units of 2 SKUs/,
      ),
      expect.stringMatching(/MUG-1.*\+2.*Cycle count adjustment.*Another user/),
    ]);
    expect(
      screen.getByText(
        '4 changes: 1 large adjustment, 2 routine shipping deductions folded into 1 row, 1 other change.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Read in 1 request, 5 credits\./)).toBeTruthy();
    // No catalogue copy in this session: the rows show SKUs alone, and the view says why.
    expect(screen.getByText('Product names appear once the catalogue copy is ready.')).toBeTruthy();
    expect(feedCalls(bridge)).toEqual([
      expect.objectContaining({ from: `${TODAY}T00:00:00`, to: `${TODAY}T23:59:59`, reason: null }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: /Routine shipping at Primary/ }));
    expect(within(table).getAllByText(SHIPPING_DEDUCTION_REASON)).toHaveLength(2);
  });

  it('reads a long reason search in 60-day windows and says what it cost', async () => {
    useInventoryViewState.setState({ filter: { from: '2026-07-01', to: TODAY } });
    const bridge = feedBridge();
    show(bridge);
    expect(await screen.findByText('No stock changes.')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Reason contains' }),
      'forklift{Enter}',
    );
    expect(
      await screen.findByText(/these 150 days were read in 3 windows: 3 requests, 3 credits\./),
    ).toBeTruthy();
    const searched = feedCalls(bridge).filter((c) => c['reason'] === 'forklift');
    expect(searched.map((c) => [c['from'], c['to']])).toEqual([
      ['2026-09-29T00:00:00', '2026-11-27T23:59:59'],
      ['2026-07-31T00:00:00', '2026-09-28T23:59:59'],
      ['2026-07-01T00:00:00', '2026-07-30T23:59:59'],
    ]);
  });

  it('opens a change’s SKU in One SKU', async () => {
    show(feedBridge());
    await userEvent.click(await screen.findByRole('button', { name: 'LAMP-9' }));
    expect(useInventoryViewState.getState().section).toBe('one-sku');
    expect(useUiStore.getState().selected.inventory).toBe('LAMP-9');
    expect(screen.getByRole('button', { name: 'One SKU', pressed: true })).toBeTruthy();
  });
});
