/** Opens a SKU in the Inventory view's One SKU section (the feed's SKU links). */
import { useUiStore } from '../../state/ui-store.ts';
import { useInventoryViewState } from '../view-state.ts';

export function openSkuStock(sku: string): void {
  useUiStore.getState().select('inventory', sku);
  useInventoryViewState.getState().setSection('one-sku');
}
