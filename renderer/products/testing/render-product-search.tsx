/**
 * The products search field and the replica grid, rendered together for component tests, with
 * ways to type into the field and read the grid: its wrapper (whose `data-search` and
 * `data-rows-from` say what the rows answer and where they were searched) and its rows' SKUs.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { ProductSearch } from '../ProductSearch.tsx';
import { ReplicaProductsTable } from '../ReplicaProductsTable.tsx';

export function renderProductSearch(bridge: FakeBridge) {
  renderWithApp(
    <>
      <ProductSearch />
      <ReplicaProductsTable />
    </>,
    bridge,
  );
  const field = screen.getByRole('searchbox', { name: 'Search products' });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  const wrapper = () => {
    const element = screen.getByRole('grid', { name: 'Products' }).closest('.products-table');
    if (!(element instanceof HTMLElement)) throw new Error('no products table');
    return element;
  };
  const skus = () =>
    within(screen.getByRole('grid', { name: 'Products' }))
      .queryAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
  return { field, type, wrapper, skus };
}
