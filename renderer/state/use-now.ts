import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Where the renderer reads the time (`useNow`, countdowns, the credit gauge): the wall clock,
 * unless a test provides a fixed one, so figures such as "updated 10 min ago" do not depend on
 * when the test runs. Read late, so fake timers that replace `Date` reach it too.
 */
export const NowClock = createContext<() => number>(() => Date.now());

/** The current time, re-read every `intervalMs`: for "Updated 2 min ago" without a re-render storm. */
export function useNow(intervalMs: number): number {
  const clock = useContext(NowClock);
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, clock]);
  return now;
}
