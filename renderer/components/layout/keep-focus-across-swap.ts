/**
 * Keeps keyboard focus when a view replaces one list with another (the products list changing
 * over to the catalogue copy): the focused search box or grid goes with its list, and focus would
 * fall to the page. The view names its parts; the part that last had focus is remembered (in the
 * list's model), and if nothing holds focus after the swap, the new list's same part takes it.
 */
import { useEffect, useLayoutEffect } from 'react';

/** A part of a view: where it is (`container`), and what in it takes focus (`target`). */
export interface FocusPart {
  readonly container: string;
  readonly target: string;
}

/** Where the last focused part is kept. Stable across renders (a module constant). */
export interface FocusMemory<P extends string> {
  readonly last: () => P | null;
  readonly remember: (part: P | null) => void;
}

function partOf<P extends string>(
  parts: Readonly<Record<P, FocusPart>>,
  target: EventTarget | null,
): P | null {
  if (!(target instanceof Element)) return null;
  const names = Object.keys(parts) as P[];
  return names.find((name) => target.closest(parts[name].container) !== null) ?? null;
}

export function useKeepFocusAcrossSwap<P extends string>(
  swapKey: unknown,
  parts: Readonly<Record<P, FocusPart>>,
  memory: FocusMemory<P>,
): void {
  useEffect(() => {
    // Only focusin: a focused element removed with its list reports nothing reliably.
    const onFocusIn = (event: FocusEvent) => memory.remember(partOf(parts, event.target));
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [parts, memory]);
  useLayoutEffect(() => {
    const part = memory.last();
    if (part === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const { container, target } = parts[part];
    const element = document.querySelector<HTMLElement>(`${container} ${target}`);
    element?.focus();
    // Typing goes on where it stopped: at the end of the text the new box holds.
    if (element instanceof HTMLInputElement) {
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [swapKey, parts, memory]);
}
