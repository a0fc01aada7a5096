/**
 * Where each line of the morning brief leads: its list, filtered to what the line counts, and
 * each of its items opened on its own. One table, so a line and its items always agree.
 */
import type { BriefItem, BriefKind } from '../../shared/brief/brief.ts';
import { toServiceTime } from '../../shared/dates/service-time.ts';
import { useIncomingViewState } from '../incoming/view-state.ts';
import { showStockChanges } from '../inventory/stock-changes-navigation.ts';
import { openOrderByNumber, showOrders } from '../orders/navigation.ts';
import { showProducts } from '../products/navigation.ts';
import { showReturns } from '../returns/navigation.ts';
import { showLateOrders, showShipments } from '../shipments/navigation.ts';
import { useUiStore } from '../state/ui-store.ts';

/** The brief's period as whole local days (`YYYY-MM-DD`), first and last included. */
export interface BriefDays {
  readonly from: string;
  readonly to: string;
}

/**
 * The period's first instant (local midnight of its first day) in service time, as the service's
 * `updated_from` and the Late list's scope take it.
 */
export function briefPeriodStart(days: BriefDays): string {
  const [year = 0, month = 1, date = 1] = days.from.split('-').map(Number);
  return toServiceTime(new Date(year, month - 1, date).getTime());
}

/**
 * What the list behind a line shows, where it is not simply what the line counts: the brief
 * counts events of the period, the list shows today's state of the orders they touched.
 */
export const BRIEF_LINE_OPENS: { readonly [K in BriefKind]?: string } = {
  'new-holds': 'Opens the orders on hold now that changed since the period began',
  'became-late': 'Opens the open orders due since the period began, newest due first',
};

function showPurchaseOrders(id: string | null): void {
  useIncomingViewState.getState().setSection('purchase-orders');
  useIncomingViewState.getState().setTab('all');
  const ui = useUiStore.getState();
  ui.select('incoming', id);
  ui.showView('incoming');
}

/** Opens the list behind a line. */
export function openBriefLine(kind: BriefKind, days: BriefDays): void {
  switch (kind) {
    case 'new-holds':
      return showOrders({ hasHold: true, updatedFrom: briefPeriodStart(days) });
    case 'became-late':
      return showLateOrders({ dueFrom: briefPeriodStart(days) });
    case 'large-adjustments':
      return showStockChanges({ from: days.from, to: days.to, largeOnly: true });
    case 'crossed-reorder':
      return showProducts('low');
    case 'po-arrived':
      return showPurchaseOrders(null);
    case 'returns-overdue':
      return showReturns({ overdueOnly: true });
    case 'shipments-out':
      return showShipments({ from: days.from, to: days.to });
  }
}

/** Opens one item of a line: its record where the app has a pane for it, else the line's list. */
export function openBriefItem(kind: BriefKind, item: BriefItem, days: BriefDays): void {
  switch (kind) {
    case 'new-holds':
    case 'became-late':
      return openOrderByNumber(item.label);
    case 'large-adjustments':
      return showStockChanges({ from: days.from, to: days.to, largeOnly: true, sku: item.id });
    case 'crossed-reorder':
      return showProducts('low', item.id);
    case 'po-arrived':
      return showPurchaseOrders(item.id);
    case 'returns-overdue':
    case 'shipments-out':
      return openBriefLine(kind, days);
  }
}
