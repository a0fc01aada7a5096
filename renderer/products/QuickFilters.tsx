import type { QuickFilter } from '../../shared/replica/query.ts';
import type { QuickFilterCounts } from '../../shared/replica/types.ts';
import { formatInteger } from '../format/number.ts';
import { useProductsViewState } from './view-state.ts';

const LABELS: Record<QuickFilter, string> = {
  all: 'All',
  low: 'Low stock',
  out: 'Out of stock',
  backorder: 'Backorder',
};
const ORDER: readonly QuickFilter[] = ['all', 'low', 'out', 'backorder'];

/** All / Low stock / Out of stock / Backorder, each with its count under the current search. */
export function QuickFilters({ counts }: { readonly counts: QuickFilterCounts | null }) {
  const quick = useProductsViewState((state) => state.quick);
  const dispatch = useProductsViewState((state) => state.dispatch);
  return (
    <div className="quick-filters" role="group" aria-label="Show">
      {ORDER.map((filter) => (
        <button
          key={filter}
          type="button"
          className="quick-filter"
          aria-pressed={quick === filter}
          onClick={() => dispatch({ type: 'filter', filters: { quick: filter } })}
        >
          {LABELS[filter]}
          <span className="quick-count">{counts ? formatInteger(counts[filter]) : '–'}</span>
        </button>
      ))}
    </div>
  );
}
