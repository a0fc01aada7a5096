// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import type { ScopeWarningSummary } from '../../shared/bridge/graphql.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { usePaneFocus } from '../state/pane-focus.ts';
import { openOrderByNumber } from './navigation.ts';
import { OrderDetailPane } from './OrderDetailPane.tsx';

afterEach(cleanup);

const ORDER_ID = 'T3JkZXI6NTU3MzAxNzk4';
const pii = (fieldId: string): ScopeWarningSummary => ({
  fieldId,
  requiredScopes: ['view:pii'],
  occurrences: 1,
});

const address = {
  first_name: 'Mia',
  last_name: 'Foster',
  company: null,
  address1: '7817 Sunset St',
  address2: '',
  city: 'Portland',
  state: 'Oregon',
  state_code: 'OR',
  zip: '97277',
  country: 'US',
  country_code: 'US',
  email: 'mia@example.org',
  phone: '503-555-0191',
};
const hidden = Object.fromEntries(
  Object.entries(address).map(([k, v]) => [
    k,
    ['state', 'state_code', 'country', 'country_code'].includes(k) ? v : null,
  ]),
);

function lineItem(i: number) {
  return {
    cursor: `L${i}`,
    node: {
      id: `L${i}`,
      sku: `SBX-${i}`,
      product_name: `Item ${i}`,
      quantity: 2,
      price: '19.5',
      fulfillment_status: 'pending',
      quantity_shipped: 0,
      quantity_pending_fulfillment: 2,
    },
  };
}

function orderBridge(options: { withheld: boolean; status?: string }): FakeBridge {
  let status = options.status ?? 'pending';
  return createFakeBridge({
    session: signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    graphql: (name, variables) => {
      if (name === 'OrderStatusSample') {
        const statuses = ['pending', 'fulfilled', 'pending', 'awaiting-pickup'];
        return ok(
          payload({
            orders: { data: { edges: statuses.map((s) => ({ node: { fulfillment_status: s } })) } },
          }),
        );
      }
      if (name === 'UpdateOrderFulfillmentStatus') {
        const data = variables['data'] as { fulfillment_status: string };
        status = data.fulfillment_status;
        return ok(
          payload({
            order_update_fulfillment_status: {
              order: { id: ORDER_ID, fulfillment_status: status, updated_at: null },
            },
          }),
        );
      }
      if (name !== 'OrderDetail') return ok(payload({}));
      const second = variables['lineItemsAfter'] === 'L1';
      const warnings = options.withheld
        ? [
            'Order.email',
            'OrderAddress.first_name',
            'OrderAddress.address1',
            'OrderAddress.city',
            'OrderAddress.phone',
          ].map(pii)
        : [];
      return ok(
        payload(
          {
            order: {
              data: {
                id: ORDER_ID,
                order_number: '#100999',
                shop_name: 'Sandbox Outfitters',
                fulfillment_status: status,
                order_date: '2024-12-23T12:50:13',
                updated_at: '2024-12-23T12:50:13',
                email: options.withheld ? null : 'mia@example.org',
                currency: 'USD',
                subtotal: '39.00',
                total_discounts: '3.90',
                total_tax: '0',
                total_price: '1234567.5',
                tags: [],
                shipping_lines: {
                  title: 'Expedited',
                  carrier: 'UPS',
                  method: '2nd Day Air',
                  price: '18.95',
                },
                shipping_address: options.withheld ? hidden : address,
                billing_address: null,
                line_items: {
                  total_count: 3,
                  pageInfo: { hasNextPage: !second, endCursor: second ? 'L2' : 'L1' },
                  edges: second ? [lineItem(2)] : [lineItem(0), lineItem(1)],
                },
              },
            },
          },
          warnings,
        ),
      );
    },
  });
}

const pane = () => screen.getByRole('region', { name: 'Summary' }).parentElement as HTMLElement;

