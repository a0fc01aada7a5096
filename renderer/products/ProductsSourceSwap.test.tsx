// @vitest-environment jsdom
/**
 * The products list changing over from the service's pages to the catalogue copy: what was typed
 * in the search box, the sort clicked, the selection and the focus are all still there after it,
 * and the copy's list answers them.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import type { ReplicaQuery } from '../../shared/replica/query.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { testReplica, testRow } from '../finder/testing/replica.ts';
import { LIST_BASE } from '../state/list-model.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { ProductsView } from './ProductsView.tsx';
import { useCreatingProduct, useProductsViewState } from './view-state.ts';

afterEach(cleanup);
beforeEach(() => {
  useUiStore.setState({ selected: {} });
  useProductsViewState.setState({ ...LIST_BASE, quick: 'all', warehouseId: null });
  useCreatingProduct.setState({ creating: false });
});

const SYNCING: ReplicaStatus = {
  ...REPLICA_OFF,
  phase: 'first-sync',
  records: 1,
  refreshing: true,
};
const READY: ReplicaStatus = { ...REPLICA_OFF, phase: 'ready', records: 3, lastRefreshedAt: 1 };

const node = (sku: string, name: string) => ({
  id: `id-${sku}`,
  sku,
  name,
  barcode: null,
  created_at: '2024-12-23T12:50:13',
  updated_at: '2024-12-23T12:50:13',
  warehouse_products: [],
});

function swappingBridge(): FakeBridge {
  const nodes = [node('SBX-00001', 'Blue widget'), node('SBX-00002', 'Red widget')];
  const replica = testReplica([
    testRow('SBX-00001', 'Blue widget', null),
    testRow('SBX-00002', 'Red widget', null),
    testRow('ABC-00003', 'Green gadget', null),
  ]);
  return createFakeBridge({
    session: signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    graphql: (name) =>
      ok(
        payload(
          name !== 'ProductsPage'
            ? {}
            : {
                products: {
                  request_id: 'r',
                  complexity: 3,
                  data: {
                    pageInfo: { hasNextPage: false, endCursor: null },
                    edges: nodes.map((n) => ({ cursor: n.id, node: n })),
                  },
                },
              },
        ),
      ),
    overrides: {
      replicaStatus: () => Promise.resolve(ok(SYNCING)),
      queryReplica: replica.queryReplica,
    },
  });
}

const replicaQueries = (bridge: FakeBridge) =>
  bridge.calls.filter((c) => c.method === 'queryReplica').map((c) => c.args[0] as ReplicaQuery);

const listSource = () =>
  screen
    .getByRole('grid', { name: 'Products' })
    .closest('.products-table')
    ?.getAttribute('data-source');

describe('the products list changing over to the catalogue copy', () => {
  it('keeps the search typed, the sort clicked, the selection and the focus', async () => {
    const bridge = swappingBridge();
    renderWithApp(<ProductsView />, bridge);
    const grid = await screen.findByRole('grid', { name: 'Products' });
    await within(grid).findByText('Red widget');
    expect(listSource()).toBe('service');

    await userEvent.click(within(grid).getByText('Red widget'));
    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    // Typed, not applied: the service's search waits for Enter.
    const box = screen.getByRole('searchbox', { name: 'Search by SKU' });
    await userEvent.type(box, 'sbx');
    expect(document.activeElement).toBe(box);

    act(() => bridge.pushReplica(READY));

    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(listSource()).toBe('copy');
    expect(search).toHaveProperty('value', 'sbx');
    expect(document.activeElement).toBe(search);
    await waitFor(() =>
      expect(replicaQueries(bridge).at(-1)).toMatchObject({ text: 'sbx', sort: 'price' }),
    );
    const copyGrid = screen.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(copyGrid).queryByText('Green gadget')).toBeNull());
    expect(within(copyGrid).getByText('Blue widget')).toBeTruthy();
    const price = screen.getByRole('columnheader', { name: /^Price/ });
    expect(price.getAttribute('aria-sort')).toBe('ascending');
    expect(useUiStore.getState().selected.products).toBe('SBX-00002');
    const selected = within(copyGrid).getByRole('row', { selected: true });
    expect(selected.textContent).toContain('SBX-00002');
  });

  it('goes on typing into the copy’s search box once it is there', async () => {
    const bridge = swappingBridge();
    renderWithApp(<ProductsView />, bridge);
    await screen.findByText('Red widget');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by SKU' }), 're');
    act(() => bridge.pushReplica(READY));
    await screen.findByRole('searchbox', { name: 'Search products' });
    await userEvent.keyboard('d');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveProperty('value', 'red');
    await waitFor(() => expect(replicaQueries(bridge).at(-1)).toMatchObject({ text: 'red' }));
    await waitFor(() => expect(screen.queryByText('Blue widget')).toBeNull());
    expect(screen.getByText('Red widget')).toBeTruthy();
  });
});
