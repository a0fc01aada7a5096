/**
 * Opening the Inventory view's Stock changes section from elsewhere (the morning brief's lines,
 * the Overview): one call that switches view and section and sets the filter.
 */
import { useUiStore } from '../state/ui-store.ts';
import { useInventoryViewState, type StockChangesFilter } from './view-state.ts';

export type { StockChangesFilter } from './view-state.ts';

export function showStockChanges(filter: StockChangesFilter): void {
  useInventoryViewState.getState().showChanges(filter);
  useUiStore.getState().showView('inventory');
}