describe('OrderDetailPane', () => {
  it('takes focus when another view opens the order by its number, so Escape reaches it', async () => {
    // As the Shipments Late list does: by the bare or #-number, from outside the orders view.
    openOrderByNumber('100999');
    renderWithApp(
      <OrderDetailPane id={ORDER_ID} onClose={() => undefined} />,
      orderBridge({ withheld: false }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order #100999' })),
    );
    expect(usePaneFocus.getState().key).toBeNull();
  });

  it('shows placeholders for withheld fields, never blanks, and unprotected fields as values', async () => {
    renderWithApp(
      <OrderDetailPane id={ORDER_ID} onClose={() => undefined} />,
      orderBridge({ withheld: true }),
    );
    await screen.findByText('Order #100999');
    const placeholders = within(pane()).getAllByText('Hidden — needs view:pii');
    // Order.email, the name, the street, the city line and the phone.
    expect(placeholders).toHaveLength(5);
    // State and country are not withheld: the state follows the city's placeholder.
    expect(within(pane()).getByText('· OR', { exact: false })).toBeTruthy();
    expect(within(pane()).getByText('United States')).toBeTruthy();
    expect(within(pane()).queryByText('mia@example.org')).toBeNull();
    expect(within(pane()).getByText('$1,234,567.50')).toBeTruthy();
  });

  it('shows the values when the token may see them', async () => {
    renderWithApp(
      <OrderDetailPane id={ORDER_ID} onClose={() => undefined} />,
      orderBridge({ withheld: false }),
    );
    await screen.findByText('Order #100999');
    expect(within(pane()).queryByText(/Hidden/)).toBeNull();
    expect(within(pane()).getAllByText('mia@example.org')).toHaveLength(2);
    expect(within(pane()).getByText('7817 Sunset St')).toBeTruthy();
    expect(within(pane()).getByText('Mia Foster')).toBeTruthy();
    // The city line as a US address writes it.
    expect(within(pane()).getByText('Portland, OR 97277')).toBeTruthy();
  });

  it('loads more line items after the last cursor', async () => {
    const bridge = orderBridge({ withheld: false });
    renderWithApp(<OrderDetailPane id={ORDER_ID} onClose={() => undefined} />, bridge);
    expect(await screen.findByText('Line items (2 of 3)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more line items' }));
    expect(await screen.findByText('Item 2')).toBeTruthy();
    expect(screen.getByText('Line items (3)')).toBeTruthy();
    const sent = bridge.calls.filter((c) => c.args[0] === 'OrderDetail').map((c) => c.args[1]);
    expect(sent.at(-1)).toEqual({ id: ORDER_ID, lineItemsFirst: 25, lineItemsAfter: 'L1' });
    expect(screen.queryByRole('button', { name: 'Load more line items' })).toBeNull();
  });

  it('updates the status with the chosen status and reason, then shows the new one', async () => {
    const bridge = orderBridge({ withheld: false });
    renderWithApp(<OrderDetailPane id={ORDER_ID} onClose={() => undefined} />, bridge);
    const select = await screen.findByRole('combobox', { name: 'New status' });
    await screen.findByRole('option', { name: 'awaiting-pickup' });
    await userEvent.selectOptions(select, 'fulfilled');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Shipped by hand');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    await waitFor(() =>
      expect(bridge.calls.filter((c) => c.args[0] === 'UpdateOrderFulfillmentStatus')).toHaveLength(
        1,
      ),
    );
    const call = bridge.calls.find((c) => c.args[0] === 'UpdateOrderFulfillmentStatus');
    expect(call?.args[1]).toEqual({
      data: { order_id: ORDER_ID, fulfillment_status: 'fulfilled', reason: 'Shipped by hand' },
    });
    // Shown as a toast and announced through the persistent live region.
    expect(
      await screen.findByText('Order #100999 is now “fulfilled”', { selector: '.toast-title' }),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('is now “fulfilled”');
    // The pane refetched: the summary shows the new status.
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getByText('Fulfilled')).toBeTruthy());
  });

  it('sends a confirmed new status from "Other…", trimmed, and refuses the current one before sending', async () => {
    const bridge = orderBridge({ withheld: false });
    renderWithApp(<OrderDetailPane id={ORDER_ID} onClose={() => undefined} />, bridge);
    const select = await screen.findByRole('combobox', { name: 'New status' });
    await userEvent.selectOptions(select, 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('The order already has this status.')).toBeTruthy();

    await userEvent.selectOptions(select, 'Other…');
    await userEvent.type(screen.getByRole('combobox', { name: 'Other status' }), ' on-hold ');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    // No order of the account is "on-hold" yet: nothing is sent until that is confirmed.
    expect(await screen.findByText(/No order is “on-hold” yet/)).toBeTruthy();
    expect(bridge.calls.filter((c) => c.args[0] === 'UpdateOrderFulfillmentStatus')).toHaveLength(
      0,
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Create the new status “on-hold”/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => {
      const call = bridge.calls.find((c) => c.args[0] === 'UpdateOrderFulfillmentStatus');
      expect(call?.args[1]).toEqual({
        data: { order_id: ORDER_ID, fulfillment_status: 'on-hold' },
      });
    });
    expect(bridge.calls.filter((c) => c.args[0] === 'UpdateOrderFulfillmentStatus')).toHaveLength(
      1,
    );
  });
});
