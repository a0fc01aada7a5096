// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { toServiceTime } from '../../shared/dates/service-time.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIncomingViewState } from '../incoming/view-state.ts';
import { useInventoryViewState } from '../inventory/view-state.ts';
import { useProductsViewState } from '../products/view-state.ts';
import { useOrdersViewState } from '../orders/view-state.ts';
import { useReturnsViewState } from '../returns/view-state.ts';
import { useShipmentsViewState } from '../shipments/view-state.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { MorningBrief } from './MorningBrief.tsx';
import { briefWith, MORNING } from './testing/brief-fixture.ts';
import type { Brief } from '../../shared/brief/brief.ts';

afterEach(cleanup);
beforeEach(() => {
  useUiStore.setState({ view: 'overview', selected: {} });
  useOrdersViewState.setState({ filters: {}, viewId: null });
});

function show(brief: Brief, onRefresh = vi.fn()) {
  renderWithApp(
    <MorningBrief brief={brief} now={MORNING} onRefresh={onRefresh} />,
    createFakeBridge({ session: signedIn() }),
  );
  return {
    onRefresh,
    lines: () =>
      screen.getAllByRole('listitem').filter((li) => li.classList.contains('brief-line')),
  };
}

/** The brief's own status line (the app has live regions of its own). */
const briefStatus = () =>
  within(screen.getByRole('region', { name: /^Since yesterday/ })).getByRole('status');

