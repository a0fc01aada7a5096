/**
 * Holds back a change of what a view shows while a pointer is pressed: a list swapped for
 * another between a press and its release loses the click, since the row pressed is gone. The
 * change shows once every pointer is up and the click that ends the press has been dispatched.
 */
import { useEffect, useReducer, useState } from 'react';

/** Pointers pressed anywhere in the window (tracked once, however many views ask). */
const pressed = new Set<number>();
const releaseListeners = new Set<() => void>();
let tracking = 0;

const onDown = (event: PointerEvent): void => void pressed.add(event.pointerId);
const onUp = (event: PointerEvent): void => {
  // After this task: the click that ends the press is dispatched before the view changes.
  setTimeout(() => {
    pressed.delete(event.pointerId);
    if (pressed.size === 0) releaseListeners.forEach((listener) => listener());
  }, 0);
};

/** A press released outside the window never reports its release here: leaving ends it. */
const onBlur = (): void => {
  pressed.clear();
  releaseListeners.forEach((listener) => listener());
};

function track(): () => void {
  if (tracking++ === 0) {
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', onUp, true);
    window.addEventListener('blur', onBlur);
  }
  return () => {
    if (--tracking > 0) return;
    window.removeEventListener('pointerdown', onDown, true);
    window.removeEventListener('pointerup', onUp, true);
    window.removeEventListener('pointercancel', onUp, true);
    window.removeEventListener('blur', onBlur);
    pressed.clear();
  };
}

/** `value`, except that while a pointer is pressed a change keeps the previous value. */
export function useHoldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(track, []);
  const changed = !Object.is(shown, value);
  const holding = changed && pressed.size > 0;
  // Adjusting state while rendering, as React documents for a prop change.
  if (changed && !holding) setShown(value);
  useEffect(() => {
    if (!holding) return;
    releaseListeners.add(rerender);
    return () => void releaseListeners.delete(rerender);
  }, [holding]);
  return holding ? shown : value;
}
