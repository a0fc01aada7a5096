/** One of a screen's sections to switch to. */
export interface SectionChoice<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

/**
 * The buttons that switch a screen between its sections: a labelled group of pressed/unpressed
 * buttons, styled as the quick filters. `className` names the screen's own group for its layout.
 */
export function SectionSwitch<Id extends string>({
  sections,
  current,
  onChange,
  label,
  className,
}: {
  readonly sections: readonly SectionChoice<Id>[];
  readonly current: Id;
  readonly onChange: (next: Id) => void;
  /** The group's accessible name: "Sections", "Lists". */
  readonly label: string;
  readonly className: string;
}) {
  return (
    <div className={`quick-filters ${className}`} role="group" aria-label={label}>
      {sections.map((s) => (
        <button
          key={s.id}
          type="button"
          className="quick-filter"
          aria-pressed={current === s.id}
          onClick={() => onChange(s.id)}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
