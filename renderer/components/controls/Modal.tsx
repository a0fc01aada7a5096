import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

/**
 * A modal dialog: a native `<dialog>` opened with `showModal()`, so the browser puts it in the
 * top layer (never clipped by a pane or painted over) and makes the rest of the page inert —
 * focus, clicks and the accessibility tree stay inside. Escape closes it when `onClose` is given
 * (and never reaches the page behind); focus returns to where it was.
 */
export function Modal({
  title,
  children,
  onClose,
  width = '34rem',
}: {
  readonly title: string;
  readonly children: ReactNode;
  /** Escape closes when given; leave out for dialogs that need an answer. */
  readonly onClose?: () => void;
  readonly width?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement;
    if (dialog && !dialog.open) {
      // The unit tests' DOM may have no showModal: there the dialog is merely open.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      style={{ width }}
      onCancel={(event) => {
        // The component's owner decides when it closes (it unmounts it).
        event.preventDefault();
        onClose?.();
      }}
      onKeyDown={(event) => {
        // Escape belongs to the dialog: a detail pane behind it must not close too.
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
