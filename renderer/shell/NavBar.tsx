import { useEffect, type KeyboardEvent } from 'react';
import { VIEWS } from './views.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { SavedViewsNav } from '../orders/SavedViewsNav.tsx';
import { useUiStore, VIEW_IDS } from '../state/ui-store.ts';

/** Alt+1…8 switch views from anywhere (shown in the navigation). */
export function useNavShortcuts(): void {
  const showView = useUiStore((s) => s.showView);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const view = VIEW_IDS[Number(event.key) - 1];
      if (!view) return;
      event.preventDefault();
      showView(view);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showView]);
}

/** Up and Down move between the navigation buttons, as in a menu of views. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.findIndex((b) => b === document.activeElement);
  const next = buttons[(index + step + buttons.length) % buttons.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function NavBar() {
  const view = useUiStore((s) => s.view);
  const showView = useUiStore((s) => s.showView);
  return (
    <nav className="shell-nav" aria-label="Main">
      <ul onKeyDown={moveFocus}>
        {VIEW_IDS.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className="nav-item"
              aria-current={view === id ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${index + 1}`}
              title={VIEWS[id].label}
              onClick={() => showView(id)}
            >
              <Icon name={VIEWS[id].icon} />
              <span className="nav-label">{VIEWS[id].label}</span>
              <kbd className="nav-key" aria-hidden="true">
                Alt {index + 1}
              </kbd>
            </button>
            {id === 'orders' ? <SavedViewsNav /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
