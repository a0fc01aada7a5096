// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { payload } from '../testing/fake-bridge.ts';
import { LATE, poBridge } from './testing/po-bridge.ts';
import { resetIncomingView, showIncoming } from './testing/show-incoming.tsx';

afterEach(cleanup);
beforeEach(() => resetIncomingView(null));

const grid = () => screen.getByRole('grid', { name: 'Purchase orders' });

/** The Late tab's first page: the late PO, with more pages said to follow. */
function lateTabHasMorePages(name: string, variables: Record<string, unknown>) {
  if (name !== 'PurchaseOrdersPage' || variables['poDateTo'] === null) return null;
  return ok(
    payload({
      purchase_orders: {
        data: {
          pageInfo: { hasNextPage: true, endCursor: 'c1' },
          edges: [{ cursor: 'c0', node: LATE }],
        },
      },
    }),
  );
}

describe('the purchase orders list', () => {
  it('closes the pane when a tab leaves its PO out, even with more pages to load', async () => {
    showIncoming(poBridge(undefined, lateTabHasMorePages));
    await waitFor(() => expect(within(grid()).getByText('1002')).toBeTruthy());
    await userEvent.click(within(grid()).getByText('1002'));
    expect(await screen.findByRole('heading', { name: 'PO 1002' })).toBeTruthy();

    // 1002 is expected next week: no page of the Late tab can hold it.
    await userEvent.click(screen.getByRole('button', { name: 'Late' }));
    await waitFor(() => expect(within(grid()).queryByText('1002')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'PO 1002' })).toBeNull());
  });

  it('keeps the pane when its PO stays in the list', async () => {
    showIncoming(poBridge(undefined, lateTabHasMorePages));
    await waitFor(() => expect(within(grid()).getByText('1001')).toBeTruthy());
    await userEvent.click(within(grid()).getByText('1001'));
    expect(await screen.findByRole('heading', { name: 'PO 1001' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Late' }));
    await waitFor(() => expect(within(grid()).queryByText('1002')).toBeNull());
    expect(screen.getByRole('heading', { name: 'PO 1001' })).toBeTruthy();
  });

  it('shows a pending PO with goods arrived as Partly received, the service’s word in the title', async () => {
    showIncoming(poBridge());
    await waitFor(() => expect(within(grid()).getByText('1004')).toBeTruthy());
    const row = within(grid()).getByText('1004').closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row for 1004');
    expect(within(row).getByText('Partly received').getAttribute('title')).toBe(
      'Service status: pending',
    );
    const other = within(grid()).getByText('1002').closest('[role="row"]');
    if (!(other instanceof HTMLElement)) throw new Error('no row for 1002');
    expect(within(other).getByText('Pending')).toBeTruthy();
  });

  it('filters by status from a pick of the statuses known, shown as the list shows them, at once', async () => {
    const bridge = poBridge();
    showIncoming(bridge);
    await waitFor(() => expect(within(grid()).getByText('1002')).toBeTruthy());
    const status = screen.getByLabelText('Status');
    const labels = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Any status', 'Canceled', 'Closed', 'Pending']);
    await userEvent.selectOptions(status, 'Closed');
    await waitFor(() =>
      expect(
        bridge.calls.some(
          (c) =>
            c.args[0] === 'PurchaseOrdersPage' &&
            (c.args[1] as Record<string, unknown>)['status'] === 'closed',
        ),
      ).toBe(true),
    );
  });
});
