// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { ERROR_CODES } from '../../shared/wire/service.ts';
import {
  createFakeBridge,
  failure,
  payload,
  signedIn,
  type FakeBridge,
} from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import type { FinderOption } from './finder-options.ts';
import { asPoNumber } from './po-check.ts';
import { QuickFinder } from './QuickFinder.tsx';
import { testReplica } from './testing/replica.ts';
import { manualPause } from './testing/pause.ts';
import { TypingPause } from './typing-pause.ts';

afterEach(cleanup);

/** The variables of each PO look-up at the service, in order. */
const lookups = (bridge: FakeBridge) =>
  bridge.calls.filter((c) => c.args[0] === 'PurchaseOrderByNumber').map((c) => c.args[1]);

const READY: ReplicaStatus = { ...REPLICA_OFF, phase: 'ready', records: 0, lastRefreshedAt: 1 };

async function renderFinder(scopes: readonly string[]) {
  const replica = testReplica([]);
  const bridge = createFakeBridge({
    session: signedIn({ scopes: ['openid', 'view:products', ...scopes] }),
    graphql: (name, variables) => {
      // No order has the number: its slot answers an empty list (a slot left out is a failure).
      if (name === 'OrdersByNumbers') {
        return ok(payload({ o0: { request_id: null, complexity: 1, data: { edges: [] } } }));
      }
      if (name !== 'PurchaseOrderByNumber') return ok(payload({}));
      if (variables['poNumber'] !== 'PO-1450') {
        return failure({ kind: 'server', message: 'Not found', code: ERROR_CODES.notFound });
      }
      return ok(
        payload({
          purchase_order: {
            data: {
              id: 'UHVyY2hhc2VPcmRlcjox',
              po_number: 'PO-1450',
              fulfillment_status: 'pending',
              po_date: '2026-11-21T00:00:00',
            },
          },
        }),
      );
    },
    overrides: {
      replicaStatus: () => Promise.resolve(ok(READY)),
      queryReplica: replica.queryReplica,
    },
  });
  const onOpen = vi.fn<(option: FinderOption) => void>();
  const pause = manualPause();
  renderWithApp(
    <TypingPause.Provider value={pause.schedule}>
      <QuickFinder onOpen={onOpen} onClose={() => undefined} />
    </TypingPause.Provider>,
    bridge,
  );
  const field = screen.getByRole('combobox', { name: 'Find a product or an order' });
  await screen.findByText(/^Type a SKU/);
  return { field, onOpen, bridge, pause };
}

describe('the quick finder and purchase orders', () => {
  it('reads the ways people write a PO number as the number', () => {
    expect(asPoNumber('PO-1450')).toBe('PO-1450');
    expect(asPoNumber(' po 1450 ')).toBe('PO-1450');
    expect(asPoNumber('PO#1450')).toBe('PO-1450');
    expect(asPoNumber('1450')).toBe('PO-1450');
    expect(asPoNumber('#1450')).toBeNull();
    expect(asPoNumber('POLAR-1')).toBeNull();
  });

  it('finds a PO by number once typing pauses, and opens it', async () => {
    const { field, onOpen, bridge, pause } = await renderFinder(['view:purchase_orders']);
    await userEvent.type(field, 'po 1450');
    expect(await screen.findByText(/Checking that it exists/)).toBeTruthy();
    expect(lookups(bridge)).toEqual([]);
    await pause.end();
    expect(await screen.findByText('Purchase order PO-1450')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^Pending · expected/)).toBeTruthy());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onOpen).toHaveBeenCalled());
    const [option] = onOpen.mock.calls[0] ?? [];
    expect(option?.kind === 'po' && option.check.state === 'found' && option.check.id).toBe(
      'UHVyY2hhc2VPcmRlcjox',
    );
    expect(lookups(bridge)).toEqual([{ poNumber: 'PO-1450' }]);
  });

  it('offers nothing for a number no PO has', async () => {
    const { field, bridge, pause } = await renderFinder(['view:purchase_orders']);
    await userEvent.type(field, 'PO-9');
    expect(await screen.findByText(/Checking that it exists/)).toBeTruthy();
    await pause.end();
    await waitFor(() => expect(lookups(bridge)).toEqual([{ poNumber: 'PO-9' }]));
    await waitFor(() => expect(screen.queryByText(/Checking that it exists/)).toBeNull());
    expect(screen.queryByText('Purchase order PO-9')).toBeNull();
  });

  it('looks bare digits up as an order and as a PO, and offers the PO that exists', async () => {
    const { field, onOpen, bridge, pause } = await renderFinder([
      'view:purchase_orders',
      'view:orders',
    ]);
    await userEvent.type(field, '1450');
    await pause.end();
    expect(await screen.findByText('Purchase order PO-1450')).toBeTruthy();
    expect(lookups(bridge)).toEqual([{ poNumber: 'PO-1450' }]);
    expect(bridge.calls.some((c) => c.args[0] === 'OrdersByNumbers')).toBe(true);
    await waitFor(() => expect(screen.queryByText(/Checking that it exists/)).toBeNull());
    expect(screen.queryByText(/No order has the number/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onOpen).toHaveBeenCalled());
    expect(onOpen.mock.calls[0]?.[0]?.kind).toBe('po');
  });

  it('opens the PO on an early Enter when no order has the digits', async () => {
    const { field, onOpen } = await renderFinder(['view:purchase_orders', 'view:orders']);
    // Enter before the pause ends: the order is checked first, then the PO.
    await userEvent.type(field, '1450{Enter}');
    await waitFor(() => expect(onOpen).toHaveBeenCalled());
    expect(onOpen.mock.calls[0]?.[0]?.kind).toBe('po');
  });

  it('says neither an order nor a PO has bare digits when neither exists', async () => {
    const { field, pause } = await renderFinder(['view:purchase_orders', 'view:orders']);
    await userEvent.type(field, '1449');
    await pause.end();
    expect(
      await screen.findByText(/No order \(#1449\) or purchase order \(PO-1449\) has that number\./),
    ).toBeTruthy();
  });

  it('does not look POs up without view:purchase_orders', async () => {
    const { field, bridge, pause } = await renderFinder([]);
    await userEvent.type(field, 'PO-1450');
    await screen.findByText(/PO-1450/);
    // Past the pause: a check would have been asked by now.
    await pause.end();
    expect(pause.waiting()).toBe(0);
    expect(screen.queryByText('Purchase order PO-1450')).toBeNull();
    expect(screen.queryByText(/Checking that it exists/)).toBeNull();
    expect(lookups(bridge)).toEqual([]);
  });
});
