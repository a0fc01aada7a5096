import {
  matchesLocally,
  purchaseOrdersVariables,
  type PoFacts,
  type PurchaseOrderFilters,
} from './filters.ts';

/** A purchase order's fields that the filters (the service's and the local ones) look at. */
export interface ListedPoFacts extends PoFacts {
  readonly po_date: string | null;
  readonly warehouse_id: string | null;
}

/**
 * True when the PO's own fields put it outside these filters, so no page still to load can hold
 * it (a PO expected next week is never on the Late tab). False when it may be listed.
 */
export function isOutsideFilters(
  po: ListedPoFacts,
  filters: PurchaseOrderFilters,
  today: string,
): boolean {
  if (!matchesLocally(po, filters)) return true;
  const asked = purchaseOrdersVariables(filters, today);
  if (asked.warehouseId !== null && po.warehouse_id !== asked.warehouseId) return true;
  if (asked.dateClosedFrom !== null && po.date_closed === null) return true;
  const from = asked.poDateFrom ?? null;
  const to = asked.poDateTo ?? null;
  if (from !== null || to !== null) {
    // `po_date` is a timestamp like the bounds (`…T00:00:00`), so they compare as text.
    if (po.po_date === null) return true;
    if (from !== null && po.po_date < from) return true;
    if (to !== null && po.po_date > to) return true;
  }
  return false;
}
