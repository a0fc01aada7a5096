import type { ReactNode } from 'react';

/**
 * One tile of the overview: a titled region, its figures, and a footnote saying where the
 * figures come from and what they cost in credits.
 */
export function OverviewCard({
  title,
  action,
  cost,
  children,
}: {
  readonly title: string;
  /** A link into the list behind the figures, right of the title. */
  readonly action?: ReactNode;
  /** Where the figures come from and what they cost. */
  readonly cost?: ReactNode;
  readonly children: ReactNode;
}) {
  const id = `overview-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="overview-card" aria-labelledby={id}>
      <header className="overview-card-header">
        <h2 id={id}>{title}</h2>
        {action}
      </header>
      <div className="overview-card-body">{children}</div>
      {cost ? <p className="overview-cost muted">{cost}</p> : null}
    </section>
  );
}

/** "Show all 12 →": the card's way into its list. */
export function CardLink({
  onClick,
  children,
  label,
}: {
  readonly onClick: () => void;
  readonly children: ReactNode;
  /** The accessible name where the visible text alone would be ambiguous. */
  readonly label?: string;
}) {
  return (
    <button type="button" className="overview-link" onClick={onClick} aria-label={label}>
      {children}
      <span aria-hidden="true" className="overview-link-arrow">
        →
      </span>
    </button>
  );
}
