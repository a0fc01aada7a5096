import { useId, useState } from 'react';
import { Button } from '../../components/controls/Button.tsx';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { DateRangeFields } from '../../components/form/DateRangeFields.tsx';
import type { StockChangesFilter } from '../view-state.ts';
import { dayBefore } from './change-range.ts';

/**
 * The feed's filter: today, yesterday or a from–to range; large adjustments only; the SKU it was
 * opened for (removable); and a reason search, which the service runs over at most 60 days a
 * request (longer ranges are read in windows, and the status line says what that cost).
 */
export function StockChangesFilters({
  filter,
  today,
  reason,
  onFilter,
  onReason,
}: {
  readonly filter: StockChangesFilter;
  readonly today: string;
  readonly reason: string | null;
  readonly onFilter: (filter: StockChangesFilter) => void;
  readonly onReason: (reason: string | null) => void;
}) {
  const yesterday = dayBefore(today);
  const id = useId();
  const [reasonText, setReasonText] = useState(reason ?? '');
  const isDay = (day: string) => filter.from === day && filter.to === day;
  const day = (chosen: string) => onFilter({ ...filter, from: chosen, to: chosen });
  return (
    <div className="stock-changes-filters">
      <div className="quick-filters" role="group" aria-label="Days">
        <button
          type="button"
          className="quick-filter"
          aria-pressed={isDay(today)}
          onClick={() => day(today)}
        >
          Today
        </button>
        <button
          type="button"
          className="quick-filter"
          aria-pressed={isDay(yesterday)}
          onClick={() => day(yesterday)}
        >
          Yesterday
        </button>
      </div>
      <DateRangeFields
        id={id}
        label="Range"
        className="range-fields"
        range={filter}
        max={today}
        onChange={onFilter}
      />
      <CheckboxField
        label="Large adjustments only"
        checked={filter.largeOnly === true}
        onChange={(largeOnly) => onFilter({ ...filter, largeOnly })}
      />
      <form
        className="reason-search"
        role="search"
        aria-label="Search reasons"
        onSubmit={(event) => {
          event.preventDefault();
          const text = reasonText.trim();
          onReason(text === '' ? null : text);
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-reason`}>
          Reason contains
        </label>
        <input
          id={`${id}-reason`}
          className="input"
          type="search"
          placeholder="Reason contains…"
          value={reasonText}
          onChange={(event) => setReasonText(event.target.value)}
        />
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      {filter.sku ? (
        <span className="sku-chip">
          SKU <span className="mono">{filter.sku}</span>
          <button
            type="button"
            className="chip-remove"
            aria-label={`Show every SKU, not only ${filter.sku}`}
            onClick={() =>
              onFilter({ from: filter.from, to: filter.to, largeOnly: filter.largeOnly === true })
            }
          >
            ×
          </button>
        </span>
      ) : null}
    </div>
  );
}
