/**
 * Ways into the orders list from elsewhere in the app: plain functions over the stores, so the
 * overview, the quick finder and the sidebar's saved views all navigate the same way.
 */
import type { OrderFilters } from '../../shared/orders/filters.ts';
import { orderPaneKey, usePaneFocus } from '../state/pane-focus.ts';
import { useUiStore } from '../state/ui-store.ts';
import { normalizeOrderNumber } from './order-filters.ts';
import { useOrdersViewState } from './view-state.ts';

/** Shows the orders list with exactly these filters (e.g. `{ hasHold: true }`), nothing selected. */
export function showOrders(filters: OrderFilters, savedViewId: string | null = null): void {
  useOrdersViewState.getState().setFilters(filters, savedViewId);
  useOrdersViewState.getState().setOpenWhenFound(null);
  const ui = useUiStore.getState();
  ui.select('orders', null);
  ui.showView('orders');
}

/**
 * Opens one order by its number (`100500` or `#100500`): the list is filtered to that number and
 * the order's pane opens as soon as the service returns it, taking focus (so Escape closes it
 * and the keyboard starts there, whichever view opened it). If there is no such order, the list
 * says so, with the filter as a chip to remove.
 */
export function openOrderByNumber(orderNumber: string): void {
  const number = normalizeOrderNumber(orderNumber);
  usePaneFocus.getState().request(orderPaneKey(number));
  showOrders({ orderNumber: number });
  useOrdersViewState.getState().setOpenWhenFound(number);
}
