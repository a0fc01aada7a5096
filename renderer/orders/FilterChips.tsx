import type { OrderFilters } from '../../shared/orders/filters.ts';
import { Icon } from '../components/icons/Icon.tsx';
import { filterChips } from './order-filters.ts';
import { useWarehouseOptions } from './use-warehouses.ts';
import { useOrdersViewState } from './view-state.ts';

/** The active filters as chips; each removes its filter, "Clear all" removes every one. */
export function FilterChips({ emailIgnored }: { readonly emailIgnored: boolean }) {
  const { filters, removeFilter, setFilters } = useOrdersViewState();
  const warehouses = useWarehouseOptions();
  const chips = filterChips(filters, (id) => warehouses.find((w) => w.id === id)?.name ?? id);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={
            chip.key === 'email' && emailIgnored ? 'filter-chip is-ignored' : 'filter-chip'
          }
          aria-label={`Remove filter ${chip.text}`}
          title={chip.key === 'email' && emailIgnored ? 'Not applied: needs view:pii' : undefined}
          onClick={() => removeFilter(chip.key)}
        >
          <span>{chip.text}</span>
          <Icon name="close" size={12} />
        </button>
      ))}
      {chips.length > 1 ? (
        <button type="button" className="filter-chips-clear" onClick={() => setFilters({})}>
          Clear all
        </button>
      ) : null}
    </div>
  );
}

export function hasEmailFilter(filters: OrderFilters): boolean {
  return (filters.email ?? '').trim() !== '';
}
