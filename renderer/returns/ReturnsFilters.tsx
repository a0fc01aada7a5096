import { useId } from 'react';
import { RETURN_STATUSES } from '../../shared/returns/statuses.ts';
import { returnStatusLabel } from './return-words.ts';
import { statusOptions, type QueueReturn } from './returns-queue.ts';
import { useReturnsViewState } from './view-state.ts';

/**
 * Status and "overdue only", applied to the returns read (the service cannot filter returns by
 * status). The statuses offered are the known ones and any other word a return carries.
 */
export function ReturnsFilters({ nodes }: { readonly nodes: readonly QueueReturn[] }) {
  const filter = useReturnsViewState((s) => s.filter);
  const setFilter = useReturnsViewState((s) => s.setFilter);
  const id = useId();
  const options = statusOptions(RETURN_STATUSES, nodes);
  return (
    <div className="returns-filters" role="group" aria-label="Filters">
      <div className="returns-filter">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="input"
          value={filter.status ?? ''}
          onChange={(event) => {
            const status = event.target.value;
            setFilter({ ...filter, status: status === '' ? undefined : status });
          }}
        >
          <option value="">Any status</option>
          {options.map((status) => (
            <option key={status} value={status}>
              {returnStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <label className="returns-filter">
        <input
          type="checkbox"
          checked={filter.overdueOnly === true}
          onChange={(event) =>
            setFilter({ ...filter, overdueOnly: event.target.checked ? true : undefined })
          }
        />
        Overdue only
      </label>
    </div>
  );
}
