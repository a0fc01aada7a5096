/** A pair of local days, from and to, in a labelled group. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * "From [day] to [day]": two date inputs, none later than `max` (today). `className` names the
 * screen's own group for its layout.
 */
export function DateRangeFields<Range extends DayRange>({
  id,
  label,
  className,
  range,
  max,
  onChange,
}: {
  /** Prefix of the inputs' ids, unique on the page (useId). */
  readonly id: string;
  /** The group's accessible name: "Range", "Shipped between". */
  readonly label: string;
  readonly className: string;
  /** The days, with whatever else the filter holds: kept as it is in what `onChange` gets. */
  readonly range: Range;
  readonly max: string;
  readonly onChange: (next: Range) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      <label htmlFor={`${id}-from`}>From</label>
      <input
        id={`${id}-from`}
        className="input"
        type="date"
        max={max}
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
      />
      <label htmlFor={`${id}-to`}>to</label>
      <input
        id={`${id}-to`}
        className="input"
        type="date"
        max={max}
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
      />
    </div>
  );
}
