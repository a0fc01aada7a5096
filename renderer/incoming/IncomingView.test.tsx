// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poBridge } from './testing/po-bridge.ts';
import { resetIncomingView, showIncoming } from './testing/show-incoming.tsx';

afterEach(cleanup);
beforeEach(() => resetIncomingView(null));

const grid = () => screen.getByRole('grid', { name: 'Purchase orders' });

describe('the Incoming view', () => {
  it('lists open purchase orders without their lines, marks the late one, and opens its lines on demand', async () => {
    const bridge = poBridge();
    showIncoming(bridge);
    await waitFor(() => expect(within(grid()).getByText('1001')).toBeTruthy());
    // The open tab leaves the closed PO out, locally.
    expect(within(grid()).queryByText('1003')).toBeNull();
    expect(within(grid()).getByText('Late')).toBeTruthy();
    expect(within(grid()).getByText('Borealis Goods')).toBeTruthy();
    expect(bridge.calls.some((c) => c.args[0] === 'PurchaseOrderDetail')).toBe(false);

    await userEvent.click(within(grid()).getByText('1001'));
    const pane = await screen.findByRole('heading', { name: 'PO 1001' });
    expect(pane).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Blue mug')).toBeTruthy());
    expect(screen.getByText(/ACME-1/)).toBeTruthy();
    expect(screen.getByText('5 still to come')).toBeTruthy();
    // Amounts are in the vendor's currency (the PO has none of its own).
    expect(within(grid()).getAllByText('$120.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$3.50')).toBeTruthy();
    expect(screen.getByText('UPS: 1Z999')).toBeTruthy();
    const detail = bridge.calls.find((c) => c.args[0] === 'PurchaseOrderDetail');
    expect(detail?.args[1]).toMatchObject({ id: 'PO1', lineItemsFirst: 25 });
  });

  it('sends the late tab as an expected-date range ending yesterday', async () => {
    const bridge = poBridge();
    showIncoming(bridge);
    await userEvent.click(await screen.findByRole('button', { name: 'Late' }));
    await waitFor(() =>
      expect(
        bridge.calls.some(
          (c) =>
            c.args[0] === 'PurchaseOrdersPage' &&
            (c.args[1] as Record<string, unknown>)['poDateTo'] === '2026-11-26T23:59:59',
        ),
      ).toBe(true),
    );
  });

  it('filters by vendor on the loaded rows and says the service cannot', async () => {
    showIncoming(poBridge());
    await waitFor(() => expect(within(grid()).getByText('1002')).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Vendor'), 'V2');
    await waitFor(() => expect(within(grid()).queryByText('1002')).toBeNull());
    expect(within(grid()).getByText('1001')).toBeTruthy();
    expect(screen.getByText(/the service cannot filter by vendor/)).toBeTruthy();
  });

  it('without view:purchase_orders explains what is missing and reads nothing', async () => {
    const bridge = poBridge(['view:vendors']);
    showIncoming(bridge);
    expect(
      await screen.findByRole('heading', { name: 'This sign-in may not see purchase orders' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Needs permission to See purchase orders \(view:purchase_orders\)/),
    ).toBeTruthy();
    expect(bridge.calls.some((c) => c.args[0] === 'PurchaseOrdersPage')).toBe(false);
  });

  it('shows vendors with PII placeholders without view:pii', async () => {
    showIncoming(poBridge());
    await userEvent.click(await screen.findByRole('button', { name: 'Vendors' }));
    await waitFor(() => expect(screen.getByText('Acme Supply')).toBeTruthy());
    expect(screen.getAllByText(/needs view:pii/).length).toBeGreaterThanOrEqual(4);
  });
});
