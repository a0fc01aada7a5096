import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait that was `seconds` long at `since` (ms), ticking once a second
 * and stopping at zero. `null` in, `null` out.
 */
export function useCountdown(seconds: number | null, since: number): number | null {
  const [now, setNow] = useState(since);
  const end = seconds === null ? null : since + seconds * 1000;
  useEffect(() => {
    if (end === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= end) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [end]);
  if (end === null) return null;
  return Math.max(0, Math.ceil((end - Math.max(now, since)) / 1000));
}
