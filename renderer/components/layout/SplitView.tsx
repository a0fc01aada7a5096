import type { ReactNode } from 'react';
import './layout.css';

/**
 * A list with an optional detail pane to its right. The list keeps its width when the pane
 * opens and closes (the pane has a fixed track), so the table never reflows under the pointer.
 */
export function SplitView({
  list,
  detail,
  detailLabel,
}: {
  readonly list: ReactNode;
  /** `null` hides the pane. */
  readonly detail: ReactNode;
  /** The pane's landmark name ("Product details"). */
  readonly detailLabel: string;
}) {
  const open = detail !== null && detail !== undefined && detail !== false;
  return (
    <div className={open ? 'split-view has-detail' : 'split-view'}>
      <div className="split-list">{list}</div>
      {open ? (
        <aside className="split-detail" aria-label={detailLabel}>
          {detail}
        </aside>
      ) : null}
    </div>
  );
}
