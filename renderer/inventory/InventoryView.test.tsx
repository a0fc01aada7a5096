// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { useUiStore } from '../state/ui-store.ts';
import {
  createFakeBridge,
  failure,
  payload,
  reply,
  signedIn,
  type FakeBridge,
} from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { InventoryView } from './InventoryView.tsx';

afterEach(cleanup);
beforeEach(() => useUiStore.setState({ selected: {} }));

interface Change {
  id: string;
  sku: string;
  warehouse_id: string;
  previous_on_hand: number;
  change_in_on_hand: number;
  reason: string;
  created_at: string;
}

/** A tiny warehouse: on-hand per record and its change log, changed by the stock mutations. */
function warehouseBridge(
  options: { readonly removeRefusal?: string; readonly scopes?: readonly string[] } = {},
): FakeBridge {
  const onHand: Record<string, number> = { W1: 10, W2: 3 };
  const changes: Change[] = [];
  const record = (warehouseId: string, change: number, reason: string) => {
    changes.unshift({
      id: `C${changes.length + 1}`,
      sku: 'MUG-1',
      warehouse_id: warehouseId,
      previous_on_hand: onHand[warehouseId] ?? 0,
      change_in_on_hand: change,
      reason,
      created_at: `2024-12-2${changes.length + 1}T12:00:00`,
    });
    onHand[warehouseId] = (onHand[warehouseId] ?? 0) + change;
  };
  record('W1', 0, 'Opening count');
  const stockPayload = (key: string, data: { warehouse_id: string }) =>
    ok(
      payload({
        [key]: {
          warehouse_product: {
            ...data,
            on_hand: onHand[data.warehouse_id],
            allocated: 0,
            available: onHand[data.warehouse_id],
          },
        },
      }),
    );

  return createFakeBridge({
    session: options.scopes
      ? signedIn({ scopes: options.scopes })
      : signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    graphql: (name, variables) => {
      const data = variables['data'] as { warehouse_id: string; quantity: number; reason: string };
      switch (name) {
        case 'ProductDetail':
          return ok(
            payload({
              product: {
                data: {
                  id: 'P1',
                  sku: 'MUG-1',
                  name: 'Enamel mug',
                  warehouse_products: ['W1', 'W2'].map((id) => ({
                    id: `WP-${id}`,
                    warehouse_id: id,
                    on_hand: onHand[id],
                    allocated: 0,
                    available: onHand[id],
                    reorder_level: id === 'W1' ? 4 : 5,
                    reorder_amount: id === 'W1' ? 12 : 20,
                    warehouse: { id, identifier: id === 'W1' ? 'Primary' : 'Reno West' },
                  })),
                },
              },
            }),
          );
        case 'InventoryChanges':
          return ok(
            payload({
              inventory_changes: {
                data: {
                  pageInfo: { hasNextPage: false, endCursor: null },
                  edges: changes.map((node) => ({ cursor: node.id, node })),
                },
              },
            }),
          );
        case 'AddInventory':
          record(data.warehouse_id, data.quantity, data.reason);
          return stockPayload('inventory_add', data);
        case 'RemoveInventory':
          if (
            options.removeRefusal !== undefined ||
            data.quantity > (onHand[data.warehouse_id] ?? 0)
          ) {
            return reply({ inventory_remove: null }, [
              {
                message: options.removeRefusal ?? 'Cannot remove more than on hand',
                code: 3,
                path: ['inventory_remove'],
              },
            ]);
          }
          record(data.warehouse_id, -data.quantity, data.reason);
          return stockPayload('inventory_remove', data);
        default:
          return failure({ kind: 'server', message: `${name} not scripted` });
      }
    },
  });
}

const sent = (bridge: FakeBridge, name: string) =>
  bridge.calls.filter((c) => c.method === 'graphql' && c.args[0] === name);

async function lookUp(sku: string) {
  const search = await screen.findByRole('searchbox', { name: 'Look up a SKU' });
  await userEvent.type(search, `${sku}{Enter}`);
  await screen.findByRole('combobox', { name: 'Warehouse' });
}

