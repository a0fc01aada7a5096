// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { createFakeBridge, payload, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { nextDeliveryOf, onOrderOf } from './on-order.ts';
import { NextDelivery } from './NextDelivery.tsx';
import { OnOrder } from './OnOrder.tsx';

afterEach(cleanup);

const line = (sku: string, quantity: number, received = 0, rejected = 0) => ({
  node: { sku, quantity, quantity_received: received, quantity_rejected: rejected },
});

function po(
  id: string,
  number: string,
  lines: ReturnType<typeof line>[],
  closed: string | null = null,
  moreLines = false,
  warehouse = 'W1',
  date = '2026-12-03T00:00:00',
) {
  return {
    node: {
      id,
      po_number: number,
      po_date: date,
      date_closed: closed,
      arrived_at: null,
      fulfillment_status: closed ? 'closed' : 'pending',
      warehouse_id: warehouse,
      line_items: { pageInfo: { hasNextPage: moreLines, endCursor: null }, edges: lines },
    },
  };
}

const DATA = {
  purchase_orders: {
    request_id: null,
    complexity: null,
    data: {
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [
        po('A', 'PO-1', [line('OTHER', 5), line('SBX-1', 40, 10, 2)]),
        po('B', 'PO-2', [line('SBX-1', 12)]),
        // Closed: nothing more comes on it.
        po('C', 'PO-3', [line('SBX-1', 99)], '2026-11-01T00:00:00'),
        // All received: nothing left to come.
        po('D', 'PO-4', [line('SBX-1', 5, 5)]),
      ],
    },
  },
};

const WAREHOUSES = {
  account: {
    request_id: 'r',
    complexity: 1,
    data: {
      id: 'A1',
      warehouses: [
        { id: 'W1', identifier: 'Reno West' },
        { id: 'W2', identifier: 'Primary' },
      ],
    },
  },
};

/** view:accounts names the warehouses. */
const SCOPES = ['openid', 'view:products', 'view:purchase_orders', 'view:accounts'];

/** Answers the SKU's POs and the account's warehouses. */
const answer = (data: unknown) => (name: string) =>
  ok(payload(name === 'OnOrderForSku' ? data : name === 'AccountWarehouses' ? WAREHOUSES : {}));

describe('onOrderOf', () => {
  it('adds what is still to come on the open POs with the SKU', () => {
    const onOrder = onOrderOf(DATA, 'SBX-1');
    expect(onOrder.lines.map((l) => [l.poNumber, l.outstanding])).toEqual([
      ['PO-1', 28],
      ['PO-2', 12],
    ]);
    expect(onOrder.total).toBe(40);
    expect(onOrder.more).toBe(false);
  });
});

/** An open PO whose first lines read are all of other SKUs, with more lines unread. */
const LONG_PO = po(
  'E',
  'PO-5',
  Array.from({ length: 10 }, (_, i) => line(`OTHER-${i}`, 1)),
  null,
  true,
);
const WITH_LONG_PO = {
  purchase_orders: {
    ...DATA.purchase_orders,
    data: {
      ...DATA.purchase_orders.data,
      edges: [...DATA.purchase_orders.data.edges, LONG_PO],
    },
  },
};

