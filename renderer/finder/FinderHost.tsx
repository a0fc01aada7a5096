import { useCallback, useEffect } from 'react';
import { useFinderStore } from './finder-store.ts';
import type { FinderOption } from './finder-options.ts';
import { openFinderOption } from './open-option.ts';
import { QuickFinder } from './QuickFinder.tsx';
import { isFinderShortcut } from './shortcut.ts';

/** Ctrl/Cmd+K from anywhere in the shell, unless another dialog has the keyboard. */
function useFinderShortcut(enabled: boolean): void {
  const setOpen = useFinderStore((s) => s.setOpen);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isFinderShortcut(event)) return;
      if (document.querySelector('dialog[open]:not(.quick-finder)')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, setOpen]);
}

/**
 * The quick finder's place in the shell: its shortcut, and the dialog while open. Opening an
 * option closes the finder first; if the element focus came from went away with the view it was
 * in, focus goes to the main region until the opened pane takes it.
 */
export function FinderHost({ enabled }: { readonly enabled: boolean }) {
  useFinderShortcut(enabled);
  const open = useFinderStore((s) => s.open && enabled);
  const setOpen = useFinderStore((s) => s.setOpen);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const openOption = useCallback(
    (option: FinderOption) => {
      setOpen(false);
      openFinderOption(option);
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) document.getElementById('main')?.focus();
      });
    },
    [setOpen],
  );
  return open ? <QuickFinder onClose={close} onOpen={openOption} /> : null;
}
