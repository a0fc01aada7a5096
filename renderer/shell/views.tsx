import type { ComponentType } from 'react';
import type { IconName } from '../components/icons/Icon.tsx';
import { lazyComponent } from '../components/lazy/lazy-component.ts';
import type { ViewId } from '../state/ui-store.ts';
import { OverviewView } from '../overview/OverviewView.tsx';

export interface ViewEntry {
  readonly label: string;
  readonly icon: IconName;
  readonly component: ComponentType;
}

/*
 * The Overview is the first screen and part of the first paint; the other views load on first
 * use (the shell holds their place meanwhile) or once the first screen is idle (`preloadViews`).
 */
const products = lazyComponent(() =>
  import('../products/ProductsView.tsx').then((m) => m.ProductsView),
);
const orders = lazyComponent(() => import('../orders/OrdersView.tsx').then((m) => m.OrdersView));
const inventory = lazyComponent(() =>
  import('../inventory/InventoryView.tsx').then((m) => m.InventoryView),
);
const incoming = lazyComponent(() =>
  import('../incoming/IncomingView.tsx').then((m) => m.IncomingView),
);
const shipments = lazyComponent(() =>
  import('../shipments/ShipmentsView.tsx').then((m) => m.ShipmentsView),
);
const returns = lazyComponent(() =>
  import('../returns/ReturnsView.tsx').then((m) => m.ReturnsView),
);
const account = lazyComponent(() =>
  import('../account/AccountView.tsx').then((m) => m.AccountView),
);

/** The navigation's views (renderer/overview/, products/, orders/, inventory/, incoming/, shipments/, returns/, account/). */
export const VIEWS: Readonly<Record<ViewId, ViewEntry>> = {
  overview: { label: 'Overview', icon: 'overview', component: OverviewView },
  products: { label: 'Products', icon: 'box', component: products.Component },
  orders: { label: 'Orders', icon: 'receipt', component: orders.Component },
  inventory: { label: 'Inventory', icon: 'layers', component: inventory.Component },
  incoming: { label: 'Incoming', icon: 'download', component: incoming.Component },
  shipments: { label: 'Shipments', icon: 'truck', component: shipments.Component },
  returns: { label: 'Returns', icon: 'undo', component: returns.Component },
  account: { label: 'Account', icon: 'user', component: account.Component },
};

export function preloadViews(): Promise<unknown> {
  return Promise.all([
    products.preload(),
    orders.preload(),
    inventory.preload(),
    incoming.preload(),
    shipments.preload(),
    returns.preload(),
    account.preload(),
  ]);
}
