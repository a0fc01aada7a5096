// @vitest-environment happy-dom
import type { InfiniteData } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../shared/bridge/errors.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../data/query-client.ts';
import { pagesKey } from '../data/use-operation.ts';
import { createFakeBridge, payload, signedIn, type FakeBridge } from '../testing/fake-bridge.ts';
import { renderWithApp } from '../testing/render.tsx';
import { useUiStore } from '../state/ui-store.ts';
import { ProductsView } from './ProductsView.tsx';
import { LIST_BASE } from '../state/list-model.ts';
import { useCreatingProduct, useProductsViewState } from './view-state.ts';

afterEach(cleanup);
beforeEach(() => {
  useUiStore.setState({ selected: {} });
  useProductsViewState.setState({ ...LIST_BASE, quick: 'all', warehouseId: null });
  useCreatingProduct.setState({ creating: false });
});

const session = signedIn({ method: 'password', scopeLimited: false, scopes: [] });

function product(i: number) {
  return {
    id: `UHJvZHVjdDo${i}`,
    sku: `SBX-${String(i).padStart(5, '0')}`,
    name: `Product ${i}`,
    barcode: null,
    created_at: '2024-12-23T12:50:13',
    updated_at: '2024-12-23T12:50:13',
    // Price and value per warehouse, as the service keeps them.
    warehouse_products: [
      {
        warehouse_id: 'W1',
        on_hand: 1000,
        allocated: 0,
        available: 1000,
        price: '12345678901234.5',
        value: '',
      },
      {
        warehouse_id: 'W2',
        on_hand: i,
        allocated: 0,
        available: i,
        price: '12345678901234.5',
        value: '',
      },
    ],
  };
}

function productsBridge(pageLength = 50): FakeBridge {
  return createFakeBridge({
    session,
    graphql: (name, variables) => {
      if (name !== 'ProductsPage') return ok(payload({}));
      const start = variables['after'] === 'c1' ? pageLength : 0;
      const nodes = Array.from({ length: pageLength }, (_, i) => product(start + i));
      return ok(
        payload({
          products: {
            request_id: 'r',
            complexity: 51,
            data: {
              pageInfo: { hasNextPage: start === 0, endCursor: start === 0 ? 'c1' : null },
              edges: nodes.map((node) => ({ cursor: node.id, node })),
            },
          },
        }),
      );
    },
  });
}

const productCalls = (bridge: FakeBridge) =>
  bridge.calls
    .filter((c) => c.method === 'graphql' && c.args[0] === 'ProductsPage')
    .map((c) => c.args[1] as Record<string, unknown>);

describe('ProductsView', () => {
  it('renders product rows with formatted amounts and the summed stock', async () => {
    renderWithApp(<ProductsView />, productsBridge());
    const grid = await screen.findByRole('grid', { name: 'Products' });
    const row = (await within(grid).findByText('Product 7')).closest('[role="row"]');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('gridcell');
    const text = cells.map((c) => c.textContent);
    expect(text).toContain('SBX-00007');
    expect(text).toContain('1,007');
    expect(text).toContain('12,345,678,901,234.50');
    // An empty value is an em dash announced as "empty", never a blank cell.
    expect(text).toContain('—empty');
  });

  it('sends the sort from the headers, Shift adding keys, and starts again at page one', async () => {
    const bridge = productsBridge();
    renderWithApp(<ProductsView />, bridge);
    await screen.findByText('Product 3');
    expect(productCalls(bridge)[0]).toMatchObject({ sort: 'name', sku: null, after: null });

    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(productCalls(bridge).at(-1)).toMatchObject({ sort: 'price' }));
    expect(productCalls(bridge).at(-1)?.['after']).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Updated/ }), { shiftKey: true });
    await waitFor(() =>
      expect(productCalls(bridge).at(-1)).toMatchObject({ sort: 'price,updated_at', after: null }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() =>
      expect(productCalls(bridge).at(-1)).toMatchObject({ sort: '-price', after: null }),
    );
  });

  it('searches by exact SKU on Enter', async () => {
    const bridge = productsBridge();
    renderWithApp(<ProductsView />, bridge);
    const search = await screen.findByRole('searchbox', { name: 'Search by SKU' });
    expect(search.getAttribute('placeholder')).toBe('Exact SKU');
    await userEvent.type(search, ' SBX-00004 {Enter}');
    await waitFor(() => expect(productCalls(bridge).at(-1)).toMatchObject({ sku: 'SBX-00004' }));
  });

  it('loads the next page after the last cursor when the end of the list is in view', async () => {
    // The broker may answer with fewer rows than asked: paging follows the cursor, not a count.
    const bridge = productsBridge(8);
    renderWithApp(<ProductsView />, bridge);
    expect(await screen.findByText('Product 12')).toBeTruthy();
    expect(productCalls(bridge).map((v) => v['after'])).toEqual([null, 'c1']);
    expect(productCalls(bridge)[1]).toMatchObject({ first: 100 });
    expect(await screen.findByText('16 products.')).toBeTruthy();
  });

  it('cuts a left list back to its first page, so showing it again costs one request', async () => {
    const bridge = productsBridge(8);
    const queryClient = createQueryClient();
    render(
      <AppProviders bridge={bridge} queryClient={queryClient}>
        <ProductsView />
      </AppProviders>,
    );
    expect(await screen.findByText('16 products.')).toBeTruthy();
    const oldKey = pagesKey('ProductsPage', { first: 100, sort: 'name', sku: null });
    const pagesOf = () =>
      queryClient.getQueryData<InfiniteData<unknown>>(oldKey)?.pages.length ?? 0;
    expect(pagesOf()).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(productCalls(bridge).at(-1)).toMatchObject({ sort: 'price' }));
    expect(pagesOf()).toBe(1);
  });
});
