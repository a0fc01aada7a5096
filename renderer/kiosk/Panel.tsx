import { useId, type ReactNode } from 'react';
import { UpdatedAge } from './UpdatedAge.tsx';

/** One of the board's areas: a heading, how old its data is, and its content. */
export function Panel({
  title,
  updatedAt,
  className,
  children,
}: {
  readonly title: string;
  /** ms since the epoch of the data shown; 0 or absent: nothing to date. */
  readonly updatedAt?: number;
  readonly className: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    // Focusable, since it scrolls when its list is longer than the screen (keyboard users too).
    <section className={`board-panel ${className}`} aria-labelledby={headingId} tabIndex={0}>
      <header className="board-panel-head">
        <h2 id={headingId}>{title}</h2>
        {updatedAt === undefined ? null : <UpdatedAge updatedAt={updatedAt} />}
      </header>
      {children}
    </section>
  );
}
