/** The orders view's sort and status filter, kept across view switches. */
import { create } from 'zustand';
import type { SortKey } from '../components/table/sort.ts';

interface OrdersViewState {
  readonly sort: readonly SortKey[];
  /** A fulfillment status to filter by, or `null` for all orders. */
  readonly status: string | null;
  readonly setSort: (sort: readonly SortKey[]) => void;
  readonly setStatus: (status: string | null) => void;
}

export const DEFAULT_ORDER_SORT: readonly SortKey[] = [
  { attribute: 'order_date', descending: true },
];

export const useOrdersViewState = create<OrdersViewState>()((set) => ({
  sort: DEFAULT_ORDER_SORT,
  status: null,
  setSort: (sort) => set({ sort }),
  setStatus: (status) => set({ status }),
}));