describe('MorningBrief', () => {
  it('shows one line per kind, in the brief’s order, with counts and first items', () => {
    const { lines } = show(
      briefWith({ 'shipments-out': 18, 'new-holds': 3, 'large-adjustments': 1 }),
    );
    expect(lines().map((li) => li.querySelector('.brief-line-title')?.textContent)).toEqual([
      '3 orders put on hold →',
      'No order became late',
      '1 large manual stock adjustment →',
      'No product fell to its reorder level',
      'No purchase order arrived',
      'No return overdue',
      '18 orders shipped →',
    ]);
    const holds = within(lines()[0] as HTMLElement);
    expect(holds.getAllByRole('button', { name: /^#/ }).map((b) => b.textContent)).toEqual([
      '#100512 Operator hold',
      '#100498 Address hold',
    ]);
    // Three counted, two shown.
    expect(holds.getByText('and 1 more')).toBeTruthy();
  });

  it('says since when it counts, when it was brought up to date, and what that cost', () => {
    show(briefWith({}, { updatedAt: '2026-11-27T08:50:00' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Since yesterday, Thursday, November 26',
    );
    expect(briefStatus().textContent).toMatch(/^Up to date at 8:50\sAM\.$/);
    expect(screen.getByText('The last refresh cost 14 credits; 38 credits today.')).toBeTruthy();
  });

  it('each line opens its list filtered to what it counts', async () => {
    show(
      briefWith({
        'new-holds': 2,
        'large-adjustments': 1,
        'returns-overdue': 4,
        'shipments-out': 9,
        'became-late': 2,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /2 orders put on hold/ }));
    // Held orders changed since the period began (local midnight of 26 Nov, in service time).
    expect(useOrdersViewState.getState().filters).toEqual({
      hasHold: true,
      updatedFrom: toServiceTime(new Date(2026, 10, 26).getTime()),
    });
    expect(useUiStore.getState().view).toBe('orders');

    await userEvent.click(screen.getByRole('button', { name: /1 large manual stock adjustment/ }));
    expect(useUiStore.getState().view).toBe('inventory');
    expect(useInventoryViewState.getState().filter).toEqual({
      from: '2026-11-26',
      to: '2026-11-27',
      largeOnly: true,
    });

    await userEvent.click(screen.getByRole('button', { name: /4 returns overdue/ }));
    expect(useUiStore.getState().view).toBe('returns');
    expect(useReturnsViewState.getState().filter).toEqual({ overdueOnly: true });

    await userEvent.click(screen.getByRole('button', { name: /9 orders shipped/ }));
    expect(useUiStore.getState().view).toBe('shipments');
    expect(useShipmentsViewState.getState()).toMatchObject({
      section: 'shipped',
      filter: { from: '2026-11-26', to: '2026-11-27' },
    });

    await userEvent.click(screen.getByRole('button', { name: /2 orders became late/ }));
    expect(useShipmentsViewState.getState().section).toBe('late');
  });

  it('the low-stock and arrivals lines open Products’ Low stock and Incoming’s every PO', async () => {
    show(briefWith({ 'crossed-reorder': 1, 'po-arrived': 1 }));
    await userEvent.click(
      screen.getByRole('button', { name: /1 product fell to its reorder level/ }),
    );
    expect(useUiStore.getState().view).toBe('products');
    expect(useProductsViewState.getState().quick).toBe('low');
    await userEvent.click(screen.getByRole('button', { name: /1 purchase order arrived/ }));
    expect(useUiStore.getState().view).toBe('incoming');
    expect(useIncomingViewState.getState().filters.tab).toBe('all');
    await userEvent.click(screen.getByRole('button', { name: /^PO-1447/ }));
    expect(useUiStore.getState().selected.incoming).toBe('PO7');
  });

  it('an item opens its own record: an order by its number, a product’s pane', async () => {
    show(briefWith({ 'new-holds': 1, 'crossed-reorder': 1 }));
    await userEvent.click(screen.getByRole('button', { name: '#100512 Operator hold' }));
    expect(useOrdersViewState.getState().filters).toEqual({ orderNumber: '#100512' });
    await userEvent.click(screen.getByRole('button', { name: /^SBX-007/ }));
    expect(useUiStore.getState().view).toBe('products');
    expect(useUiStore.getState().selected.products).toBe('SBX-007');
  });

  it('says what a line needs when the sign-in may not read it, and counts nothing there', () => {
    const { lines } = show(
      briefWith({ 'new-holds': 2 }, {}, { 'returns-overdue': 'view:returns' }),
    );
    const returns = lines()[5] as HTMLElement;
    expect(returns.textContent).toContain('This sign-in may not see overdue returns');
    expect(returns.textContent).toContain('Needs permission to See returns (view:returns)');
    expect(within(returns).getByRole('button', { name: 'Ask for “See returns”' })).toBeTruthy();
    expect(returns.textContent).not.toContain('No return overdue');
  });

  it('says a line may lack records when main had to leave some undecided', () => {
    const brief = briefWith({ 'crossed-reorder': 1 });
    const { lines } = show({
      ...brief,
      lines: brief.lines.map((line) =>
        line.kind === 'crossed-reorder' ? { ...line, incomplete: true } : line,
      ),
    });
    const marked = lines().filter((li) => /Some may be missing/.test(li.textContent));
    expect(marked.map((li) => li.dataset['kind'])).toEqual(['crossed-reorder']);
  });

  it('says plainly when it is out of date, and since when', () => {
    show(briefWith({}, { state: 'stale', updatedAt: '2026-11-26T17:40:00' }));
    const status = briefStatus();
    expect(status.textContent).toMatch(/^Out of date: last brought up to date on Nov 26, 2026/);
    expect(status.className).toContain('is-warn');
  });

  it('says the refresh failed and why, and that the figures shown are older', () => {
    show(
      briefWith(
        {},
        {
          state: 'error',
          error: 'The service did not answer',
          updatedAt: '2026-11-27T07:00:00',
        },
      ),
    );
    expect(briefStatus().textContent).toMatch(
      /^The last refresh failed\. The service did not answer\. The figures shown were brought up to date at 7:00\sAM\.$/,
    );
  });

  it('refreshes on request, and not again while a refresh runs', async () => {
    const { onRefresh } = show(briefWith({}));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    cleanup();
    show(briefWith({}, { state: 'refreshing' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Refresh' }).disabled).toBe(true);
    expect(briefStatus().textContent).toMatch(/^Bringing up to date…/);
  });
});
