/**
 * Ways into the Shipments view from elsewhere in the app (the morning brief, the overview):
 * plain functions over the stores, so every caller lands on the same list the same way.
 */
import { useUiStore } from '../state/ui-store.ts';
import type { ShippedFilter } from './shipped-filter.ts';
import { useShipmentsViewState } from './view-state.ts';

/** The Shipped list for a day ('today', 'yesterday') or a from/to range, optionally one carrier. */
export function showShipments(filter: ShippedFilter): void {
  const state = useShipmentsViewState.getState();
  state.setFilter(filter);
  state.setMethod(null);
  state.setSection('shipped');
  useUiStore.getState().showView('shipments');
}

/**
 * The open orders that are late or due within a day, oldest first; with `dueFrom` (a service
 * time) only those due since then, newest due first. Opening it without one clears a scope left
 * from an earlier visit.
 */
export function showLateOrders(scope: { readonly dueFrom: string } | null = null): void {
  const state = useShipmentsViewState.getState();
  state.setLateDueFrom(scope?.dueFrom ?? null);
  state.setSection('late');
  useUiStore.getState().showView('shipments');
}

export type { ShippedFilter } from './shipped-filter.ts';
