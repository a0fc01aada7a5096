/** The Returns view's filter, kept across view switches. */
import { create } from 'zustand';

export interface ReturnsFilter {
  /** Only returns overdue by the shared rule (shared/returns/overdue.ts). */
  readonly overdueOnly?: boolean;
  /** One status word; absent for every status. */
  readonly status?: string;
}

interface ReturnsViewState {
  readonly filter: ReturnsFilter;
  readonly setFilter: (filter: ReturnsFilter) => void;
}

export const useReturnsViewState = create<ReturnsViewState>()((set) => ({
  filter: {},
  setFilter: (filter) => set({ filter }),
}));
