// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import type { ReplicaStock } from '../../shared/replica/types.ts';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { NowClock } from '../state/use-now.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  type FakeBridge,
} from '../testing/fake-bridge.ts';
import type { ReorderPick } from './reorder-draft.ts';
import { ReorderDialog } from './ReorderDialog.tsx';
import { draftSignature, pendingStore } from './reorder-pending.ts';
import { TODAY_MS, VENDORS } from './testing/po-bridge.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const low = (warehouseId: string, amount: number): ReplicaStock => ({
  warehouseId,
  warehouseLabel: 'PDX',
  onHand: 1,
  allocated: 0,
  available: 1,
  backorder: 0,
  reorderLevel: 5,
  reorderAmount: amount,
  updatedAt: null,
});

const PICKS: ReorderPick[] = [
  { sku: 'MUG-1', name: 'Blue mug', lowIn: [low('W1', 20)] },
  { sku: 'MUG-2', name: 'Red mug', lowIn: [low('W1', 12)] },
  { sku: 'TEA-1', name: 'Green tea', lowIn: [low('W1', 30)] },
  { sku: 'ODD-1', name: 'Odd thing', lowIn: [low('W1', 4)] },
];

const SUPPLIERS: Record<string, { vendor_id: string; vendor_sku: string; price: string }[]> = {
  'MUG-1': [{ vendor_id: 'V1', vendor_sku: 'A-MUG1', price: '2.50' }],
  'MUG-2': [{ vendor_id: 'V1', vendor_sku: 'A-MUG2', price: '3.00' }],
  'TEA-1': [{ vendor_id: 'V2', vendor_sku: 'B-TEA', price: '1.10' }],
  'ODD-1': [],
};

const ALL_SCOPES = [
  'view:products',
  'view:vendors',
  'view:purchase_orders',
  'change:purchase_orders',
];

function bridgeWith(scopes: readonly string[], failFirstCreateOf?: string): FakeBridge {
  let failed = false;
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:accounts', ...scopes] }),
    graphql: (name, variables) => {
      if (name === 'ProductVendors') {
        const sku = String(variables['sku']);
        return ok(
          payload({
            product: { data: { id: sku, sku, name: sku, vendors: SUPPLIERS[sku] ?? [] } },
          }),
        );
      }
      if (name === 'Vendors') {
        return ok(
          payload({
            vendors: {
              data: {
                pageInfo: { hasNextPage: false, endCursor: null },
                // Borealis bills in Canadian dollars: each vendor's prices in its currency.
                edges: VENDORS.map((node, i) => ({
                  cursor: String(i),
                  node: node.id === 'V2' ? { ...node, currency: 'CAD' } : node,
                })),
              },
            },
          }),
        );
      }
      if (name === 'PurchaseOrderByNumber') {
        const found = variables['poNumber'] === 'PO-20261126-GONE';
        return found
          ? ok(
              payload({
                purchase_order: { data: { id: 'P-GONE', po_number: 'PO-20261126-GONE' } },
              }),
            )
          : failure({
              kind: 'server',
              message: 'Purchase order not found',
              code: ERROR_CODES.notFound,
            });
      }
      if (name === 'CreatePurchaseOrder') {
        const data = variables['data'] as { po_number: string; vendor_id: string };
        if (data.vendor_id === failFirstCreateOf && !failed) {
          failed = true;
          return failure({ kind: 'server', message: 'The service is busy' });
        }
        return ok(
          payload({
            purchase_order_create: {
              purchase_order: { id: `id-${data.po_number}`, po_number: data.po_number },
            },
          }),
        );
      }
      return ok(payload({}));
    },
  });
}

const pending = () => pendingStore(localStorage, () => TODAY_MS);

function show(bridge: FakeBridge, onCreated = vi.fn()) {
  let n = 0;
  // Fixed "random" draws: the PO numbers are known in advance.
  const random = () => [0, 0, 0, 0, 0.04, 0.04, 0.04, 0.04][n++ % 8] ?? 0;
  render(
    <AppProviders bridge={bridge} queryClient={createQueryClient()}>
      <NowClock.Provider value={() => TODAY_MS}>
        <ReorderDialog
          picks={PICKS}
          onClose={() => undefined}
          onCreated={onCreated}
          random={random}
        />
      </NowClock.Provider>
    </AppProviders>,
  );
  return onCreated;
}

const creates = (bridge: FakeBridge) =>
  bridge.calls
    .filter((c) => c.method === 'graphql' && c.args[0] === 'CreatePurchaseOrder')
    .map((c) => (c.args[1] as { data: Record<string, unknown> }).data);

