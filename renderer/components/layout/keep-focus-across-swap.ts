/**
 * Keeps keyboard focus when a view replaces one list with another (the products list changing
 * over to the catalogue copy): the focused grid goes with its list, and focus would fall to the
 * page. If the last focus was inside `container` and nothing holds it after the swap, the new
 * list's grid takes it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useKeepFocusAcrossSwap(swapKey: unknown, container: string): void {
  const focusedInside = useRef(false);
  useEffect(() => {
    // Only focusin: a focused element removed with its list reports nothing reliably.
    const onFocusIn = (event: FocusEvent) => {
      focusedInside.current =
        event.target instanceof Element && event.target.closest(container) !== null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [container]);
  useLayoutEffect(() => {
    if (!focusedInside.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    document.querySelector<HTMLElement>(`${container} [role="grid"]`)?.focus();
  }, [swapKey, container]);
}
