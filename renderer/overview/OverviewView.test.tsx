// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreditSample } from '../../shared/bridge/credits.ts';
import { ok } from '../../shared/bridge/errors.ts';
import type { ReplicaQuery, ReplicaQueryResult } from '../../shared/replica/query.ts';
import type { ReplicaRow, ReplicaStatus } from '../../shared/replica/types.ts';
import { REPLICA_OFF } from '../../shared/replica/types.ts';
import { useOrdersViewState } from '../orders/view-state.ts';
import { useProductsViewState } from '../products/view-state.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { OverviewView } from './OverviewView.tsx';
import { overviewPage, type OrderNode } from './testing/overview-page.ts';
import { localDay } from './today.ts';

afterEach(cleanup);
beforeEach(() => {
  useUiStore.setState({ view: 'overview', selected: {} });
  useOrdersViewState.setState({ filters: {}, viewId: null });
  useProductsViewState.setState({ quick: 'all', text: 'old search', warehouseId: 'W2' });
});

const TODAY = localDay(Date.now());
const ordersPage = (nodes: readonly OrderNode[]) => ok(overviewPage(nodes));

const TODAYS = [
  { status: 'pending' },
  { status: 'pending' },
  { status: 'awaiting-pickup' },
  { status: 'pending' },
  { status: 'fulfilled' },
];
const HELD = [
  { status: 'on-hold', holds: { operator_hold: true } },
  { status: 'pending', holds: { address_hold: true, operator_hold: true } },
];

const READY: ReplicaStatus = { ...REPLICA_OFF, phase: 'ready', records: 40, lastRefreshedAt: 1 };

function lowRow(i: number): ReplicaRow {
  return {
    id: `P${i}`,
    sku: `SBX-00${i}`,
    name: `Product ${i}`,
    barcode: null,
    price: '1.00',
    value: '0.50',
    currency: 'USD',
    updatedAt: null,
    onHand: i,
    allocated: 0,
    available: i,
    backorder: 0,
    reorderLevel: 10,
    low: true,
    lowIn: [],
  };
}

const SAMPLE: CreditSample = {
  available: 3900,
  max: 4004,
  rate: 60,
  at: Date.now(),
  history: [],
  recent: [],
  waitingSeconds: null,
  waitingFor: null,
  usage: {
    since: Date.now() - 20 * 60_000,
    until: Date.now(),
    ours: 1234,
    others: 56,
    minutes: [{ at: Date.now() - 60_000, ours: 1234, others: 56 }],
  },
};

