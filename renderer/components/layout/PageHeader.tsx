import type { ReactNode } from 'react';
import './layout.css';

/** A view's title row with its toolbar (search, filters, primary action). */
export function PageHeader({
  title,
  description,
  children,
}: {
  readonly title: string;
  readonly description?: ReactNode;
  /** Toolbar controls, right of the title. */
  readonly children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {description ? <p className="muted page-description">{description}</p> : null}
      </div>
      {children ? <div className="page-toolbar">{children}</div> : null}
    </header>
  );
}
