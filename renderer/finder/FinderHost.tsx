import { useCallback, useEffect } from 'react';
import type { MenuCommand } from '../../shared/bridge/app-commands.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { useFinderStore } from './finder-store.ts';
import type { FinderOption } from './finder-options.ts';
import { openFinderOption } from './open-option.ts';
import { QuickFinder } from './QuickFinder.tsx';
import { isFinderShortcut } from './shortcut.ts';

/** Another dialog has the keyboard: the finder waits until it is closed. */
const otherDialogOpen = (): boolean =>
  document.querySelector('dialog[open]:not(.quick-finder)') !== null;

/**
 * Ctrl/Cmd+K from anywhere in the shell, and the desktop menu's Edit → Find… (which has the same
 * accelerator, so in the desktop app the menu may take the key first), unless another dialog has
 * the keyboard.
 */
function useFinderShortcut(enabled: boolean): void {
  const find = useFinderStore((s) => s.find);
  const bridge = useBridge();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isFinderShortcut(event)) return;
      if (otherDialogOpen()) return;
      event.preventDefault();
      // Inside the finder, its own field handles the shortcut (selects the text).
      if (!useFinderStore.getState().open) find();
    };
    document.addEventListener('keydown', onKey);
    const commands: Record<MenuCommand, () => void> = {
      find: () => {
        if (!otherDialogOpen()) find();
      },
    };
    // Other commands (a notification's record to open) are not the finder's.
    const stopCommands = bridge.onCommand((command) => {
      if (typeof command === 'string') commands[command]();
    });
    return () => {
      document.removeEventListener('keydown', onKey);
      stopCommands();
    };
  }, [enabled, find, bridge]);
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