describe('OnOrder', () => {
  it('says the total is a floor when one PO’s line of the SKU was not read', async () => {
    expect(onOrderOf(WITH_LONG_PO, 'SBX-1')).toMatchObject({ total: 40, unread: 1 });
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:products', 'view:purchase_orders'] }),
      graphql: (name) => ok(payload(name === 'OnOrderForSku' ? WITH_LONG_PO : {})),
    });
    const { container } = renderWithApp(<OnOrder sku="SBX-1" />, bridge);
    await waitFor(() => expect(screen.getByText('40')).toBeTruthy());
    expect(container.querySelector('p')?.textContent).toBe(
      'At least 40 on order on 3 open POs: one PO’s lines were not all read, so its quantity is in its pane, not in this total.',
    );
  });

  it('names no quantity when the only PO’s line of the SKU was not read', async () => {
    const only = {
      purchase_orders: {
        ...DATA.purchase_orders,
        data: { ...DATA.purchase_orders.data, edges: [LONG_PO] },
      },
    };
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:products', 'view:purchase_orders'] }),
      graphql: (name) => ok(payload(name === 'OnOrderForSku' ? only : {})),
    });
    const { container } = renderWithApp(<OnOrder sku="SBX-1" />, bridge);
    await waitFor(() => expect(screen.getByRole('button', { name: 'PO-5' })).toBeTruthy());
    expect(container.querySelector('p')?.textContent).toBe(
      'On order on one open PO: one PO’s lines were not all read, so its quantity is in its pane.',
    );
  });

  it('says how many are on order and on which POs', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: SCOPES }),
      graphql: answer(DATA),
    });
    renderWithApp(<OnOrder sku="SBX-1" />, bridge);
    await waitFor(() => expect(screen.getByText('40')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'PO-1' })).toBeTruthy();
    // Each PO says which warehouse it delivers to (W1 named from the account's warehouses).
    expect(screen.getByText(/^12 to Reno West, /)).toBeTruthy();
    expect(screen.getByText(/^12 to Reno West, /).textContent).toBe(
      '12 to Reno West, Dec 3, 2026 (PO-2)',
    );
    const call = bridge.calls.find((c) => c.args[0] === 'OnOrderForSku');
    expect(call?.args[1]).toEqual({ sku: 'SBX-1', first: 5 });
  });

  it('shows nothing and asks nothing without view:purchase_orders', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:products'] }),
      graphql: () => ok(payload({})),
    });
    const { container } = renderWithApp(<OnOrder sku="SBX-1" />, bridge);
    await waitFor(() => expect(bridge.calls.some((c) => c.method === 'graphql')).toBe(false));
    expect(container.textContent).toBe('');
  });
});

/** PO-7 to Primary on Dec 9, PO-8 to Reno West on Dec 3 (read in the service's latest-first order). */
const TWO_WAREHOUSES = {
  purchase_orders: {
    ...DATA.purchase_orders,
    data: {
      ...DATA.purchase_orders.data,
      edges: [
        po('G', 'PO-7', [line('SBX-1', 40)], null, false, 'W2', '2026-12-09T00:00:00'),
        po('H', 'PO-8', [line('SBX-1', 105)], null, false, 'W1', '2026-12-03T00:00:00'),
      ],
    },
  },
};

describe('NextDelivery', () => {
  it('picks the open PO expected soonest with a quantity to come', () => {
    expect(nextDeliveryOf(onOrderOf(TWO_WAREHOUSES, 'SBX-1'))).toMatchObject({
      poNumber: 'PO-8',
      outstanding: 105,
      warehouseId: 'W1',
    });
    expect(nextDeliveryOf(onOrderOf(WITH_LONG_PO, 'SBX-1'))?.outstanding).not.toBeNull();
  });

  it('says how many come to which warehouse, when, on which PO, sharing the section’s read', async () => {
    const bridge = createFakeBridge({
      session: signedIn({ scopes: SCOPES }),
      graphql: answer(TWO_WAREHOUSES),
    });
    const { container } = renderWithApp(
      <>
        <NextDelivery sku="SBX-1" />
        <OnOrder sku="SBX-1" />
      </>,
      bridge,
    );
    await waitFor(() => expect(screen.getByText(/^Next delivery: 105 to Reno West/)).toBeTruthy());
    expect(container.querySelector('.next-delivery')?.textContent).toBe(
      'Next delivery: 105 to Reno West on Dec 3, 2026 (PO-8)',
    );
    // One read for both: the line and the section share the query.
    expect(bridge.calls.filter((c) => c.args[0] === 'OnOrderForSku')).toHaveLength(1);
  });

  it('shows nothing when nothing is on order', async () => {
    const none = {
      purchase_orders: {
        ...DATA.purchase_orders,
        data: { ...DATA.purchase_orders.data, edges: [] },
      },
    };
    const bridge = createFakeBridge({
      session: signedIn({ scopes: SCOPES }),
      graphql: answer(none),
    });
    const { container } = renderWithApp(<NextDelivery sku="SBX-1" />, bridge);
    await waitFor(() => expect(bridge.calls.some((c) => c.args[0] === 'OnOrderForSku')).toBe(true));
    expect(container.querySelector('.next-delivery')).toBeNull();
  });
});
