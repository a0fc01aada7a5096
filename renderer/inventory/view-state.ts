/** The Inventory view's section and the Stock changes filter, kept across view switches. */
import { create } from 'zustand';

export type InventorySection = 'one-sku' | 'stock-changes';

/** Which changes the Stock changes section lists: ISO dates (YYYY-MM-DD), both days included. */
export interface StockChangesFilter {
  readonly from: string;
  readonly to: string;
  /** Only large adjustments (shared/inventory/stock-change-kinds.ts); routine rows hidden. */
  readonly largeOnly?: boolean;
  readonly sku?: string;
}

interface InventoryViewState {
  readonly section: InventorySection;
  /** Null until someone picks a range: the section then opens on the service's today. */
  readonly filter: StockChangesFilter | null;
  readonly setSection: (section: InventorySection) => void;
  readonly setFilter: (filter: StockChangesFilter) => void;
  /** The Stock changes section with this filter. */
  readonly showChanges: (filter: StockChangesFilter) => void;
}

export const useInventoryViewState = create<InventoryViewState>()((set) => ({
  section: 'one-sku',
  filter: null,
  setSection: (section) => set({ section }),
  setFilter: (filter) => set({ filter }),
  showChanges: (filter) => set({ section: 'stock-changes', filter }),
}));
