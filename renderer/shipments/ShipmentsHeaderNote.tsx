import { formatDateTime } from '../format/date.ts';
import { useShipmentsViewState, type ShipmentsSection } from './view-state.ts';

interface HeaderFilters {
  readonly section: ShipmentsSection;
  readonly carrier: string | null;
  readonly method: string | null;
  readonly lateDueFrom: string | null;
}

/**
 * What narrows the list on screen, in words, or null when nothing does. Filters are kept across
 * visits (Alt+6 comes back to them), so the header says so instead of leaving a list that looks
 * whole.
 */
export function shipmentsNarrowedBy(filters: HeaderFilters): string | null {
  if (filters.section === 'late') {
    if (filters.lateDueFrom === null) return null;
    return `Only orders due since ${formatDateTime(filters.lateDueFrom) ?? filters.lateDueFrom}.`;
  }
  if (filters.carrier === null && filters.method === null) return null;
  const what = [filters.carrier, filters.method].filter((part) => part !== null).join(', ');
  return `Only ${what} labels.`;
}

/** The Shipments header's line: what the view is, or what narrows it and a way to clear it. */
export function ShipmentsHeaderNote() {
  const state = useShipmentsViewState();
  const narrowed = shipmentsNarrowedBy({
    section: state.section,
    carrier: state.filter.carrier ?? null,
    method: state.method,
    lateDueFrom: state.lateDueFrom,
  });
  if (narrowed === null) return <>What went out, and what is late.</>;
  const clear = () => {
    if (state.section === 'late') state.setLateDueFrom(null);
    else {
      state.setFilter({ ...state.filter, carrier: null });
      state.setMethod(null);
    }
  };
  return (
    <span className="shipments-narrowed" role="status">
      <strong>{narrowed}</strong>{' '}
      <button type="button" className="link-button" onClick={clear}>
        Show all
      </button>
    </span>
  );
}
