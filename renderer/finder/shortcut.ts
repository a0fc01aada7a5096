/** The quick finder's shortcut: Ctrl+K, or Cmd+K on a Mac (either works everywhere). */

export function isFinderShortcut(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/** For `aria-keyshortcuts`. */
export const FINDER_KEYSHORTCUTS = 'Control+K Meta+K';

/** The hint people read: the Mac's ⌘ where they have one. */
export function finderShortcutLabel(platform: string): string {
  return /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl K';
}
