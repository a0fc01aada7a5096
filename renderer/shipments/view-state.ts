/** The Shipments view's section and the Shipped list's filter, kept across view switches. */
import { create } from 'zustand';
import { DEFAULT_SHIPPED_FILTER, type ShippedFilter } from './shipped-filter.ts';

export type ShipmentsSection = 'shipped' | 'late';

interface ShipmentsViewState {
  readonly section: ShipmentsSection;
  readonly filter: ShippedFilter;
  /** Only labels of this shipping method (carrier filters live in `filter`). */
  readonly method: string | null;
  /**
   * The Late list's "due since" scope: a service time (the morning brief's period start), or
   * null for the whole list. Kept across visits and shown as a removable chip.
   */
  readonly lateDueFrom: string | null;
  readonly setSection: (section: ShipmentsSection) => void;
  readonly setFilter: (filter: ShippedFilter) => void;
  readonly setMethod: (method: string | null) => void;
  readonly setLateDueFrom: (dueFrom: string | null) => void;
}

export const useShipmentsViewState = create<ShipmentsViewState>()((set) => ({
  section: 'shipped',
  filter: DEFAULT_SHIPPED_FILTER,
  method: null,
  lateDueFrom: null,
  setSection: (section) => set({ section }),
  // A new carrier (or none) makes a method picked for the old one meaningless.
  setFilter: (filter) =>
    set((state) => ({
      filter,
      method: (filter.carrier ?? null) === (state.filter.carrier ?? null) ? state.method : null,
    })),
  setMethod: (method) => set({ method }),
  setLateDueFrom: (lateDueFrom) => set({ lateDueFrom }),
}));