describe('the reorder dialog', () => {
  it('drafts one PO per vendor, lists the product without a vendor, and says what it costs', async () => {
    show(bridgeWith(ALL_SCOPES));
    const acme = await screen.findByRole('region', { name: /to Acme Supply/ });
    expect(
      within(acme)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent),
    ).toEqual(['MUG-1', 'MUG-2']);
    const borealis = screen.getByRole('region', { name: /to Borealis Goods/ });
    expect(within(borealis).getByLabelText('Quantity of TEA-1 for PDX')).toHaveProperty(
      'value',
      '30',
    );
    expect(await within(acme).findByText('$86.00')).toBeTruthy();
    expect(within(acme).getByText('$2.50')).toBeTruthy();
    expect(within(borealis).getByText('CA$33.00')).toBeTruthy();
    // Why two POs, and what the whole reorder comes to, one sum per currency.
    expect(
      screen.getByText('4 products → 2 purchase orders (one per vendor and warehouse)'),
    ).toBeTruthy();
    expect(document.querySelector('.reorder-overall')?.textContent).toBe(
      'Overall total (one per currency) $86.00 · CA$33.00',
    );
    const leftOut = screen.getByRole('region', { name: 'Not in any purchase order' });
    expect(within(leftOut).getByText('ODD-1')).toBeTruthy();
    expect(leftOut.textContent).toContain('Link the vendor');
    expect(
      screen.getByText(
        /Reading who supplies 4 products: 4 credits\. Creating 2 purchase orders: 2 credits\./,
      ),
    ).toBeTruthy();
  });

  it('creates the POs with the edited quantities, each under the number it showed', async () => {
    const bridge = bridgeWith(ALL_SCOPES);
    const onCreated = show(bridge);
    const acme = await screen.findByRole('region', { name: /to Acme Supply/ });
    const quantity = within(acme).getByLabelText('Quantity of MUG-2 for PDX');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    expect(await within(acme).findByText('$71.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 purchase orders' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(['PO-20261127-AAAA', 'PO-20261127-BBBB']),
    );
    expect(creates(bridge)).toEqual([
      expect.objectContaining({
        po_number: 'PO-20261127-AAAA',
        vendor_id: 'V1',
        warehouse_id: 'W1',
        total_price: '71.00',
        po_date: '2026-12-11T00:00:00',
        line_items: [
          expect.objectContaining({
            sku: 'MUG-1',
            quantity: 20,
            price: '2.50',
            vendor_sku: 'A-MUG1',
          }),
          expect.objectContaining({ sku: 'MUG-2', quantity: 7, price: '3.00' }),
        ],
      }),
      expect.objectContaining({
        po_number: 'PO-20261127-BBBB',
        vendor_id: 'V2',
        total_price: '33.00',
      }),
    ]);
  });

  it('tries again only the PO that failed, under the same number', async () => {
    const bridge = bridgeWith(ALL_SCOPES, 'V1');
    const onCreated = show(bridge);
    await screen.findByRole('region', { name: /to Acme Supply/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 purchase orders' }));
    await screen.findByText(/was not created/);
    expect(onCreated).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try the rest again' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(creates(bridge).map((d) => d['po_number'])).toEqual([
      'PO-20261127-AAAA',
      'PO-20261127-BBBB',
      'PO-20261127-AAAA',
    ]);
  });

  it('without change:purchase_orders, shows the draft but not the way to create it, naming what is missing', async () => {
    show(bridgeWith(['view:products', 'view:vendors']));
    await screen.findByRole('region', { name: /to Acme Supply/ });
    const button = screen.getByRole('button', { name: /Create 2 purchase orders/ });
    expect(button).toHaveProperty('disabled', true);
    expect(document.body.textContent).toContain('change:purchase_orders');
  });

  it('after Floorboard stopped before a reply, the same draft keeps its number and is looked up, not sent again', async () => {
    // The Acme PO was sent under PO-20261126-GONE and the service has it; the Borealis one under
    // PO-20261126-LOST, which never arrived.
    pending().put(draftSignature('V1', 'W1', ['MUG-2', 'MUG-1']), 'PO-20261126-GONE');
    pending().put(draftSignature('V2', 'W1', ['TEA-1']), 'PO-20261126-LOST');
    const bridge = bridgeWith(ALL_SCOPES);
    const onCreated = show(bridge);
    expect(
      await screen.findByRole('region', { name: 'PO-20261126-GONE to Acme Supply' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 purchase orders' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(['PO-20261126-GONE', 'PO-20261126-LOST']),
    );
    expect(creates(bridge).map((d) => d['po_number'])).toEqual(['PO-20261126-LOST']);
    expect(pending().get(draftSignature('V1', 'W1', ['MUG-1', 'MUG-2']))).toBeNull();
    expect(pending().get(draftSignature('V2', 'W1', ['TEA-1']))).toBeNull();
  });
});