function bridgeWith(scopes: readonly string[], replica: ReplicaStatus = READY): FakeBridge {
  return createFakeBridge({
    session: signedIn({ scopes: ['openid', ...scopes] }),
    graphql: (name, variables) => {
      if (name !== 'OverviewOrders') return ok(payload({}));
      return ordersPage(variables['hasHold'] === true ? HELD : TODAYS);
    },
    overrides: {
      replicaStatus: () => Promise.resolve(ok(replica)),
      queryReplica: (query: ReplicaQuery) => {
        const result: ReplicaQueryResult = {
          rows: query.quick === 'low' ? [1, 2, 3, 4, 5, 6, 7].map(lowRow) : [],
          offset: 0,
          total: 7,
          counts: { all: 40, low: 7, out: 0, backorder: 0 },
          catalogue: 40,
          ready: true,
        };
        return Promise.resolve(ok(result));
      },
    },
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const overviewCalls = (bridge: FakeBridge) =>
  bridge.calls
    .filter((c) => c.method === 'graphql' && c.args[0] === 'OverviewOrders')
    .map((c) => c.args[1]);

describe('OverviewView', () => {
  it('counts today’s orders by status, each a way into the filtered orders list', async () => {
    const bridge = bridgeWith(['view:orders', 'view:products']);
    renderWithApp(<OverviewView />, bridge);
    const today = card('Today’s orders');
    expect(
      (await within(today).findByRole('button', { name: /since midnight/ })).textContent,
    ).toContain('5 orders since midnight');
    expect(overviewCalls(bridge)).toContainEqual({
      first: 100,
      after: null,
      orderDateFrom: `${TODAY}T00:00:00`,
      hasHold: null,
      updatedFrom: null,
      withMark: true,
    });
    // Statuses as words, most first; the count in the cost note is what the service charged.
    const rows = within(today).getAllByRole('button', { name: /orders? today$/ });
    expect(rows.map((r) => r.textContent)).toEqual([
      'Pending 3 orders today',
      'Awaiting pickup 1 order today',
      'Fulfilled 1 order today',
    ]);
    expect(today.textContent).toContain('for 6 credits (one per order, plus one per 100)');

    await userEvent.click(
      within(today).getByRole('button', { name: 'Awaiting pickup 1 order today' }),
    );
    expect(useOrdersViewState.getState().filters).toEqual({
      dateFrom: TODAY,
      status: 'awaiting-pickup',
    });
    expect(useUiStore.getState().view).toBe('orders');
  });

  it('counts first in the foreground, and recounts in the background', async () => {
    const bridge = bridgeWith(['view:orders', 'view:products']);
    const queryClient = createQueryClient();
    render(
      <AppProviders bridge={bridge} queryClient={queryClient}>
        <OverviewView />
      </AppProviders>,
    );
    await within(card('Today’s orders')).findByRole('button', { name: /since midnight/ });
    const priorities = () =>
      bridge.calls
        .filter((c) => c.method === 'graphql' && c.args[0] === 'OverviewOrders')
        .map((c) => c.args[2]);
    expect(new Set(priorities())).toEqual(new Set(['foreground']));
    const first = priorities().length;
    await queryClient.invalidateQueries({ queryKey: ['OverviewOrders'] });
    expect(priorities().slice(first)).toEqual(['background', 'background']);
  });

  it('recounts the holds by reading only the orders changed since the last count', async () => {
    const MARK = '2026-11-01T08:00:00';
    const held = [
      { id: 'A', status: 'on-hold', holds: { operator_hold: true } },
      { id: 'B', status: 'pending', holds: { address_hold: true } },
    ];
    const bridge = createFakeBridge({
      session: signedIn({ scopes: ['openid', 'view:orders', 'view:products'] }),
      graphql: (name, variables) => {
        if (name !== 'OverviewOrders' || variables['orderDateFrom']) return ok(payload({}));
        const mark = variables['withMark'] === true ? MARK : null;
        // Since the count, B's hold was cleared: the recount sees it leave.
        return variables['updatedFrom'] === MARK
          ? ok(overviewPage([{ id: 'B', status: 'pending' }], null, 1 + 1 + 2, mark))
          : ok(overviewPage(held, null, 1 + 2 + 2, mark));
      },
      overrides: { replicaStatus: () => Promise.resolve(ok(READY)) },
    });
    const queryClient = createQueryClient();
    render(
      <AppProviders bridge={bridge} queryClient={queryClient}>
        <OverviewView />
      </AppProviders>,
    );
    const heldCard = card('Orders on hold');
    await within(heldCard).findByRole('button', { name: /2 orders wait/ });
    await queryClient.invalidateQueries({ queryKey: ['OverviewOrders'] });
    await within(heldCard).findByRole('button', { name: /1 order waits/ });
    const recounts = overviewCalls(bridge).filter(
      (v) => typeof v === 'object' && v !== null && 'updatedFrom' in v && v.updatedFrom === MARK,
    );
    // Only the changes, and without the holds filter, so that B is seen leaving.
    expect(recounts).toEqual([
      {
        first: 25,
        after: null,
        orderDateFrom: null,
        hasHold: null,
        updatedFrom: MARK,
        withMark: true,
      },
    ]);
    expect(heldCard.textContent).toContain(
      'for 4 credits: only the orders changed since the last count were read',
    );
  });

  it('counts the orders on hold by kind of hold, and opens them', async () => {
    renderWithApp(<OverviewView />, bridgeWith(['view:orders', 'view:products']));
    const held = card('Orders on hold');
    const figure = await within(held).findByRole('button', { name: /orders wait/ });
    expect(figure.textContent).toContain('2 orders wait for a hold to be cleared');
    const kinds = within(held).getByRole('list', { name: 'Holds' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Operator hold2', 'Address hold1']);
    await userEvent.click(within(held).getByRole('button', { name: /Show all 2/ }));
    expect(useOrdersViewState.getState().filters).toEqual({ hasHold: true });
    expect(useUiStore.getState().view).toBe('orders');
  });

  it('lists low stock from the catalogue copy, for no credits; a product opens in the list', async () => {
    const bridge = bridgeWith(['view:orders', 'view:products']);
    renderWithApp(<OverviewView />, bridge);
    const low = card('Low stock');
    expect((await within(low).findByText(/at or below their reorder level/)).textContent).toContain(
      '7 products are at or below their reorder level',
    );
    // The five least available of seven.
    const products = within(low).getAllByRole('button', { name: /^Product \d SBX-/ });
    expect(products).toHaveLength(5);
    expect(products[0]?.textContent).toBe('Product 1 SBX-001 1 available · reorder at 10');
    expect(low.textContent).toContain('Free: counted in the catalogue copy');
    const query = bridge.calls.find((c) => c.method === 'queryReplica')?.args[0];
    expect(query).toMatchObject({ quick: 'low', sort: 'available', text: '' });

    await userEvent.click(products[1] as HTMLElement);
    expect(useUiStore.getState().view).toBe('products');
    expect(useUiStore.getState().selected.products).toBe('SBX-002');
    expect(useProductsViewState.getState()).toMatchObject({
      quick: 'low',
      text: '',
      warehouseId: null,
    });
  });

  it('shows the last hour of credits: this app’s and at least what others took', async () => {
    const bridge = bridgeWith(['view:orders', 'view:products']);
    renderWithApp(<OverviewView />, bridge);
    bridge.pushCredits(SAMPLE);
    const credits = card('Credits in the last hour');
    expect(await within(credits).findByText('1,234')).toBeTruthy();
    expect(within(credits).getByText('at least 56')).toBeTruthy();
    expect(credits.textContent).toMatch(/Since \d/);
    expect(credits.textContent).toContain('of 4,004 available now');
  });

  it('explains in plain words what a sign-in without view:orders cannot count, and spends nothing on it', async () => {
    const bridge = bridgeWith(['view:products']);
    renderWithApp(<OverviewView />, bridge);
    const today = card('Today’s orders');
    expect(await within(today).findByText(/was not given permission to see orders/)).toBeTruthy();
    expect(within(today).getByRole('button', { name: 'Ask for “See orders”' })).toBeTruthy();
    expect(within(card('Orders on hold')).getByText(/permission to see orders/)).toBeTruthy();
    // Low stock still works from the catalogue copy.
    expect(
      await within(card('Low stock')).findByText(/at or below their reorder level/),
    ).toBeTruthy();
    expect(overviewCalls(bridge)).toEqual([]);
    // An explanation, not an error.
    expect(document.querySelector('.state-block.is-error')).toBeNull();
  });

  it('says low stock is counted once the catalogue copy is complete', async () => {
    const copying: ReplicaStatus = {
      ...READY,
      phase: 'first-sync',
      records: 1200,
      estimatedTotal: 5000,
    };
    const bridge = bridgeWith(['view:orders', 'view:products'], copying);
    renderWithApp(<OverviewView />, bridge);
    bridge.pushReplica(copying);
    const low = card('Low stock');
    expect((await within(low).findByText(/Counted once/)).textContent).toContain(
      'Counted once the catalogue copy is complete: 1,200 of about 5,000 products copied so far.',
    );
  });
});
