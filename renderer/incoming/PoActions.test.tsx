// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../state/ui-store.ts';
import { failure } from '../testing/fake-bridge.ts';
import { poBridge } from './testing/po-bridge.ts';
import { changedReply, noteReply } from './testing/po-replies.ts';
import { resetIncomingView, showIncoming } from './testing/show-incoming.tsx';

afterEach(cleanup);
beforeEach(() => resetIncomingView('PO2'));

const grid = () => screen.getByRole('grid', { name: 'Purchase orders' });

describe('acting on a purchase order', () => {
  it('closes it only after a confirmation, and says so', async () => {
    const bridge = poBridge(undefined, (name, variables) =>
      name === 'ClosePurchaseOrder'
        ? changedReply('purchase_order_close', variables, 'closed')
        : null,
    );
    showIncoming(bridge);
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
        return noteReply(variables);
      }
      if (name === 'ClosePurchaseOrder') {
        return changedReply('purchase_order_close', variables, 'closed');
      }
      return null;
    });
    showIncoming(bridge);
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

  it('after a failed close, a cancel writes its own reason, not the close’s', async () => {
    const bridge = poBridge(undefined, (name, variables) => {
      if (name === 'NotePurchaseOrder') {
        return noteReply(variables);
      }
      if (name === 'ClosePurchaseOrder') {
        return failure({ kind: 'server', message: 'Close refused' });
      }
      if (name === 'CancelPurchaseOrder') {
        return changedReply('purchase_order_cancel', variables, 'canceled');
      }
      return null;
    });
    showIncoming(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Close PO' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close PO 1002?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close PO' }));
    expect(
      await within(dialog).findByText(
        'The reason is in the note, but the change did not go through.',
      ),
    ).toBeTruthy();
    // The error is shown once, in the dialog.
    expect(screen.getAllByText(/Close refused/)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel PO' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel PO 1002?' });
    const field = within(dialog).getByLabelText(/^Reason/);
    expect(field).toHaveProperty('disabled', false);
    await userEvent.clear(field);
    await userEvent.type(field, 'vendor gone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel PO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notes = bridge.calls
      .filter((c) => c.args[0] === 'NotePurchaseOrder')
      .map((c) => c.args[1]);
    expect(notes).toEqual([
      { poId: 'PO2', note: 'Closed 2026-11-27: late' },
      { poId: 'PO2', note: 'Cancelled 2026-11-27: vendor gone' },
    ]);
    expect(bridge.calls.find((c) => c.args[0] === 'CancelPurchaseOrder')?.args[1]).toEqual({
      poId: 'PO2',
    });
  });

  it('sends no change when the reason is too long', async () => {
    const bridge = poBridge();
    showIncoming(bridge);
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
        ? changedReply(
            'purchase_order_set_fulfillment_status',
            variables,
            String(variables['status']),
            null,
          )
        : null,
    );
    showIncoming(bridge);
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
    showIncoming(poBridge(['view:purchase_orders', 'view:vendors']));
    const close = await screen.findByRole('button', { name: 'Close PO' });
    expect(close).toHaveProperty('disabled', true);
    expect(
      screen.getAllByText('Needs permission to Change purchase orders (change:purchase_orders)')
        .length,
    ).toBe(3);
  });

  it('offers no Cancel once goods have arrived, and says to close instead', async () => {
    useUiStore.setState({ selected: { incoming: 'PO4' } });
    showIncoming(poBridge());
    expect(await screen.findByText(/cannot be cancelled: close it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel PO' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close PO' })).toBeTruthy();
  });
});
