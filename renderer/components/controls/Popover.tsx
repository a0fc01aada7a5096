import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './popover.css';

/**
 * A disclosure button with a panel under it. Escape closes it and returns focus to the button;
 * so does a click anywhere else. Not a modal: the rest of the app stays usable.
 */
export function Popover({
  trigger,
  triggerLabel,
  children,
  align = 'end',
  className,
}: {
  readonly trigger: ReactNode;
  /** The button's accessible name when `trigger` is not plain text. */
  readonly triggerLabel: string;
  readonly children: ReactNode;
  readonly align?: 'start' | 'end';
  readonly className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={`popover ${className ?? ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="popover-trigger"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      <div id={panelId} className={`popover-panel align-${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
