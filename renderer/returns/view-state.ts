/** The Returns view's filter and held row order, kept across view switches. */
import { create } from 'zustand';

export interface ReturnsFilter {
  /** Only returns overdue by the shared rule (shared/returns/overdue.ts). */
  readonly overdueOnly?: boolean;
  /** One status word; absent for every status. */
  readonly status?: string;
}

interface ReturnsViewState {
  readonly filter: ReturnsFilter;
  /**
   * The queue's rows as they stood when the person changed a return (held-places.ts), so the
   * changed row does not jump away; null once they change the filter or refresh.
   */
  readonly held: readonly string[] | null;
  readonly setFilter: (filter: ReturnsFilter) => void;
  /** Keeps these rows in place; an order already held stays as it is. */
  readonly hold: (ids: readonly string[]) => void;
  readonly release: () => void;
}

export const useReturnsViewState = create<ReturnsViewState>()((set) => ({
  filter: {},
  held: null,
  setFilter: (filter) => set({ filter, held: null }),
  hold: (ids) => set((state) => ({ held: state.held ?? ids })),
  release: () => set({ held: null }),
}));
