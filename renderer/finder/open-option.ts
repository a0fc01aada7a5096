/**
 * Opening what the quick finder found: a product's pane in the products view (from the copy, or
 * by the SKU the service confirmed), an order by its number in the orders view (its pane opens
 * once the service returns it), the orders list filtered by an e-mail address, a purchase
 * order's pane in Incoming, or a vendor's pane in Incoming's Vendors tab. The pane takes
 * focus when it shows the record (state/pane-focus.ts).
 */
import { openOrderByNumber, showOrders } from '../orders/navigation.ts';
import { useIncomingViewState } from '../incoming/view-state.ts';
import { productPaneKey, usePaneFocus } from '../state/pane-focus.ts';
import { useUiStore } from '../state/ui-store.ts';
import type { FinderOption } from './finder-options.ts';

export function openFinderOption(option: FinderOption): void {
  if (option.kind === 'vendor') {
    useIncomingViewState.getState().showVendor(option.vendor.id);
    useUiStore.getState().showView('incoming');
    return;
  }
  if (option.kind === 'po') {
    if (option.check.state !== 'found') return;
    const ui = useUiStore.getState();
    ui.select('incoming', option.check.id);
    ui.showView('incoming');
    return;
  }
  if (option.kind === 'email') {
    showOrders({ email: option.email });
    return;
  }
  if (option.kind === 'order') {
    openOrderByNumber(option.orderNumber);
    return;
  }
  const sku = option.kind === 'product' ? option.row.sku : option.sku;
  usePaneFocus.getState().request(productPaneKey(sku));
  const ui = useUiStore.getState();
  ui.select('products', sku);
  ui.showView('products');
}
