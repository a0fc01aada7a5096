/**
 * The products view's sort and search, kept outside the component so they survive a switch to
 * another view and back (and the cached pages for them are found again).
 */
import { create } from 'zustand';
import type { SortKey } from '../components/table/sort.ts';

interface ProductsViewState {
  readonly sort: readonly SortKey[];
  /** The exact SKU searched for; '' lists every product. */
  readonly sku: string;
  readonly creating: boolean;
  readonly setSort: (sort: readonly SortKey[]) => void;
  readonly setSku: (sku: string) => void;
  readonly setCreating: (creating: boolean) => void;
}

export const DEFAULT_PRODUCT_SORT: readonly SortKey[] = [{ attribute: 'name', descending: false }];

export const useProductsViewState = create<ProductsViewState>()((set) => ({
  sort: DEFAULT_PRODUCT_SORT,
  sku: '',
  creating: false,
  setSort: (sort) => set({ sort }),
  setSku: (sku) => set({ sku: sku.trim() }),
  setCreating: (creating) => set({ creating }),
}));
