/**
 * The products view's sort and search, kept outside the component so they survive a switch to
 * another view and back (and the cached pages for them are found again).
 */
import { create } from 'zustand';
import type { QuickFilter } from '../../shared/replica/query.ts';
import type { SortKey } from '../components/table/sort.ts';

interface ProductsViewState {
  readonly sort: readonly SortKey[];
  /** The exact SKU searched for; '' lists every product. */
  readonly sku: string;
  readonly creating: boolean;
  /** The search the list shows the answer to: SKU, name words, barcode. */
  readonly text: string;
  /**
   * What the search field holds. It runs ahead of `text` while the answer to it is fetched, so
   * a keystroke repaints the list once, with its answer (products/use-search-ahead.ts).
   */
  readonly typed: string;
  /** The replica list's sort (one key); empty: by relevance while searching, else by name. */
  readonly replicaSort: readonly SortKey[];
  readonly quick: QuickFilter;
  /** null: every warehouse, stock summed. */
  readonly warehouseId: string | null;
  readonly setSort: (sort: readonly SortKey[]) => void;
  readonly setSku: (sku: string) => void;
  readonly setCreating: (creating: boolean) => void;
  /** Sets the search and the field at once (clearing it from elsewhere, a known answer). */
  readonly setText: (text: string) => void;
  readonly setTyped: (typed: string) => void;
  readonly setReplicaSort: (sort: readonly SortKey[]) => void;
  readonly setQuick: (quick: QuickFilter) => void;
  readonly setWarehouseId: (warehouseId: string | null) => void;
}

export const DEFAULT_PRODUCT_SORT: readonly SortKey[] = [{ attribute: 'name', descending: false }];

export const useProductsViewState = create<ProductsViewState>()((set) => ({
  sort: DEFAULT_PRODUCT_SORT,
  sku: '',
  creating: false,
  text: '',
  typed: '',
  replicaSort: [],
  quick: 'all',
  warehouseId: null,
  setSort: (sort) => set({ sort }),
  setSku: (sku) => set({ sku: sku.trim() }),
  setCreating: (creating) => set({ creating }),
  setText: (text) => set({ text, typed: text }),
  setTyped: (typed) => set({ typed }),
  // One key: the replica sorts by one column (and by relevance or name without one).
  setReplicaSort: (sort) => set({ replicaSort: sort.slice(-1) }),
  setQuick: (quick) => set({ quick }),
  setWarehouseId: (warehouseId) => set({ warehouseId }),
}));
