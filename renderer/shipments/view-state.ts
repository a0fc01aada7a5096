/** The Shipments view's section and the Shipped list's filter, kept across view switches. */
import { create } from 'zustand';
import { DEFAULT_SHIPPED_FILTER, type ShippedFilter } from './shipped-filter.ts';

export type ShipmentsSection = 'shipped' | 'late';

interface ShipmentsViewState {
  readonly section: ShipmentsSection;
  readonly filter: ShippedFilter;
  /** Only labels of this shipping method (carrier filters live in `filter`). */
  readonly method: string | null;
  readonly setSection: (section: ShipmentsSection) => void;
  readonly setFilter: (filter: ShippedFilter) => void;
  readonly setMethod: (method: string | null) => void;
}

export const useShipmentsViewState = create<ShipmentsViewState>()((set) => ({
  section: 'shipped',
  filter: DEFAULT_SHIPPED_FILTER,
  method: null,
  setSection: (section) => set({ section }),
  // A new carrier (or none) makes a method picked for the old one meaningless.
  setFilter: (filter) =>
    set((state) => ({
      filter,
      method: (filter.carrier ?? null) === (state.filter.carrier ?? null) ? state.method : null,
    })),
  setMethod: (method) => set({ method }),
}));
