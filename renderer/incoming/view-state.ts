/** The Incoming view's tab, filters and sort, kept across view switches. */
import { create } from 'zustand';
import {
  DEFAULT_PO_FILTERS,
  type PoTab,
  type PurchaseOrderFilters,
} from '../../shared/purchase-orders/filters.ts';
import type { SortKey } from '../components/table/sort.ts';

export type IncomingSection = 'purchase-orders' | 'vendors';

interface IncomingViewState {
  readonly section: IncomingSection;
  readonly filters: PurchaseOrderFilters;
  readonly sort: readonly SortKey[];
  readonly setSection: (section: IncomingSection) => void;
  readonly setTab: (tab: PoTab) => void;
  readonly setFilters: (filters: PurchaseOrderFilters) => void;
  readonly setSort: (sort: readonly SortKey[]) => void;
}

/** Soonest expected first: what arrives next is what people ask about. */
export const DEFAULT_PO_SORT: readonly SortKey[] = [{ attribute: 'po_date', descending: false }];

export const useIncomingViewState = create<IncomingViewState>()((set) => ({
  section: 'purchase-orders',
  filters: DEFAULT_PO_FILTERS,
  sort: DEFAULT_PO_SORT,
  setSection: (section) => set({ section }),
  setTab: (tab) => set((state) => ({ filters: { ...state.filters, tab } })),
  setFilters: (filters) => set({ filters }),
  setSort: (sort) => set({ sort }),
}));
