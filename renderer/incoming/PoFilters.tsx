import { useId, useState } from 'react';
import type { PurchaseOrderFilters } from '../../shared/purchase-orders/filters.ts';
import { statusOptions, type StatusOption } from '../../shared/purchase-orders/status-options.ts';
import { Button } from '../components/controls/Button.tsx';
import { useWarehouseOptions } from '../orders/use-warehouses.ts';
import { usePurchaseOrderPages } from './purchase-orders-data.ts';
import { useToday } from './today.ts';
import { useVendors } from './vendors-data.ts';
import { useIncomingViewState } from './view-state.ts';

const ANY = '';

/**
 * The statuses to offer: the common ones, every one seen on the POs loaded so far (kept when a
 * filter narrows the list, so another status stays one pick away) and the one chosen.
 */
function useStatusChoices(chosen: string | undefined): StatusOption[] {
  const { sort, filters } = useIncomingViewState();
  const today = useToday();
  const { rows } = usePurchaseOrderPages(sort, filters, today);
  const [seen, setSeen] = useState<readonly string[]>([]);
  const fresh = rows
    .map((row) => row.fulfillment_status?.trim() ?? '')
    .filter((word) => word !== '' && !seen.includes(word));
  if (fresh.length > 0) setSeen([...seen, ...new Set(fresh)]);
  return statusOptions(seen, chosen);
}

/** Drops the key when the value is empty, so "any" is never sent as a filter. */
function withValue(
  filters: PurchaseOrderFilters,
  key: Exclude<keyof PurchaseOrderFilters, 'tab'>,
  value: string,
): PurchaseOrderFilters {
  const trimmed = value.trim();
  return { ...filters, [key]: trimmed === '' ? undefined : trimmed };
}

/**
 * Warehouse, status (a pick of the statuses known, applied at once) and expected date go to the
 * service; the vendor is matched against the loaded
 * rows (the service has no vendor filter), and the field says so.
 */
export function PoFilters() {
  const filters = useIncomingViewState((s) => s.filters);
  const setFilters = useIncomingViewState((s) => s.setFilters);
  const warehouses = useWarehouseOptions();
  const { vendors, gate } = useVendors();
  const id = useId();
  const statuses = useStatusChoices(filters.status);
  const set = (key: Exclude<keyof PurchaseOrderFilters, 'tab'>) => (value: string) =>
    setFilters(withValue(filters, key, value));
  const any =
    filters.warehouseId ?? filters.status ?? filters.dateFrom ?? filters.dateTo ?? filters.vendorId;

  return (
    <div className="po-filters" role="group" aria-label="Filters">
      <div className="po-filter">
        <label htmlFor={`${id}-vendor`}>Vendor</label>
        <select
          id={`${id}-vendor`}
          className="input select"
          value={filters.vendorId ?? ANY}
          disabled={!gate.allowed}
          title={
            gate.allowed
              ? 'Matched against the loaded purchase orders: the service cannot filter by vendor'
              : (gate.reason ?? undefined)
          }
          onChange={(event) => set('vendorId')(event.target.value)}
        >
          <option value={ANY}>All vendors</option>
          {vendors.map((v) => (
            <option key={v.id ?? ''} value={v.id ?? ''}>
              {v.name ?? v.id}
            </option>
          ))}
        </select>
      </div>
      <div className="po-filter">
        <label htmlFor={`${id}-warehouse`}>Warehouse</label>
        <select
          id={`${id}-warehouse`}
          className="input select"
          value={filters.warehouseId ?? ANY}
          onChange={(event) => set('warehouseId')(event.target.value)}
        >
          <option value={ANY}>All warehouses</option>
          {warehouses.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
      <div className="po-filter">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="input select po-status-select"
          value={filters.status ?? ANY}
          onChange={(event) => set('status')(event.target.value)}
        >
          <option value={ANY}>Any status</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="po-filter" role="group" aria-label="Expected between">
        <label htmlFor={`${id}-from`}>Expected</label>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          aria-label="Expected from"
          value={filters.dateFrom ?? ''}
          onChange={(event) => set('dateFrom')(event.target.value)}
        />
        <label htmlFor={`${id}-to`}>to</label>
        <input
          id={`${id}-to`}
          type="date"
          className="input"
          aria-label="Expected to"
          value={filters.dateTo ?? ''}
          onChange={(event) => set('dateTo')(event.target.value)}
        />
      </div>
      {any !== undefined ? (
        <Button size="sm" onClick={() => setFilters({ tab: filters.tab })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
