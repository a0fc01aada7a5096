import { useId } from 'react';
import { DateRangeFields } from '../components/form/DateRangeFields.tsx';
import { carrierOptions, methodOptions } from '../../shared/shipments/shipped-totals.ts';
import { useNow } from '../state/use-now.ts';
import { useShippedPages } from './shipped-data.ts';
import { localDay } from '../format/local-day.ts';
import { shippedDays, type ShippedFilter } from './shipped-filter.ts';
import { useShipmentsViewState } from './view-state.ts';

const ANY = '';
type DayChoice = 'today' | 'yesterday' | 'range';

function choiceOf(filter: ShippedFilter): DayChoice {
  return 'day' in filter ? filter.day : 'range';
}

/**
 * Which days (today, yesterday, or a range sent to the service) and which carrier and method
 * (picked from the labels loaded: the service cannot filter shipments by either).
 */
export function ShippedFilters() {
  const { filter, method, setFilter, setMethod } = useShipmentsViewState();
  const now = useNow(60_000);
  const { rows } = useShippedPages(filter, now);
  const id = useId();
  const carrier = filter.carrier ?? null;
  const carriers = [...new Set([...carrierOptions(rows), ...(carrier ? [carrier] : [])])].sort();
  const methods = [
    ...new Set([...methodOptions(rows, carrier), ...(method ? [method] : [])]),
  ].sort();
  const choice = choiceOf(filter);
  const range = 'from' in filter ? filter : null;

  const pick = (next: DayChoice) => {
    if (next === 'range') {
      // A range starts as the days the list showed, so switching loses nothing.
      const days = shippedDays('day' in filter ? filter : { day: 'today' }, now);
      setFilter({ ...days, carrier });
    } else setFilter({ day: next, carrier });
  };

  return (
    <div className="shipped-filters" role="group" aria-label="Filters">
      <div className="quick-filters" role="group" aria-label="Shipped">
        {(['today', 'yesterday', 'range'] as const).map((c) => (
          <button
            key={c}
            type="button"
            className="quick-filter"
            aria-pressed={choice === c}
            onClick={() => pick(c)}
          >
            {c === 'today' ? 'Today' : c === 'yesterday' ? 'Yesterday' : 'Date range'}
          </button>
        ))}
      </div>
      {range ? (
        <DateRangeFields
          id={id}
          label="Shipped between"
          className="shipped-filter"
          range={range}
          max={localDay(now)}
          onChange={setFilter}
        />
      ) : null}
      <div className="shipped-filter">
        <label htmlFor={`${id}-carrier`}>Carrier</label>
        <select
          id={`${id}-carrier`}
          className="input select"
          value={carrier ?? ANY}
          title="Matched against the labels loaded: the service cannot filter shipments by carrier"
          onChange={(event) => setFilter({ ...filter, carrier: event.target.value || null })}
        >
          <option value={ANY}>All carriers</option>
          {carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="shipped-filter">
        <label htmlFor={`${id}-method`}>Method</label>
        <select
          id={`${id}-method`}
          className="input select"
          value={method ?? ANY}
          title="Matched against the labels loaded: the service cannot filter shipments by method"
          onChange={(event) => setMethod(event.target.value || null)}
        >
          <option value={ANY}>All methods</option>
          {methods.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
