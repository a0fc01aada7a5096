/**
 * Ways into the products list from elsewhere in the app (the overview): the list with a quick
 * filter, every search and warehouse filter cleared, and optionally one product's pane open.
 */
import type { QuickFilter } from '../../shared/replica/query.ts';
import { useUiStore } from '../state/ui-store.ts';
import { useProductsViewState } from './view-state.ts';

export function showProducts(quick: QuickFilter, sku: string | null = null): void {
  const { dispatch } = useProductsViewState.getState();
  dispatch({ type: 'search', text: '' });
  dispatch({ type: 'filter', filters: { warehouseId: null, quick } });
  const ui = useUiStore.getState();
  ui.select('products', sku);
  ui.showView('products');
}
