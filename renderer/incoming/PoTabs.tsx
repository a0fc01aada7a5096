import type { PoTab } from '../../shared/purchase-orders/filters.ts';
import { useIncomingViewState } from './view-state.ts';

export const TAB_LABELS: Readonly<Record<PoTab, string>> = {
  open: 'Open',
  week: 'Next 7 days',
  late: 'Late',
  partial: 'Partly received',
  closed: 'Closed',
  all: 'All',
};
const ORDER: readonly PoTab[] = ['open', 'week', 'late', 'partial', 'closed', 'all'];

/** The quick tabs: which purchase orders to show. */
export function PoTabs() {
  const tab = useIncomingViewState((s) => s.filters.tab);
  const setTab = useIncomingViewState((s) => s.setTab);
  return (
    <div className="quick-filters po-tabs" role="group" aria-label="Show">
      {ORDER.map((t) => (
        <button
          key={t}
          type="button"
          className="quick-filter"
          aria-pressed={tab === t}
          onClick={() => setTab(t)}
        >
          {TAB_LABELS[t]}
        </button>
      ))}
    </div>
  );
}
