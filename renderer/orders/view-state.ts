/**
 * The orders view's sort and filters, kept across view switches. Navigation into the list (the
 * overview's links, the quick finder, saved views) goes through `renderer/orders/navigation.ts`.
 */
import { create } from 'zustand';
import {
  activeOrderFilters,
  NO_ORDER_FILTERS,
  type OrderFilterKey,
  type OrderFilters,
} from '../../shared/orders/filters.ts';
import type { SortKey } from '../components/table/sort.ts';
import { withoutFilter } from './order-filters.ts';

interface OrdersViewState {
  readonly sort: readonly SortKey[];
  readonly filters: OrderFilters;
  /** The saved view the filters came from, while they are unchanged. */
  readonly viewId: string | null;
  /** An order number to open as soon as the list finds it (the quick finder's jump). */
  readonly openWhenFound: string | null;
  readonly setSort: (sort: readonly SortKey[]) => void;
  readonly setFilters: (filters: OrderFilters, viewId?: string | null) => void;
  readonly removeFilter: (key: OrderFilterKey) => void;
  readonly setOpenWhenFound: (orderNumber: string | null) => void;
}

export const DEFAULT_ORDER_SORT: readonly SortKey[] = [
  { attribute: 'order_date', descending: true },
];

export const useOrdersViewState = create<OrdersViewState>()((set) => ({
  sort: DEFAULT_ORDER_SORT,
  filters: NO_ORDER_FILTERS,
  viewId: null,
  openWhenFound: null,
  setSort: (sort) => set({ sort }),
  setFilters: (filters, viewId = null) => set({ filters: activeOrderFilters(filters), viewId }),
  removeFilter: (key) =>
    set((state) => ({ filters: withoutFilter(state.filters, key), viewId: null })),
  setOpenWhenFound: (openWhenFound) => set({ openWhenFound }),
}));
