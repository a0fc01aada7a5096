import { useEffect, type RefObject } from 'react';

/** A key that types a character (what a barcode scanner in keyboard-wedge mode sends). */
function typesCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

function isTextField(element: Element | null): boolean {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio')
  );
}

/**
 * Keeps the SKU field ready for the scanner: a scanner types fast and ends with Enter,
 * wherever the focus happens to be. A character typed while a button has the focus moves the
 * focus to the field first (Chromium then types it there), and after a tap on the board the
 * focus goes back to the field. Off while a dialog (the PIN pad) is open.
 */
export function useScannerFocus(field: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const input = field.current;
    if (input === null) return;
    input.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!typesCharacter(event) || event.target === input) return;
      if (isTextField(document.activeElement)) return;
      input.focus();
    };
    const onClick = (event: MouseEvent): void => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (!isTextField(document.activeElement)) input.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onClick);
    };
  }, [field, enabled]);
}
