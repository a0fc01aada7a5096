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
      aria-keyshortcuts={FINDER_KEYSHORTCUTS}
      onClick={() => setOpen(true)}
    >
      <Icon name="search" size={14} />
      {/* A small laptop's top bar shows "Find"; the name stays whole for screen readers. */}
      <span className="finder-button-label">
        Find <span className="finder-button-more">products, orders…</span>
      </span>
      <kbd className="finder-button-key" aria-hidden="true">
        {shortcut}
      </kbd>
    </button>
  );
}
