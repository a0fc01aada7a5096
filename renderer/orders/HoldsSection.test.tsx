// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartialError } from '../../shared/bridge/graphql.ts';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import { createFakeBridge, reply, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { HoldsSection } from './HoldsSection.tsx';

afterEach(cleanup);

const ORDER_ID = 'T3JkZXI6NTU3MzAxNzk4';
const placed = {
  order: { id: ORDER_ID, order_number: '#100999', updated_at: null, holds: { client_hold: true } },
};
const noted = { order: { id: ORDER_ID, updated_at: null } };
const outOfCredits = (root: string): PartialError => ({
  message: 'There are not enough credits to perform the requested operation.',
  code: ERROR_CODES.notEnoughCredits,
  path: [root],
});

/** Answers PlaceOrderHold as `place` says; records every call. */
function holdsBridge(place: 'all' | 'note-fails' | 'hold-fails'): FakeBridge {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:orders', 'change:orders'] }),
    graphql: (name) => {
      if (name === 'PlaceOrderHold') {
        if (place === 'note-fails') {
          return reply({ order_update_holds: placed, order_add_history_entry: null }, [
            outOfCredits('order_add_history_entry'),
          ]);
        }
        if (place === 'hold-fails') {
          return reply({ order_update_holds: null, order_add_history_entry: noted }, [
            { message: 'Order is locked', code: 9, path: ['order_update_holds'] },
          ]);
        }
        return reply({ order_update_holds: placed, order_add_history_entry: noted }, []);
      }
      if (name === 'AddOrderNote') return reply({ order_add_history_entry: noted }, []);
      if (name === 'UpdateOrderHolds') return reply({ order_update_holds: placed }, []);
      return reply({}, []);
    },
  });
}

const sent = (bridge: FakeBridge, name: string) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === name).map((c) => c.args[1]);

async function placeClientHold(reason: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hold' }), 'client_hold');
  if (reason) {
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for the hold/ }), reason);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Place hold' }));
}

describe('placing a hold', () => {
  it('sends the hold and its reason in one request, and nothing else', async () => {
    const bridge = holdsBridge('all');
    renderWithApp(<HoldsSection orderId={ORDER_ID} orderNumber="#100999" holds={null} />, bridge);
    await placeClientHold('  Card declined twice ');
    await screen.findByText('Order #100999 is on hold', { selector: '.toast-title' });
    expect(sent(bridge, 'PlaceOrderHold')).toEqual([
      {
        hold: { order_id: ORDER_ID, client_hold: true },
        note: {
          order_id: ORDER_ID,
          history_entry: { source: 'Floorboard', message: 'Hold reason: Card declined twice' },
        },
      },
    ]);
    expect(sent(bridge, 'AddOrderNote')).toEqual([]);
    expect(sent(bridge, 'UpdateOrderHolds')).toEqual([]);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Reason for the hold/ }).value,
    ).toBe('');
  });

  it('without a reason sends the hold alone', async () => {
    const bridge = holdsBridge('all');
    renderWithApp(<HoldsSection orderId={ORDER_ID} orderNumber="#100999" holds={null} />, bridge);
    await placeClientHold('');
    await waitFor(() =>
      expect(sent(bridge, 'UpdateOrderHolds')).toEqual([
        { data: { order_id: ORDER_ID, client_hold: true } },
      ]),
    );
    expect(sent(bridge, 'PlaceOrderHold')).toEqual([]);
  });

  it('when only the reason failed, says so and saves the reason alone, never the hold again', async () => {
    const bridge = holdsBridge('note-fails');
    renderWithApp(<HoldsSection orderId={ORDER_ID} orderNumber="#100999" holds={null} />, bridge);
    await placeClientHold('Card declined twice');
    const alert = await screen.findByText(
      'The hold is placed, but its reason was not saved: “Card declined twice”.',
    );
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(/API credits/);
    await userEvent.click(screen.getByRole('button', { name: 'Save the reason' }));
    await screen.findByText('Reason added to the timeline', { selector: '.toast-title' });
    expect(sent(bridge, 'AddOrderNote')).toEqual([
      {
        data: {
          order_id: ORDER_ID,
          history_entry: { source: 'Floorboard', message: 'Hold reason: Card declined twice' },
        },
      },
    ]);
    expect(sent(bridge, 'PlaceOrderHold')).toHaveLength(1);
    expect(screen.queryByText(/its reason was not saved/)).toBeNull();
  });

  it('when the hold failed but its reason was written, says both and clears the reason', async () => {
    const bridge = holdsBridge('hold-fails');
    renderWithApp(<HoldsSection orderId={ORDER_ID} orderNumber="#100999" holds={null} />, bridge);
    await placeClientHold('Card declined twice');
    expect(
      await screen.findByText('The reason is in the timeline, but the hold was not placed.'),
    ).toBeTruthy();
    expect(screen.getByText(/Order is locked/)).toBeTruthy();
    expect(screen.queryByText(/is on hold/)).toBeNull();
    // Placing again sends the hold alone: the reason is already in the timeline.
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Reason for the hold/ }).value,
    ).toBe('');
  });
});
