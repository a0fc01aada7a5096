// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import {
  REPLICA_OFF,
  type ReplicaProduct,
  type ReplicaStatus,
} from '../../shared/replica/types.ts';
import { App } from '../app/App.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { createSearchIndex } from '../../shared/replica/search-index.ts';
import { signedOut } from '../testing/fake-bridge.ts';
import { KIOSK_INFO, createKioskBridge, type KioskBridge } from './testing/kiosk-bridge.ts';

function renderKiosk(bridge: KioskBridge) {
  render(<App bridge={bridge} queryClient={createQueryClient()} />);
}

/** A product the replica holds, found by its barcode. */
const LAMP: ReplicaProduct = {
  id: 'Product:9',
  sku: 'LAMP-9',
  name: 'Brass lamp',
  barcode: '4006381333931',
  price: '1.00',
  value: '1.00',
  currency: 'USD',
  createdAt: null,
  updatedAt: null,
  stock: [
    {
      warehouseId: 'W:1',
      warehouseLabel: 'Primary',
      onHand: 12,
      allocated: 2,
      available: 10,
      backorder: 0,
      reorderLevel: 3,
      reorderAmount: 0,
      updatedAt: null,
    },
  ],
};

/** The first copy under way: `records` of about `total` products. */
function firstSync(records: number, total: number): ReplicaStatus {
  return { ...REPLICA_OFF, phase: 'first-sync', records, estimatedTotal: total, refreshing: true };
}

const field = () => screen.getByRole('textbox', { name: 'Scan a label or type a SKU' });

