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
  /** The vendor whose pane is open in the Vendors tab. */
  readonly vendorId: string | null;
  readonly setVendor: (vendorId: string | null) => void;
  /** The Vendors tab with this vendor's pane open (the quick finder's vendor). */
  readonly showVendor: (vendorId: string) => void;
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
  vendorId: null,
  setVendor: (vendorId) => set({ vendorId }),
  showVendor: (vendorId) => set({ section: 'vendors', vendorId }),
  setSection: (section) => set({ section }),
  setTab: (tab) => set((state) => ({ filters: { ...state.filters, tab } })),
  setFilters: (filters) => set({ filters }),
  setSort: (sort) => set({ sort }),
}));
