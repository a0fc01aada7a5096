/**
 * How the finder waits for typing to pause before it asks the service anything: one check per
 * number typed, not per digit. The wait is a context so tests can end it when they choose instead
 * of waiting on the clock.
 */
import { createContext, useContext } from 'react';

/** How long typing must pause before a typed number is checked. */
export const CHECK_PAUSE_MS = 400;

/** Runs `done` once `ms` have passed; the returned function cancels it. */
export type SchedulePause = (done: () => void, ms: number) => () => void;

export const realPause: SchedulePause = (done, ms) => {
  const timer = setTimeout(done, ms);
  return () => clearTimeout(timer);
};

export const TypingPause = createContext<SchedulePause>(realPause);

export function useTypingPause(): SchedulePause {
  return useContext(TypingPause);
}