/** The warehouses a looked-up product's stock table lists, once it shows. */
async function stockRowsOf(sku: string): Promise<(string | null)[]> {
  const table = await screen.findByRole('table', { name: `Stock of ${sku} per warehouse` });
  return within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
}
/** What the fake service holds for any SBX- SKU: two warehouses, the second low. */
const SANDBOX_ROWS = ['Primary', 'Reno WestLow', 'All warehouses'];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the kiosk renderer', () => {
  it('shows the board instead of the office app, refreshing in the background', async () => {
    const bridge = createKioskBridge();
    renderKiosk(bridge);
    expect(await screen.findByRole('heading', { name: 'Floor board' })).toBeTruthy();
    const queue = screen.getByRole('region', { name: 'Order queue' });
    expect(await within(queue).findByText('#1001')).toBeTruthy();
    // Open statuses as touch buttons, pending first; finished ones only counted.
    const chips = within(queue).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Pending3', 'Awaiting pickup1']);
    expect(within(queue).getByText(/also 1 canceled, 1 fulfilled/)).toBeTruthy();
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(await within(low).findByText('Work Gloves')).toBeTruthy();
    expect(within(low).queryByText('Belt')).toBeNull(); // above its reorder level
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const board = bridge.priorities.filter((p) => p.operation !== 'ProductDetail');
    expect(board.length).toBeGreaterThanOrEqual(3);
    expect(board.every((p) => p.priority === 'background')).toBe(true);
  });

  it('lists low stock from the catalogue copy once it is ready, without the service scan', async () => {
    const bridge = createKioskBridge();
    const row = (warehouseId: string, available: number, reorderLevel: number) => ({
      warehouseId,
      warehouseLabel: warehouseId,
      onHand: available,
      allocated: 0,
      available,
      backorder: 0,
      reorderLevel,
      reorderAmount: 0,
      updatedAt: null,
    });
    // Low in W:2 with a high reorder level: beyond any "least available" scan, but in the copy.
    const products = [
      { ...LAMP, stock: [row('W:1', 10, 3), row('W:2', 400, 500)] },
      { ...LAMP, id: 'Product:10', sku: 'CUP-10', name: 'Tin cup', stock: [row('W:1', 0, 0)] },
    ];
    const index = createSearchIndex();
    renderKiosk({
      ...bridge,
      queryReplica: (query) =>
        Promise.resolve(ok(index.query({ version: 1, products }, query, true))),
    });
    await screen.findByRole('heading', { name: 'Floor board' });
    act(() => bridge.pushReplica({ ...REPLICA_OFF, phase: 'ready', lastRefreshedAt: 1_000 }));
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(await within(low).findByText('1 records at or below their reorder level')).toBeTruthy();
    expect(within(low).getByText('Brass lamp')).toBeTruthy();
    expect(within(low).getByText('400')).toBeTruthy();
    // Nothing on hand but no reorder level: never reordered, so not low (the one rule).
    expect(within(low).queryByText('Tin cup')).toBeNull();
    // The service's scan (asked while the copy was not ready) is no longer shown.
    expect(within(low).queryByText('Work Gloves')).toBeNull();
  });

  it('takes scanner input in the focused field; a new scan replaces the result', async () => {
    const bridge = createKioskBridge();
    renderKiosk(bridge);
    await screen.findByRole('heading', { name: 'Floor board' });
    const user = userEvent.setup();
    // The field takes the focus in an effect once the board's lookup is mounted, which may be a
    // render after the heading shows: wait for it rather than look at once.
    await waitFor(() => expect(document.activeElement).toBe(field()));
    // A tap on a status button leaves the focus with the field.
    await user.click(await screen.findByRole('button', { name: /Awaiting pickup/ }));
    expect(document.activeElement).toBe(field());
    await user.keyboard('SBX-000007{Enter}');
    const table = await screen.findByRole('table', { name: 'Stock of SBX-000007 per warehouse' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Primary', 'Reno WestLow', 'All warehouses']);
    expect(field()).toHaveProperty('value', '');
    expect(bridge.priorities.at(-1)).toEqual({
      operation: 'ProductDetail',
      priority: 'foreground',
    });

    await user.keyboard('SBX-000008{Enter}');
    expect(await stockRowsOf('SBX-000008')).toEqual(SANDBOX_ROWS);
    expect(screen.queryByRole('table', { name: 'Stock of SBX-000007 per warehouse' })).toBeNull();

    await user.keyboard('UNKNOWN-1{Enter}');
    expect(await screen.findByText('No product with SKU or barcode “UNKNOWN-1”')).toBeTruthy();
  });

  it('resolves a scanned barcode from the replica, for 0 credits', async () => {
    const bridge = createKioskBridge();
    const scanned: string[] = [];
    renderKiosk({
      ...bridge,
      lookupInReplica: (code) => {
        scanned.push(code);
        return Promise.resolve(ok({ ready: true, product: code === LAMP.barcode ? LAMP : null }));
      },
    });
    await screen.findByRole('heading', { name: 'Floor board' });
    const user = userEvent.setup();
    await user.keyboard('4006381333931{Enter}');
    const table = await screen.findByRole('table', { name: 'Stock of LAMP-9 per warehouse' });
    expect(within(table).getByRole('rowheader').textContent).toBe('Primary');
    expect(within(table).getByText('12')).toBeTruthy();
    // A complete replica that does not hold the code: not found, without asking the service.
    await user.keyboard('unknown-2{Enter}');
    expect(await screen.findByText('No product with SKU or barcode “unknown-2”')).toBeTruthy();
    expect(scanned).toEqual(['4006381333931', 'unknown-2']);
    expect(bridge.priorities.some((p) => p.operation === 'ProductDetail')).toBe(false);
  });

  it('says the catalogue is still loading when a code cannot be resolved yet, then resolves it', async () => {
    const bridge = createKioskBridge();
    const copy = { ready: false };
    renderKiosk({
      ...bridge,
      lookupInReplica: (code) =>
        Promise.resolve(
          ok(
            copy.ready
              ? { ready: true, product: code === LAMP.barcode ? LAMP : null }
              : { ready: false, product: null },
          ),
        ),
    });
    await screen.findByRole('heading', { name: 'Floor board' });
    act(() => bridge.pushReplica(firstSync(120, 500)));
    const user = userEvent.setup();
    await user.keyboard('4006381333931{Enter}');
    // The service was asked for it as a SKU (exactly), and has none.
    expect(
      await screen.findByText('Still loading the catalogue (24%) — type the SKU'),
    ).toBeTruthy();
    expect(bridge.priorities.at(-1)).toEqual({
      operation: 'ProductDetail',
      priority: 'foreground',
    });
    expect(screen.queryByText(/No product with SKU or barcode/)).toBeNull();
    // The figure follows the copy.
    act(() => bridge.pushReplica(firstSync(499, 500)));
    expect(
      await screen.findByText('Still loading the catalogue (99%) — type the SKU'),
    ).toBeTruthy();
    // A SKU typed exactly is found at the service meanwhile.
    await user.keyboard('SBX-000007{Enter}');
    expect(await stockRowsOf('SBX-000007')).toEqual(SANDBOX_ROWS);

    // Once the copy is complete, the barcode resolves from it.
    await user.keyboard('4006381333931{Enter}');
    expect(await screen.findByText(/Still loading the catalogue/)).toBeTruthy();
    copy.ready = true;
    act(() => bridge.pushReplica({ ...REPLICA_OFF, phase: 'ready', lastRefreshedAt: 1_000 }));
    expect(
      await screen.findByRole('table', { name: 'Stock of LAMP-9 per warehouse' }),
    ).toBeTruthy();
  });

  it('finds a SKU typed in lower case at the service while the copy is still loading', async () => {
    const bridge = createKioskBridge();
    renderKiosk(bridge);
    await screen.findByRole('heading', { name: 'Floor board' });
    act(() => bridge.pushReplica(firstSync(0, 500)));
    const user = userEvent.setup();
    await user.keyboard('sbx-000008{Enter}');
    expect(await stockRowsOf('SBX-000008')).toEqual(SANDBOX_ROWS);
    // As typed first (the service's SKUs are exact), then in capitals.
    expect(bridge.priorities.filter((p) => p.operation === 'ProductDetail')).toHaveLength(2);
    expect(screen.queryByText(/Still loading the catalogue/)).toBeNull();
  });

  it('returns to the board and clears the lookup after the idle timeout', async () => {
    // A timeout no slow render before the last input comes near; from that input on, the idle
    // timer runs on a fake clock that the test moves (a real one it clears natively).
    const idleTimeoutMs = 60_000;
    const bridge = createKioskBridge({ ...KIOSK_INFO, idleTimeoutMs });
    renderKiosk(bridge);
    await screen.findByRole('heading', { name: 'Floor board' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Awaiting pickup/ }));
    await user.keyboard('SBX-000007{Enter}');
    await screen.findByRole('table', { name: 'Stock of SBX-000007 per warehouse' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    // fireEvent, not userEvent: Testing Library's async wrapper waits on a timer, now fake.
    const administrator = screen.getByRole('button', { name: 'Administrator' });
    fireEvent.pointerDown(administrator);
    fireEvent.click(administrator);
    expect(screen.getByRole('dialog', { name: 'Administrator PIN' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(idleTimeoutMs - 1);
    });
    expect(screen.getByRole('dialog', { name: 'Administrator PIN' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // Testing Library's waits finish on a real timer.
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Scan a product to see its stock in every warehouse.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pending/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it('keeps the last data with a calm banner while refreshes fail, and recovers', async () => {
    const bridge = createKioskBridge({ ...KIOSK_INFO, refreshIntervalMs: 150 });
    renderKiosk(bridge);
    const queue = await screen.findByRole('region', { name: 'Order queue' });
    await within(queue).findByText('#1001');
    bridge.setFailing(true);
    expect(
      await screen.findByText(/^Can’t reach the service — showing data from .+, retrying$/),
    ).toBeTruthy();
    expect(within(queue).getByText('#1001')).toBeTruthy();
    bridge.setFailing(false);
    // The next refresh succeeds and the banner goes, whenever the timer gets to run.
    await waitFor(() => expect(screen.queryByText(/Can’t reach the service/)).toBeNull());
  });

  it('checks the PIN through main, and leaves the board when main says so', async () => {
    const pins: string[] = [];
    const bridge = createKioskBridge(KIOSK_INFO, (pin) => {
      pins.push(pin);
      return Promise.resolve(
        pin === '24681357'
          ? ok({ kiosk: null })
          : { ok: false, error: { kind: 'invalid-input', message: 'Wrong PIN. 4 tries left.' } },
      );
    });
    renderKiosk(bridge);
    await screen.findByRole('heading', { name: 'Floor board' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administrator' }));
    const pad = screen.getByRole('dialog', { name: 'Administrator PIN' });
    const leave = within(pad).getByRole('button', { name: 'Leave kiosk mode' });
    for (const digit of '12345') await user.click(within(pad).getByRole('button', { name: digit }));
    expect(leave).toHaveProperty('disabled', true);
    await user.click(within(pad).getByRole('button', { name: '6' }));
    await user.click(leave);
    expect((await within(pad).findByRole('alert')).textContent).toMatch(/Wrong PIN/);
    await user.click(within(pad).getByRole('button', { name: 'Delete last digit' }));
    await user.keyboard('24681357{Enter}');
    expect(pins).toEqual(['123456', '24681357']);
    act(() => bridge.pushAppInfo({ kiosk: null }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows the administrator screen, with no way to sign in, when the session ended', async () => {
    const bridge = createKioskBridge();
    renderKiosk(bridge);
    await screen.findByRole('heading', { name: 'Floor board' });
    act(() => bridge.pushSession(signedOut({ reason: 'session-expired' })));
    expect(
      await screen.findByRole('heading', { name: 'This kiosk needs an administrator' }),
    ).toBeTruthy();
    expect(screen.getByText(/expired or was revoked/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    act(() => bridge.pushSession(signedOut({ reason: 'unreachable' })));
    expect(await screen.findByText('Can’t reach the service — retrying')).toBeTruthy();
  });
});
