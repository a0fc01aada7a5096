import './status.css';

/**
 * Placeholder rows at the real row height, so content replaces them without moving anything.
 * Announced once as "Loading" (the rows themselves are decorative).
 */
export function SkeletonRows({
  rows = 8,
  columns = 4,
  rowHeight = 32,
  label = 'Loading',
}: {
  readonly rows?: number;
  readonly columns?: number;
  readonly rowHeight?: number;
  readonly label?: string;
}) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, r) => (
        <div className="skeleton-row" key={r} style={{ height: rowHeight }} aria-hidden="true">
          {Array.from({ length: columns }, (_, c) => (
            <span
              className="skeleton-bar"
              key={c}
              // Varied but stable widths read as text; no randomness, so no flicker.
              style={{ width: `${45 + ((r * 7 + c * 13) % 45)}%` }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** An inline placeholder for one value (a heading, a number) of a known width. */
export function SkeletonText({ width = '8em' }: { readonly width?: string }) {
  return <span className="skeleton-bar is-inline" style={{ width }} aria-hidden="true" />;
}
