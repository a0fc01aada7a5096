/**
 * The products list's model (state/list-model.ts): the search, the quick filter, the warehouse,
 * the sort, the scroll position and focus, whichever source lists the rows (use-list-source.ts).
 * Kept outside the components, so it survives the change to the catalogue copy and a switch to
 * another view and back (and the cached pages for it are found again).
 */
import { create } from 'zustand';
import type { QuickFilter } from '../../shared/replica/query.ts';
import { createListStore } from '../state/list-store.ts';

export interface ProductFilters {
  readonly quick: QuickFilter;
  /** null: every warehouse, stock summed. */
  readonly warehouseId: string | null;
}

export const useProductsViewState = createListStore<ProductFilters>({
  quick: 'all',
  warehouseId: null,
});

/** Whether the create dialog is open: not the list's state, but kept across views as well. */
export const useCreatingProduct = create<{
  readonly creating: boolean;
  readonly setCreating: (creating: boolean) => void;
}>()((set) => ({ creating: false, setCreating: (creating) => set({ creating }) }));
