/**
 * The orders list's filters as the service's `orders` arguments: the same for the list on screen
 * and for an orders export, so an export holds exactly the rows the list shows.
 */
import { activeOrderFilters, type OrderFilters } from './filters.ts';
import type { OperationVariables } from '../operations/catalogue.ts';

export type OrdersFilterVariables = Omit<
  OperationVariables<'OrdersPage'>,
  'first' | 'after' | 'sort'
>;

/**
 * The service's `orders` arguments for these filters. Without view:pii the e-mail filter is
 * never sent: the field is disabled, and a saved view holding one runs without it (and says so).
 * Dates are whole days: from the first second of `dateFrom` to the last of `dateTo`.
 * `updatedFrom` is already an instant in service time and goes as it is.
 */
export function ordersVariables(filters: OrderFilters, canSeePii: boolean): OrdersFilterVariables {
  const f = activeOrderFilters(filters);
  return {
    status: f.status ?? null,
    orderNumber: f.orderNumber ?? null,
    email: canSeePii ? (f.email ?? null) : null,
    sku: f.sku ?? null,
    orderDateFrom: f.dateFrom ? `${f.dateFrom}T00:00:00` : null,
    orderDateTo: f.dateTo ? `${f.dateTo}T23:59:59` : null,
    updatedFrom: f.updatedFrom ?? null,
    shop: f.shop ?? null,
    warehouseId: f.warehouseId ?? null,
    hasHold: f.hasHold ?? null,
    hasBackorder: f.hasBackorder ?? null,
    tag: f.tag ?? null,
  };
}
