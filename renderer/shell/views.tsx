import type { ComponentType } from 'react';
import { AccountView } from '../account/AccountView.tsx';
import type { IconName } from '../components/icons/Icon.tsx';
import type { ViewId } from '../state/ui-store.ts';
import { InventoryView } from '../inventory/InventoryView.tsx';
import { OrdersView } from '../orders/OrdersView.tsx';
import { OverviewView } from '../overview/OverviewView.tsx';
import { ProductsView } from '../products/ProductsView.tsx';

export interface ViewEntry {
  readonly label: string;
  readonly icon: IconName;
  readonly component: ComponentType;
}

/** The navigation's views (renderer/overview/, products/, orders/, inventory/, account/). */
export const VIEWS: Readonly<Record<ViewId, ViewEntry>> = {
  overview: { label: 'Overview', icon: 'overview', component: OverviewView },
  products: { label: 'Products', icon: 'box', component: ProductsView },
  orders: { label: 'Orders', icon: 'receipt', component: OrdersView },
  inventory: { label: 'Inventory', icon: 'layers', component: InventoryView },
  account: { label: 'Account', icon: 'user', component: AccountView },
};
