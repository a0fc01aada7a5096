import { useEffect, useRef, type ReactNode } from 'react';
import './layout.css';

/**
 * A list with an optional detail pane to its right. The list keeps its width when the pane
 * opens and closes (the pane has a fixed track), so the table never reflows under the pointer.
 * Escape anywhere in the list or the pane closes the pane; however it closes (Escape or its close
 * button), focus goes back to the list's grid, on the row the pane showed.
 */
export function SplitView({
  list,
  detail,
  detailLabel,
  onCloseDetail,
}: {
  readonly list: ReactNode;
  /** `null` hides the pane. */
  readonly detail: ReactNode;
  /** The pane's landmark name ("Product details"). */
  readonly detailLabel: string;
  /** Closes the pane (clears the selection). */
  readonly onCloseDetail?: () => void;
}) {
  const open = detail !== null && detail !== undefined && detail !== false;
  const listRef = useRef<HTMLDivElement>(null);
  const paneRef = useRef<HTMLElement>(null);
  const focusInPane = useRef(false);
  const wasOpen = useRef(open);

  useEffect(() => {
    // The pane just closed with focus inside it (now lost to <body>): back to the grid.
    if (wasOpen.current && !open && focusInPane.current) {
      const active = document.activeElement;
      if (active === null || active === document.body) {
        listRef.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
      }
    }
    wasOpen.current = open;
    focusInPane.current = false;
  }, [open]);

  return (
    <div
      className={open ? 'split-view has-detail' : 'split-view'}
      onKeyDown={(event) => {
        // Dialogs and popovers inside handle their own Escape first (and prevent the default).
        if (event.key !== 'Escape' || !open || event.defaultPrevented || !onCloseDetail) return;
        event.preventDefault();
        focusInPane.current = true;
        onCloseDetail();
      }}
    >
      <div className="split-list" ref={listRef}>
        {list}
      </div>
      {open ? (
        <aside
          className="split-detail"
          aria-label={detailLabel}
          ref={paneRef}
          onFocus={() => {
            focusInPane.current = true;
          }}
          onBlur={(event) => {
            // Focus moved somewhere else on purpose (a removed element reports no target).
            const next = event.relatedTarget;
            if (next !== null && !paneRef.current?.contains(next)) focusInPane.current = false;
          }}
        >
          {detail}
        </aside>
      ) : null}
    </div>
  );
}
