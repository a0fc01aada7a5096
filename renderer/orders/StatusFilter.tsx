import { useId } from 'react';
import { statusWords } from '../../shared/orders/status-words.ts';
import { useKnownStatuses } from './use-known-statuses.ts';
import { useOrdersViewState } from './view-state.ts';

const ALL = '';

/** "Fulfillment status" filter: All, then the statuses this account uses (most common first). */
export function StatusFilter() {
  const { filters, setFilters } = useOrdersViewState();
  const status = filters.status ?? null;
  const setStatus = (next: string | null) => setFilters({ ...filters, status: next ?? undefined });
  const { statuses, query } = useKnownStatuses([status]);
  const id = useId();
  return (
    <div className="toolbar-field">
      <label htmlFor={id}>Fulfillment status</label>
      <select
        id={id}
        className="input select status-filter"
        value={status ?? ALL}
        aria-describedby={query.isError ? `${id}-note` : undefined}
        onChange={(event) => setStatus(event.target.value === ALL ? null : event.target.value)}
      >
        <option value={ALL}>All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusWords(s)}
          </option>
        ))}
      </select>
      {query.isError ? (
        <span id={`${id}-note`} className="muted toolbar-note">
          Statuses could not be listed.
        </span>
      ) : null}
    </div>
  );
}
