/**
 * The Incoming list's filters: one quick tab (open, next 7 days, late, partly received,
 * closed) and the narrowing filters (warehouse, status, expected date, vendor). Shared by the list
 * on screen and the purchase-order export, so a file holds exactly the rows the list shows. Dates
 * are whole local days (`YYYY-MM-DD`); `today` is handed in, never read from a clock here.
 *
 * The service's `purchase_orders` has no vendor argument and no "not closed" one: those parts are
 * applied to the rows as they arrive (`matchesLocally`), and the list says so.
 */
import type { OperationVariables } from '../operations/catalogue.ts';

export const PO_TABS = ['all', 'open', 'week', 'late', 'partial', 'closed'] as const;
export type PoTab = (typeof PO_TABS)[number];

export interface PurchaseOrderFilters {
  readonly tab: PoTab;
  readonly warehouseId?: string;
  readonly status?: string;
  /** Expected date (`po_date`), whole days. */
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly vendorId?: string;
}

export const DEFAULT_PO_FILTERS: PurchaseOrderFilters = { tab: 'open' };

export type PurchaseOrdersFilterVariables = Omit<
  OperationVariables<'PurchaseOrdersPage'>,
  'first' | 'after' | 'sort'
>;

/** The fields of a purchase order the local part of the filters reads. */
export interface PoFacts {
  readonly vendor_id: string | null;
  readonly fulfillment_status: string | null;
  readonly date_closed: string | null;
  readonly arrived_at: string | null;
}

/** Statuses that end a purchase order, as the service writes them (any case). */
const ENDED_STATUSES = new Set(['closed', 'canceled', 'cancelled']);

/** Closed or cancelled: nothing more is expected on it. */
export function isEnded(po: Pick<PoFacts, 'date_closed' | 'fulfillment_status'>): boolean {
  return po.date_closed !== null || ENDED_STATUSES.has((po.fulfillment_status ?? '').toLowerCase());
}

/**
 * Some goods arrived but the PO is still open. The list reads no lines (they would make every
 * page cost a line connection per PO), so it goes by the PO's own fields: an arrival recorded,
 * or a status that says "partial".
 */
export function isPartlyReceived(po: PoFacts): boolean {
  if (isEnded(po)) return false;
  return po.arrived_at !== null || /partial/i.test(po.fulfillment_status ?? '');
}

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

const startOf = (day: string): string => `${day}T00:00:00`;
const endOf = (day: string): string => `${day}T23:59:59`;

/** The later of two optional days (a narrowing "from"), or the earlier (a narrowing "to"). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a > b ? a : b;
}
function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a < b ? a : b;
}

/** The expected-date range a tab implies: the next 7 days are today and the six days after it. */
function tabRange(tab: PoTab, today: string): { from?: string; to?: string } {
  if (tab === 'week') return { from: today, to: addDays(today, 6) };
  if (tab === 'late') return { to: addDays(today, -1) };
  return {};
}

/** Closed POs have a closing date: any date since 1970 asks the service for those only. */
const ANY_CLOSING_DATE = '1970-01-01T00:00:00';

/** The service's `purchase_orders` arguments for these filters. */
export function purchaseOrdersVariables(
  filters: PurchaseOrderFilters,
  today: string,
): PurchaseOrdersFilterVariables {
  const range = tabRange(filters.tab, today);
  const from = later(filters.dateFrom, range.from);
  const to = earlier(filters.dateTo, range.to);
  return {
    warehouseId: filters.warehouseId ?? null,
    status: filters.status ?? null,
    poDateFrom: from === undefined ? null : startOf(from),
    poDateTo: to === undefined ? null : endOf(to),
    dateClosedFrom: filters.tab === 'closed' ? ANY_CLOSING_DATE : null,
  };
}

/** What the service cannot filter: the vendor, and whether a PO is still open. */
export function matchesLocally(po: PoFacts, filters: PurchaseOrderFilters): boolean {
  if (filters.vendorId !== undefined && po.vendor_id !== filters.vendorId) return false;
  switch (filters.tab) {
    case 'all':
    case 'closed':
      return true;
    case 'open':
    case 'week':
    case 'late':
      return !isEnded(po);
    case 'partial':
      return isPartlyReceived(po);
  }
}

/** Whether part of these filters is applied to the rows rather than by the service. */
export function filtersLocally(filters: PurchaseOrderFilters): boolean {
  return filters.vendorId !== undefined || !['all', 'closed'].includes(filters.tab);
}

/** Late: expected before today and not closed. */
export function isLate(po: PoFacts & { readonly po_date: string | null }, today: string): boolean {
  return !isEnded(po) && po.po_date !== null && po.po_date.slice(0, 10) < today;
}
