import { Icon } from '../components/icons/Icon.tsx';
import { useFinderStore } from './finder-store.ts';
import { FINDER_KEYSHORTCUTS, finderShortcutLabel } from './shortcut.ts';
import './finder.css';

/** The top bar's way into the quick finder, with its shortcut where people see it. */
export function FinderButton() {
  const setOpen = useFinderStore((s) => s.setOpen);
  const shortcut = finderShortcutLabel(navigator.platform);
  return (
    <button
      type="button"
      className="finder-button"
      aria-label="Find products, orders…"
      aria-keyshortcuts={FINDER_KEYSHORTCUTS}
      onClick={() => setOpen(true)}
    >
      <Icon name="search" size={14} />
      <span className="finder-button-label finder-button-long">Find products, orders…</span>
      {/* A small laptop's top bar has room for this one. */}
      <span className="finder-button-label finder-button-short">Find…</span>
      <kbd className="finder-button-key" aria-hidden="true">
        {shortcut}
      </kbd>
    </button>
  );
}
