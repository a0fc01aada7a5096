// @vitest-environment happy-dom
/**
 * The products search over the page's own copy of the catalogue: once the copy is here, a
 * keystroke's rows are on screen when the keystroke's event returns, without asking main; a newer
 * version is fetched while the older one keeps answering; a copy that cannot be read, or none,
 * leaves the search in main; and the copy goes when main's does (sign-out).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type BridgeResult } from '../../shared/bridge/errors.ts';
import type { ReplicaCatalogue } from '../../shared/replica/query.ts';
import { toColumns } from '../../shared/replica/replica-columns.ts';
import {
  REPLICA_OFF,
  type ReplicaContents,
  type ReplicaProduct,
  type ReplicaStatus,
} from '../../shared/replica/types.ts';
import { QuickFinder } from '../finder/QuickFinder.tsx';
import { testReplica, testRow } from '../finder/testing/replica.ts';
import { renderProductSearch } from '../products/testing/render-product-search.tsx';
import { ReplicaProductsTable } from '../products/ReplicaProductsTable.tsx';
import { useProductsViewState } from '../products/view-state.ts';
import { LIST_BASE } from '../state/list-model.ts';
import { createFakeBridge, signedIn } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { forgetPageCopy } from './page-copy.ts';
import { TEST_STOCK, testProduct, wholeCatalogue } from './testing/catalogue.ts';

afterEach(cleanup);
beforeEach(() => {
  forgetPageCopy();
  useProductsViewState.setState({ ...LIST_BASE, quick: 'all', warehouseId: null });
});

/** A product in warehouse W1 (main's rows for it show the same figures: TEST_STOCK's). */
const product = (sku: string, name: string, barcode: string | null): ReplicaProduct =>
  testProduct(sku, name, barcode, [TEST_STOCK]);

const PRODUCTS = [
  product('SBX-00001', 'Blue widget', '810000000001'),
  product('SBX-00002', 'Red gadget', '810000000002'),
  product('ABC-00003', 'Blue gadget', null),
];

const ready = (contents: ReplicaContents | null): ReplicaStatus => ({
  ...REPLICA_OFF,
  phase: contents ? 'ready' : 'off',
  records: PRODUCTS.length,
  contents,
});

function fakeBridge(options: { catalogue: (contents: ReplicaContents) => ReplicaCatalogue }) {
  // Main's answers, for the time before the page has its copy (and to count what is asked).
  const main = testReplica(PRODUCTS.map((p) => testRow(p.sku, p.name, p.barcode)));
  let status = ready({ copy: 'c1', version: 1 });
  const catalogue = vi.fn((): Promise<BridgeResult<ReplicaCatalogue | null>> =>
    Promise.resolve(ok(status.contents ? options.catalogue(status.contents) : null)),
  );
  const bridge = createFakeBridge({
    session: signedIn(),
    overrides: {
      queryReplica: main.queryReplica,
      replicaStatus: () => Promise.resolve(ok(status)),
      replicaCatalogue: catalogue,
    },
  });
  const push = (next: ReplicaStatus) =>
    act(() => {
      status = next;
      bridge.pushReplica(next);
    });
  return { bridge, main, catalogue, push };
}

function renderSearch(options: { catalogue: (contents: ReplicaContents) => ReplicaCatalogue }) {
  const { bridge, main, catalogue, push } = fakeBridge(options);
  return { main, catalogue, push, ...renderProductSearch(bridge) };
}

const sent = (products: readonly ReplicaProduct[]) => (contents: ReplicaContents) =>
  wholeCatalogue(contents, products);