async function adjust(warehouse: string, quantity: string, reason: string, button: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), warehouse);
  const qty = screen.getByRole('textbox', { name: /^Quantity/ });
  await userEvent.clear(qty);
  await userEvent.type(qty, quantity);
  const why = screen.getByRole('textbox', { name: /^Reason/ });
  await userEvent.clear(why);
  await userEvent.type(why, reason);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('InventoryView', () => {
  it('refuses to remove more than is on hand, before sending', async () => {
    const bridge = warehouseBridge();
    renderWithApp(<InventoryView />, bridge);
    await lookUp('MUG-1');
    await adjust('Reno West — 3 on hand', '4', 'Damaged', 'Remove stock');

    expect(
      await screen.findByText('Only 3 on hand in Reno West: remove at most that many.'),
    ).toBeTruthy();
    expect(sent(bridge, 'RemoveInventory')).toEqual([]);
  });

  it('requires a reason', async () => {
    const bridge = warehouseBridge();
    renderWithApp(<InventoryView />, bridge);
    await lookUp('MUG-1');
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText('Say why the stock changes.')).toBeTruthy();
    expect(sent(bridge, 'AddInventory')).toEqual([]);
  });

  it('sends a change and shows it in the refreshed history and stock', async () => {
    const bridge = warehouseBridge();
    renderWithApp(<InventoryView />, bridge);
    await lookUp('MUG-1');
    const history = screen.getByRole('table', { name: 'Inventory changes' });
    expect(within(history).queryByText('Delivery from supplier')).toBeNull();

    await adjust('Primary — 10 on hand', '7', 'Delivery from supplier', 'Add stock');

    await waitFor(() => expect(sent(bridge, 'AddInventory')).toHaveLength(1));
    expect(sent(bridge, 'AddInventory')[0]?.args[1]).toEqual({
      data: { sku: 'MUG-1', warehouse_id: 'W1', quantity: 7, reason: 'Delivery from supplier' },
    });
    const row = (
      await within(screen.getByRole('table', { name: 'Inventory changes' })).findByText(
        'Delivery from supplier',
      )
    ).closest('tr');
    expect(row?.textContent).toContain('+7');
    expect(row?.textContent).toContain('17');
    expect(await screen.findByRole('option', { name: 'Primary — 17 on hand' })).toBeTruthy();
    expect(await screen.findByText('Added 7 to Primary')).toBeTruthy();
  });

  it('shows each warehouse’s reorder level and amount, marking the low one', async () => {
    renderWithApp(<InventoryView />, warehouseBridge());
    await lookUp('MUG-1');
    const reordering = screen.getByRole('region', { name: 'Reordering' });
    const lines = within(reordering)
      .getAllByRole('row')
      .map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Warehouse', 'Available', 'Reorder level', 'Reorder amount'],
      ['Primary', '10', '4', '12'],
      ['Reno West', '3 (low)', '5', '20'],
    ]);
  });

  it('shows the service’s refusal of a removal', async () => {
    // Another user emptied the shelf after this page loaded: the local check passes, the service refuses.
    const bridge = warehouseBridge({ removeRefusal: 'Only 0 on hand for MUG-1 in Reno West' });
    renderWithApp(<InventoryView />, bridge);
    await lookUp('MUG-1');
    await adjust('Reno West — 3 on hand', '2', 'Damaged', 'Remove stock');
    await waitFor(() => expect(sent(bridge, 'RemoveInventory')).toHaveLength(1));
    expect(await screen.findByText(/Only 0 on hand for MUG-1 in Reno West/)).toBeTruthy();
  });

  it('disables the three actions with one reason when the token lacks change:inventory', async () => {
    const bridge = warehouseBridge({ scopes: ['view:products', 'view:inventory'] });
    renderWithApp(<InventoryView />, bridge);
    await lookUp('MUG-1');
    const adjust = within(screen.getByRole('region', { name: 'Adjust stock' }));
    const reason = adjust.getByText('Needs permission to Change stock (change:inventory)');
    for (const name of ['Add stock', 'Remove stock', 'Replace stock']) {
      const button = adjust.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    }
    expect(adjust.getAllByRole('button', { name: 'Ask for “Change stock”' })).toHaveLength(1);
    // The import is a stock change too: disabled, with its own reason beside it.
    const importButton = screen.getByRole('button', { name: 'Import stock changes' });
    expect(importButton).toHaveProperty('disabled', true);
    expect(
      document.getElementById(importButton.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Needs permission to Change stock (change:inventory)');
  });
});
