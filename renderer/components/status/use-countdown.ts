import { useContext, useEffect, useState } from 'react';
import { NowClock } from '../../state/use-now.ts';

/**
 * Whole seconds left of a wait that was `seconds` long at `since` (ms), ticking once a second
 * and stopping at zero. `null` in, `null` out.
 */
export function useCountdown(seconds: number | null, since: number): number | null {
  const clock = useContext(NowClock);
  const [now, setNow] = useState(since);
  const end = seconds === null ? null : since + seconds * 1000;
  useEffect(() => {
    if (end === null) return;
    const id = setInterval(() => {
      const t = clock();
      setNow(t);
      if (t >= end) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [end, clock]);
  if (end === null) return null;
  return Math.max(0, Math.ceil((end - Math.max(now, since)) / 1000));
}
