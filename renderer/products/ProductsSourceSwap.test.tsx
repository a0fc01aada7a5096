// @vitest-environment happy-dom
/**
 * The products list changing over from the service's pages to the catalogue copy: what was typed
 * in the search box, the sort clicked, the selection and the focus are all still there after it,
 * and the copy's list answers them. The selection is judged by the page's catalogue image once it
 * has caught up with main's copy, however late it arrives; a product opened from the morning
 * brief keeps its pane.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { ReplicaImage, ReplicaQuery } from '../../shared/replica/query.ts';
import { REPLICA_OFF, type ReplicaStatus } from '../../shared/replica/types.ts';
import { testReplica, testRow } from '../finder/testing/replica.ts';
import { testProduct } from '../replica/testing/catalogue.ts';
import { imageChanges, wholeImage } from '../replica/testing/image.ts';
import { forgetPageImage } from '../replica/page-image.ts';
import { useReplicaStatus } from '../replica/replica-context.tsx';
import { LIST_BASE } from '../state/list-model.ts';
import { useUiStore } from '../state/ui-store.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { showProducts } from './navigation.ts';
import { ProductsView } from './ProductsView.tsx';
import { useCreatingProduct, useProductsViewState } from './view-state.ts';

afterEach(() => {
  cleanup();
  forgetPageImage();
});
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

const PAGES = {
  request_id: 'r',
  complexity: 3,
  data: {
    pageInfo: { hasNextPage: false, endCursor: null },
    edges: [node('SBX-00001', 'Blue widget'), node('SBX-00002', 'Red widget')].map((n) => ({
      cursor: n.id,
      node: n,
    })),
  },
};

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

const BLUE = testProduct('SBX-00001', 'Blue widget');
const RED = testProduct('SBX-00002', 'Red widget');

const statusAt = (phase: 'first-sync' | 'ready', version: number | null): ReplicaStatus => ({
  ...(phase === 'ready' ? READY : SYNCING),
  contents: version === null ? null : { copy: 'c1', version },
});

/**
 * The service's two products, and main's image sent to the page only when the test answers (the
 * page's image arriving after the list has changed over to it, as it usually does).
 */
function lateCopyBridge(first: ReplicaStatus) {
  let status = first;
  const asked: ((answer: ReplicaImage) => void)[] = [];
  const bridge = createFakeBridge({
    session: signedIn({ method: 'password', scopeLimited: false, scopes: [] }),
    graphql: (name) => ok(payload(name === 'ProductsPage' ? { products: PAGES } : {})),
    overrides: {
      replicaStatus: () => Promise.resolve(ok(status)),
      queryReplica: testReplica([testRow('SBX-00001', 'Blue widget', null)]).queryReplica,
      replicaImage: () =>
        new Promise<BridgeResult<ReplicaImage | null>>((resolve) => {
          asked.push((answer) => resolve(ok(answer)));
        }),
    },
  });
  return {
    bridge,
    push: (next: ReplicaStatus) =>
      act(() => {
        status = next;
        bridge.pushReplica(next);
      }),
    /** Answers the page's oldest request for the image once it has asked. */
    answer: async (answer: ReplicaImage) => {
      await waitFor(() => expect(asked.length).toBeGreaterThan(0));
      await act(async () => {
        asked.shift()?.(answer);
        await Promise.resolve();
      });
    },
  };
}

async function selectRedInServiceList(): Promise<void> {
  const grid = await screen.findByRole('grid', { name: 'Products' });
  await userEvent.click(await within(grid).findByText('Red widget'));
  expect(listSource()).toBe('service');
  expect(useUiStore.getState().selected.products).toBe('SBX-00002');
}

/** The app's views in small: the products list only while it is the view shown. */
function ProductsWhenShown() {
  const view = useUiStore((s) => s.view);
  const { phase } = useReplicaStatus();
  return view === 'products' ? <ProductsView /> : <p>Brief ({phase})</p>;
}

const copyRows = () => screen.getByRole('grid', { name: 'Products' }).closest('.products-table');

describe('the selection at the change to the copy, judged by the page’s image', () => {
  it('drops the selection once the image arrives after the change without the product', async () => {
    const { bridge, push, answer } = lateCopyBridge(statusAt('first-sync', null));
    renderWithApp(<ProductsView />, bridge);
    await selectRedInServiceList();

    push(statusAt('ready', 1));
    await waitFor(() => expect(listSource()).toBe('copy'));
    // Not known yet: the page has no image to judge by.
    expect(useUiStore.getState().selected.products).toBe('SBX-00002');
    expect(screen.getByRole('button', { name: 'Close details' })).toBeTruthy();

    await answer(wholeImage({ copy: 'c1', version: 1 }, [BLUE]));
    await waitFor(() => expect(useUiStore.getState().selected.products ?? null).toBeNull());
    expect(screen.queryByRole('button', { name: 'Close details' })).toBeNull();
  });

  it('keeps a product added after the version the page held once the newer image arrives', async () => {
    const { bridge, push, answer } = lateCopyBridge(statusAt('first-sync', 1));
    renderWithApp(<ProductsView />, bridge);
    // The page's image a version behind: the red widget was added after it.
    await answer(wholeImage({ copy: 'c1', version: 1 }, [BLUE]));
    await selectRedInServiceList();

    push(statusAt('ready', 2));
    await waitFor(() => expect(copyRows()?.getAttribute('data-rows-from')).toBe('page'));
    expect(useUiStore.getState().selected.products).toBe('SBX-00002');

    await answer(imageChanges({ copy: 'c1', version: 2 }, [RED]));
    const grid = screen.getByRole('grid', { name: 'Products' });
    const selected = await within(grid).findByRole('row', { selected: true });
    expect(selected.textContent).toContain('SBX-00002');
    expect(useUiStore.getState().selected.products).toBe('SBX-00002');
    expect(screen.getByRole('button', { name: 'Close details' })).toBeTruthy();
  });

  it('keeps the pane of a product opened from the morning brief, which the copy lacks', async () => {
    const { bridge, answer } = lateCopyBridge(statusAt('ready', 1));
    useUiStore.setState({ view: 'overview' });
    renderWithApp(<ProductsWhenShown />, bridge);
    // As in the app: the copy is complete before the brief opens the list.
    await screen.findByText('Brief (ready)');
    act(() => showProducts('low', 'SBX-00009'));
    expect(listSource()).toBe('copy');

    await answer(wholeImage({ copy: 'c1', version: 1 }, [BLUE, RED]));
    await waitFor(() => expect(copyRows()?.getAttribute('data-rows-from')).toBe('page'));
    expect(useUiStore.getState().selected.products).toBe('SBX-00009');
    expect(screen.getByRole('button', { name: 'Close details' })).toBeTruthy();
  });
});