describe('the products search over the page’s copy', () => {
  it('shows a keystroke’s rows when its event returns, without asking main', async () => {
    const { main, catalogue, type, wrapper, skus } = renderSearch({ catalogue: sent(PRODUCTS) });
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    expect(catalogue).toHaveBeenCalledTimes(1);
    const asked = main.asked.length;

    type('blue');
    // No waiting: the rows answer the new text in the same render as the field.
    expect(wrapper().dataset['search']).toBe('blue');
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);
    type('81000000000');
    expect(skus()).toEqual(['SBX-00001', 'SBX-00002']);
    type('abc');
    expect(skus()).toEqual(['ABC-00003']);
    expect(main.asked).toHaveLength(asked);
  });

  it('keeps answering from the copy it has while what changed is on its way, then applies it', async () => {
    let answer: (() => void) | null = null;
    const renamed = product('SBX-00001', 'Green widget', '810000000001');
    const { catalogue, push, type, wrapper, skus } = renderSearch({ catalogue: sent(PRODUCTS) });
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));
    type('green');
    expect(screen.getByText('Nothing matches “green”')).toBeDefined();

    // Hold the next answer back: the old copy keeps answering meanwhile.
    catalogue.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              ok({
                contents: { copy: 'c1', version: 2 },
                whole: false,
                products: toColumns([renamed]),
                removed: ['id-SBX-00002'],
              }),
            );
        }),
    );
    push(ready({ copy: 'c1', version: 2 }));
    await waitFor(() => expect(catalogue).toHaveBeenCalledTimes(2));
    // Asked for what changed after the version the page holds.
    expect(catalogue).toHaveBeenLastCalledWith({ copy: 'c1', version: 1 });
    expect(wrapper().dataset['rowsFrom']).toBe('page');
    type('blue');
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);

    act(() => answer?.());
    // The renamed product no longer answers "blue": the newer copy is searched now.
    await waitFor(() => expect(skus()).toEqual(['ABC-00003']));
    type('green');
    expect(skus()).toEqual(['SBX-00001']);
    type('red');
    expect(screen.getByText('Nothing matches “red”')).toBeDefined();
    type('');
    expect(skus()).toEqual(['ABC-00003', 'SBX-00001']);
  });

  it('searches in main when the copy sent cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { catalogue, type, wrapper, skus } = renderSearch({
      // One column a product short: the page cannot tell which value belongs to whom.
      catalogue: (contents) => {
        const products = toColumns(PRODUCTS);
        return {
          contents,
          whole: true,
          products: { ...products, sku: products.sku.slice(1) },
          removed: [],
        };
      },
    });
    await waitFor(() => expect(catalogue).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
    type('red');
    await waitFor(() => expect(wrapper().dataset['search']).toBe('red'));
    expect(skus()).toEqual(['SBX-00002']);
    // Not asked again for the same contents.
    expect(catalogue).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('drops the copy when main’s is gone, and takes no other account’s', async () => {
    const { catalogue, push, wrapper } = renderSearch({ catalogue: sent(PRODUCTS) });
    await waitFor(() => expect(wrapper().dataset['rowsFrom']).toBe('page'));

    push(ready(null));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
    // Another sign-in: a new copy is asked for, and the list waits for it in main meanwhile.
    catalogue.mockImplementationOnce(() => new Promise(() => undefined));
    push(ready({ copy: 'c2', version: 1 }));
    await waitFor(() => expect(catalogue).toHaveBeenCalledTimes(2));
    expect(wrapper().dataset['rowsFrom']).toBe('main');
  });
});

describe('the quick finder over the page’s copy', () => {
  it('finds products in the copy without asking main', async () => {
    const { bridge, main, catalogue } = fakeBridge({ catalogue: sent(PRODUCTS) });
    renderWithApp(
      <>
        <QuickFinder onOpen={() => undefined} onClose={() => undefined} />
        <ReplicaProductsTable />
      </>,
      bridge,
    );
    // The list beside it shows when the page has its copy.
    await waitFor(() => {
      const table = document.querySelector<HTMLElement>('.products-table');
      expect(table?.dataset['rowsFrom']).toBe('page');
    });
    expect(catalogue).toHaveBeenCalledTimes(1);

    const field = screen.getByRole('combobox', { name: 'Find a product or an order' });
    fireEvent.change(field, { target: { value: 'gadget' } });
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(within(list).getByText('Blue gadget')).toBeDefined();
    expect(within(list).getByText('Red gadget')).toBeDefined();
    expect(main.asked).not.toContain('gadget');
  });
});
