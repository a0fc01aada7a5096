// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { DEFAULT_PO_FILTERS } from '../../shared/purchase-orders/filters.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { NowClock } from '../kiosk/use-now.ts';
import { useUiStore } from '../state/ui-store.ts';
import { payload, type FakeBridge } from '../testing/fake-bridge.ts';
import { IncomingView } from './IncomingView.tsx';
import { poBridge, TODAY_MS } from './testing/po-bridge.ts';
import { DEFAULT_PO_SORT, useIncomingViewState } from './view-state.ts';

afterEach(cleanup);
beforeEach(() => {
  useIncomingViewState.setState({
    section: 'purchase-orders',
    filters: DEFAULT_PO_FILTERS,
    sort: DEFAULT_PO_SORT,
  });
  useUiStore.setState({ selected: { incoming: 'PO2' } });
});

function show(bridge: FakeBridge): void {
  render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      <NowClock.Provider value={() => TODAY_MS}>
        <IncomingView />
      </NowClock.Provider>
    </AppProviders>,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Purchase orders' });

describe('acting on a purchase order', () => {
  it('closes it only after a confirmation, and says so', async () => {
    const bridge = poBridge(undefined, (name, variables) =>
      name === 'ClosePurchaseOrder'
        ? ok(
            payload({
              purchase_order_close: {
                purchase_order: {
                  id: variables['poId'],
                  po_number: '1002',
                  fulfillment_status: 'closed',
                  date_closed: '2026-11-27T12:00:00',
                },
              },
            }),
          )
        : null,
    );
    show(bridge);
    await waitFor(() => expect(within(grid()).getByText('1002')).toBeTruthy());
    await userEvent.click(await screen.findByRole('button', { name: 'Close PO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close PO 1002?' });
    expect(bridge.calls.some((c) => c.args[0] === 'ClosePurchaseOrder')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close PO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = bridge.calls.find((c) => c.args[0] === 'ClosePurchaseOrder');
    expect(call?.args[1]).toEqual({ poId: 'PO2' });
    expect(await screen.findByText('PO 1002 is now “closed”')).toBeTruthy();
  });

  it('puts the reason in the PO’s note first, then closes it', async () => {
    const bridge = poBridge(undefined, (name, variables) => {
      if (name === 'NotePurchaseOrder') {
        return ok(
          payload({
            purchase_order_update: {
              purchase_order: { id: variables['poId'], po_note: variables['note'] },
            },
          }),
        );
      }
      if (name === 'ClosePurchaseOrder') {
        return ok(
          payload({
            purchase_order_close: {
              purchase_order: {
                id: variables['poId'],
                po_number: '1002',
                fulfillment_status: 'closed',
                date_closed: '2026-11-27T12:00:00',
              },
            },
          }),
        );
      }
      return null;
    });
    show(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Close PO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close PO 1002?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'vendor  short shipped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close PO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const changes = bridge.calls
      .filter((c) => c.args[0] === 'NotePurchaseOrder' || c.args[0] === 'ClosePurchaseOrder')
      .map((c) => [c.args[0], c.args[1]]);
    expect(changes).toEqual([
      ['NotePurchaseOrder', { poId: 'PO2', note: 'Closed 2026-11-27: vendor short shipped' }],
      ['ClosePurchaseOrder', { poId: 'PO2' }],
    ]);
  });

  it('sends no change when the reason is too long', async () => {
    const bridge = poBridge();
    show(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Close PO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close PO 1002?' });
    const field = within(dialog).getByLabelText(/^Reason/);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close PO' }));
    expect(await within(dialog).findByText(/Keep the reason to 500 characters/)).toBeTruthy();
    expect(
      bridge.calls.some(
        (c) => c.args[0] === 'NotePurchaseOrder' || c.args[0] === 'ClosePurchaseOrder',
      ),
    ).toBe(false);
  });

  it('sets a status word after confirming it', async () => {
    const bridge = poBridge(undefined, (name, variables) =>
      name === 'SetPurchaseOrderStatus'
        ? ok(
            payload({
              purchase_order_set_fulfillment_status: {
                purchase_order: {
                  id: variables['poId'],
                  po_number: '1002',
                  fulfillment_status: variables['status'],
                  date_closed: null,
                },
              },
            }),
          )
        : null,
    );
    show(bridge);
    await userEvent.type(await screen.findByLabelText('New status'), 'in-transit');
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set PO 1002 to “in-transit”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set status' }));
    await waitFor(() =>
      expect(bridge.calls.find((c) => c.args[0] === 'SetPurchaseOrderStatus')?.args[1]).toEqual({
        poId: 'PO2',
        status: 'in-transit',
      }),
    );
  });

  it('without change:purchase_orders the buttons are disabled and say why', async () => {
    show(poBridge(['view:purchase_orders', 'view:vendors']));
    const close = await screen.findByRole('button', { name: 'Close PO' });
    expect(close).toHaveProperty('disabled', true);
    expect(
      screen.getAllByText('Needs permission to Change purchase orders (change:purchase_orders)')
        .length,
    ).toBe(3);
  });

  it('offers no Cancel once goods have arrived, and says to close instead', async () => {
    useUiStore.setState({ selected: { incoming: 'PO4' } });
    show(poBridge());
    expect(await screen.findByText(/cannot be cancelled: close it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel PO' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close PO' })).toBeTruthy();
  });
});
