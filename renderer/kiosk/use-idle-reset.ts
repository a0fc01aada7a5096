import { useEffect, useRef } from 'react';

/** What counts as someone at the kiosk: touch, mouse, keys (a scanner is a keyboard), wheel. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once `timeoutMs` have passed without input; any input starts the wait again.
 * The kiosk uses it to return to the board and forget the last lookup.
 */
export function useIdleReset(timeoutMs: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    let timer = setTimeout(() => latest.current(), timeoutMs);
    const restart = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), timeoutMs);
    };
    for (const event of ACTIVITY) {
      window.addEventListener(event, restart, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart, { capture: true });
    };
  }, [timeoutMs]);
}
